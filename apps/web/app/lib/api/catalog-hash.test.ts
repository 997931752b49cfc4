import { describe, expect, it } from 'vitest';
import {
  catalogHashFromCookies,
  catalogHashOf,
  isCatalogPath,
  validCatalogHash,
  withCatalogHash,
} from './catalog-hash';

describe('catalogue hash (spec 001 §7 cache-burst key)', () => {
  it.each([
    [null, undefined],
    [{ warehouse: null, timeslot: null }, undefined],
    [{ warehouse: { warehouseId: 4 }, timeslot: null }, 'w4d0t0'],
    [
      { warehouse: { warehouseId: 4 }, timeslot: { date: '2026-03-16', timeslotId: 812 } },
      'w4d2026-03-16t812',
    ],
    [
      { warehouse: { warehouseId: 4 }, timeslot: { date: '2026-03-16T00:00:00', timeslotId: 9 } },
      'w4d2026-03-16t9',
    ],
  ])('of %j is %s', (cart, hash) => {
    expect(catalogHashOf(cart)).toBe(hash);
  });

  it('reads only a well-formed hash from the Cookie header', () => {
    expect(catalogHashFromCookies('a=1; sporta-catalog-hash=w12d2026-01-02t3; b=2')).toBe('w12d2026-01-02t3');
    expect(catalogHashFromCookies('sporta-catalog-hash=w1d0t0')).toBe('w1d0t0');
    expect(catalogHashFromCookies('sporta-catalog-hash=%3Cscript%3E')).toBeUndefined();
    expect(catalogHashFromCookies('other=w1d0t0')).toBeUndefined();
    expect(catalogHashFromCookies(null)).toBeUndefined();
    expect(validCatalogHash('w1d2026-13-99t')).toBeUndefined();
  });

  it('goes on catalogue calls only, never replacing a hash given', () => {
    for (const path of [
      'products',
      'products/12',
      'products/suggest',
      'adv',
      'category',
      'product-price/get-prices',
      'leaflet/product-search',
      'leaflet/search',
    ])
      expect(isCatalogPath(path), path).toBe(true);
    for (const path of ['cart/view', 'order/list', 'wishlist/view', 'auth/test'])
      expect(isCatalogPath(path), path).toBe(false);
    expect(withCatalogHash('products', { q: 'latte' }, 'w2d0t0')).toEqual({ q: 'latte', hash: 'w2d0t0' });
    expect(withCatalogHash('cart/view', {}, 'w2d0t0')).toEqual({});
    expect(withCatalogHash('products', { hash: 'w9d0t0' }, 'w2d0t0')).toEqual({ hash: 'w9d0t0' });
    expect(withCatalogHash('products', { q: 'x' }, undefined)).toEqual({ q: 'x' });
  });
});
