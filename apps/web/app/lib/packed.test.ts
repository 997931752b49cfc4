import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed';

describe('packed loader data', () => {
  it('is one JSON string that gives the value back', () => {
    const list = { products: [{ productId: 1, name: 'Mele «Golden»', price: 2.49 }], page: { totItems: 1 } };
    const packed = pack(list);
    expect(typeof packed).toBe('string');
    expect(unpack(packed)).toEqual(list);
  });

  it('drops what JSON cannot carry, as JSON does', () => {
    expect(unpack(pack({ a: 1, b: undefined }))).toEqual({ a: 1 });
  });
});
