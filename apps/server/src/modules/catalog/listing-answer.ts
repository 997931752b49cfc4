// A product listing's answer as bytes (ADR 0078): the products are frozen objects of the
// catalogue cache, written from their cached JSON fragments (ADR 0075); the rest (page, facets,
// envelope) is stringified per call; so are the facets unless frozen (a kept listing's). Same bytes as JSON.stringify. An anonymous listing's bytes
// are kept per catalogue version (CatalogCache.keepAnswer): the version read at the start of
// each call means a kept answer never outlives a price, availability or catalogue change.
import type { Product, ProductList } from '@sporta/contracts';
import { FragmentSplicer } from '../../platform/json-fragments';
import type { Envelope } from '../../platform/envelope';

/** The content type Fastify gives a JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function listingAnswerJson(answer: Envelope<ProductList & { products: Product[] }>): Buffer {
  const splicer = new FragmentSplicer();
  return splicer.json({
    ...answer,
    data: {
      ...answer.data,
      products: answer.data.products.map((p) => splicer.put(p)),
      // a kept listing's facets are frozen: one cached fragment
      facets: splicer.put(answer.data.facets),
    },
  });
}

/** The key of an anonymous listing's answer: its price list, date and query. */
export function listingAnswerKey(pricing: { warehouseId: number; date: string }, query: object): string {
  return `${pricing.warehouseId}|${pricing.date}|${JSON.stringify(query)}`;
}
