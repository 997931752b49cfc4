// The gift-certificate offers of product cards (seed 001 §2): a logged customer's vouchers and
// coupons whose proposal names the product's category travel with the product as
// `userGiftCertificates`. Visitors and customers without such gifts get products unchanged.
// Products are never changed in place (the catalogue caches them, ADR 0046): copies carry the offers.
import type { Product } from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';

type CardPlace = { productId: number; breadCrumbs: readonly { categoryId: number; slug: string }[] };
type OffersByProduct = Map<number, NonNullable<Product['userGiftCertificates']>>;

/** What the catalogue needs of the gifts module (its GiftService answers it). */
export interface GiftOffers {
  /** The customer's gifts, read once; the function matches them to products. */
  offersOf(userId: number): Promise<(products: readonly CardPlace[]) => OffersByProduct>;
}

/** Products with their offers attached (copies), by a matcher from `giftOffersOf`. */
export type WithOffers = (products: Product[]) => Product[];

const unchanged: WithOffers = (products) => products;

/**
 * Starts reading the requester's gift offers now (a listing reads them while it reads its
 * products): for a visitor, nothing is read and products come back unchanged.
 */
export async function giftOffersOf(gifts: GiftOffers, request: FastifyRequest): Promise<WithOffers> {
  const ctx = await request.context();
  if (ctx.userId === null) return unchanged;
  const match = await gifts.offersOf(ctx.userId);
  return (products) => {
    if (!products.length) return products;
    const offers = match(products);
    if (!offers.size) return products;
    return products.map((p) => {
      const found = offers.get(p.productId);
      return found ? { ...p, userGiftCertificates: found } : p;
    });
  };
}

/** Products with the requester's gift offers (a visitor's unchanged). */
export async function withGiftOffers(
  gifts: GiftOffers,
  request: FastifyRequest,
  products: Product[],
): Promise<Product[]> {
  if (!products.length) return products;
  return (await giftOffersOf(gifts, request))(products);
}
