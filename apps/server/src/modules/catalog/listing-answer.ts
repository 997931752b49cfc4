// A product listing's answer as bytes (ADR 0078): the products are frozen objects of the
// catalogue cache, written from their cached JSON fragments (ADR 0075); a customer's copy that
// only adds the gift offers (`userGiftCertificates`, added last) is its product's fragment with
// the offers written in before the closing brace. The rest (page, envelope) is stringified per
// call; so are the facets unless frozen (a kept listing's). Same bytes as JSON.stringify. A
// visitor's answer is then kept per catalogue version by the shared answers (ADR 0080).
import type { Product, ProductList } from '@sporta/contracts';
import { FragmentSplicer, fragmentOf } from '../../platform/json-fragments';
import type { Envelope } from '../../platform/envelope';

/** The content type Fastify gives a JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const OFFERS = 'userGiftCertificates';
const OFFERS_KEY = Buffer.from(`,"${OFFERS}":`);
const CLOSE = Buffer.from('}');

/** `copy` is `{ ...base, userGiftCertificates }` of a frozen `base` without offers. */
function addsOffersOnly(copy: Product, base: Product | undefined): base is Product {
  if (!base || !Object.isFrozen(base) || OFFERS in base || copy[OFFERS] === undefined) return false;
  const keys = Object.keys(copy);
  const baseKeys = Object.keys(base);
  if (keys.length !== baseKeys.length + 1 || keys[keys.length - 1] !== OFFERS) return false;
  const b = base as unknown as Record<string, unknown>;
  const c = copy as unknown as Record<string, unknown>;
  return baseKeys.every((k, i) => keys[i] === k && c[k] === b[k]);
}

/**
 * `bases`: the products as the catalogue gave them, index by index, when `products` may hold
 * copies carrying a customer's gift offers.
 */
export function listingAnswerJson(
  answer: Envelope<ProductList & { products: Product[] }>,
  bases?: readonly Product[],
): Buffer {
  const splicer = new FragmentSplicer();
  const productJson = (p: Product, i: number) => {
    const base = bases?.[i];
    if (p === base || !addsOffersOnly(p, base)) return splicer.put(p);
    const own = fragmentOf(base);
    const offers = Buffer.from(JSON.stringify(p[OFFERS]));
    return splicer.putBytes(Buffer.concat([own.subarray(0, own.length - 1), OFFERS_KEY, offers, CLOSE]));
  };
  return splicer.json({
    ...answer,
    data: {
      ...answer.data,
      products: answer.data.products.map(productJson),
      // a kept listing's facets are frozen: one cached fragment
      facets: splicer.put(answer.data.facets),
    },
  });
}
