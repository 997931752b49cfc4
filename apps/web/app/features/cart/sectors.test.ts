import type { CartItem } from '@sporta/contracts';
import { describe, expect, it } from 'vitest';
import { cartSectors } from './sectors';

function line(itemId: number, department?: string): CartItem {
  const breadCrumbs = department ? [{ categoryId: 1, name: department, slug: 'x' }] : [];
  return { itemId, product: { breadCrumbs } } as unknown as CartItem;
}

describe('cart sectors', () => {
  it('groups the lines by department in the order of their first line, each keeping the line order', () => {
    const items = [line(1, 'Latte'), line(2, 'Frutta'), line(3, 'Latte'), line(4), line(5, 'Frutta')];
    expect(cartSectors(items).map((s) => [s.name, s.cartItems.map((i) => i.itemId)])).toEqual([
      ['Latte', [1, 3]],
      ['Frutta', [2, 5]],
      ['', [4]],
    ]);
  });

  it('gives nothing for an empty cart', () => {
    expect(cartSectors([])).toEqual([]);
  });
});
