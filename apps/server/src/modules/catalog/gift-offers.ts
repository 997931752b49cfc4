// The gift-certificate offers of product cards (seed 001 §2): a logged customer's vouchers and
// coupons whose proposal names the product's category travel with the product as
// `userGiftCertificates`. Visitors and customers without such gifts get products unchanged.
// Products are never changed in place (the catalogue caches them, ADR 0046): copies carry the offers.
import type { Product } from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';

/** What the catalogue needs of the gifts module (its GiftService answers it). */
export interface GiftOffers {
  offersFor(
    userId: number,
    products: readonly { productId: number; breadCrumbs: readonly { categoryId: number; slug: string }[] }[],
  ): Promise<Map<number, NonNullable<Product['userGiftCertificates']>>>;
}

export async function withGiftOffers(
  gifts: GiftOffers,
  request: FastifyRequest,
  products: Product[],
): Promise<Product[]> {
  if (!products.length) return products;
  const ctx = await request.context();
  if (ctx.userId === null) return products;
  const offers = await gifts.offersFor(ctx.userId, products);
  return products.map((p) => {
    const found = offers.get(p.productId);
    return found ? { ...p, userGiftCertificates: found } : p;
  });
}
