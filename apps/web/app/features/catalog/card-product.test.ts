import { describe, expect, it } from 'vitest';
import { cardProduct } from './card-product';
import type { Product } from './types';

describe('cardProduct', () => {
  it('keeps what the card shows and drops what only the product page reads', () => {
    const shown = {
      productId: 939,
      name: 'Mirtilli',
      slug: 'mirtilli-sporta-500-g-100939',
      priceDisplay: 5.29,
      productInfos: { MINACQ: '1' },
      warehousePromo: { warehousePromoId: 939 },
    };
    const product = {
      ...shown,
      breadCrumbs: [{ categoryId: 1, name: 'Frutta e verdura', slug: 'frutta-e-verdura' }],
      ivaCategory: { ivaPct: 4 },
      vendor: { vendorId: 1, name: 'Sporta' },
      mediaURLMedium: '/img/products/100939.svg',
      barcode: '8100211009389',
    } as unknown as Product;
    const card = cardProduct(product);
    expect(card).toEqual(shown);
    expect(card.productInfos).toBe(product.productInfos);
  });
});
