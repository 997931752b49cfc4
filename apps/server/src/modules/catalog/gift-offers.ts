// The gift-certificate offers of product cards (seed 001 §2): a logged customer's vouchers and
// coupons whose proposal names the product's category travel with the product as
// `userGiftCertificates`. Visitors and customers without such gifts get products unchanged.
import type { Product } from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';

export async function withGiftOffers(request: FastifyRequest, products: Product[]): Promise<void> {
  if (!products.length) return;
  const ctx = await request.context();
  if (ctx.userId === null) return;
  const offers = await request.server.gifts.offersFor(ctx.userId, products);
  for (const p of products) {
    const found = offers.get(p.productId);
    if (found) p.userGiftCertificates = found;
  }
}
