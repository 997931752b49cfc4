// A listing's answer written from fragments (ADR 0078) is byte for byte JSON.stringify's: frozen
// products, a customer's copies carrying gift offers, copies changed otherwise, frozen facets.
import type { Product } from '@sporta/contracts';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../platform/envelope';
import { listingAnswerJson } from './listing-answer';

const product = (id: number) =>
  Object.freeze({
    productId: id,
    name: `Caffè «${id}» — 250 g`,
    price: 1.5 + id,
    vendor: { vendorId: id, name: 'Bialetti ☕' },
    breadCrumbs: [{ categoryId: 3, name: 'Dispensa', slug: 'dispensa' }],
    priceStandardDisplay: undefined,
  }) as unknown as Product;

describe('listing answer bytes', () => {
  it('equal JSON.stringify for frozen products, offer copies, other copies and frozen facets', () => {
    const bases = [product(1), product(2), product(3), product(4)];
    const offers = [{ giftCertificateId: 7, name: 'Buono "10%"', amount: 2 }] as never;
    const products = [
      bases[0]!,
      { ...bases[1]!, userGiftCertificates: offers } as Product,
      { ...bases[2]!, name: 'changed' } as Product,
      { ...bases[3]!, userGiftCertificates: [] } as Product,
    ];
    const facets = Object.freeze([
      {
        name: 'Marca',
        parameterName: 'vendor_id',
        values: [{ id: 1, name: 'Ç', count: 2, filteredCount: 1 }],
      },
    ]);
    const answer = envelope({
      products,
      page: { selPage: 1, totPages: 1, totItems: 4, itemsPerPage: 24 },
      facets: facets as never,
    });
    const want = JSON.stringify(answer);
    expect(listingAnswerJson(answer, bases).toString()).toBe(want);
    // twice: from the cached fragments
    expect(listingAnswerJson(answer, bases).toString()).toBe(want);
    expect(listingAnswerJson(answer).toString()).toBe(want);
    const empty = envelope({ products: [], page: answer.data.page, facets: [] });
    expect(listingAnswerJson(empty, []).toString()).toBe(JSON.stringify(empty));
  });
});
