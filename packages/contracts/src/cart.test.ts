import { describe, expect, it } from 'vitest';
import { cartAddItemSchema, cartUpdateItemSchema } from './cart';

describe('cart/add and cart/update params (the chosen product options)', () => {
  it('reads params as a map or as its JSON text (form-encoded bodies)', () => {
    expect(
      cartAddItemSchema.parse({ productId: '5', quantity: '1', params: { taglio: 'fette' } }).params,
    ).toEqual({
      taglio: 'fette',
    });
    expect(
      cartAddItemSchema.parse({ productId: 5, quantity: 1, params: '{"pulizia":"eviscerata"}' }).params,
    ).toEqual({ pulizia: 'eviscerata' });
    expect(cartAddItemSchema.parse({ productId: 5, quantity: 1, params: '' }).params).toEqual({});
    expect(
      cartUpdateItemSchema.parse({ itemId: 3, quantity: 2, params: { taglio: 'intero' } }).params,
    ).toEqual({
      taglio: 'intero',
    });
  });

  it.each([
    ['fette'],
    [['fette']],
    ['{not json'],
    [{ taglio: { key: 'fette' } }],
    [{ taglio: 'x'.repeat(101) }],
  ])('refuses params %j with an Italian message', (params) => {
    const r = cartAddItemSchema.safeParse({ productId: 5, quantity: 1, params });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/opzion|caratteri|troppo|lungh/i);
  });
});
