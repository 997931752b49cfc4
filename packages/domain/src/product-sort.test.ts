import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, resolveProductSort } from './product-sort';

describe('resolveProductSort', () => {
  it.each<[string, string]>([
    // ours, unchanged
    ...PRODUCT_SORTS.map((s): [string, string] => [s, s]),
    // the platform's names that real clients send (issue 19 §16)
    ['rank', 'rel'],
    ['search_score desc', 'rel'],
    ['search_score', 'rel'],
    ['relevance', 'rel'],
    ['score desc', 'rel'],
    ['popularity desc', 'rel'],
    ['pri_asc', 'price_asc'],
    ['pri_des', 'price_desc'],
    ['pri_desc', 'price_desc'],
    ['alf_asc', 'name_asc'],
    ['alf_des', 'name_desc'],
    ['pum_asc', 'price_um_asc'],
    ['pum_des', 'price_um_desc'],
    // SQL-like and other spellings
    ['price desc', 'price_desc'],
    ['price asc', 'price_asc'],
    ['price', 'price_asc'],
    ['-price', 'price_desc'],
    ['price:desc', 'price_desc'],
    ['PRICE DESC', 'price_desc'],
    ['price_display desc', 'price_desc'],
    ['name desc', 'name_desc'],
    ['  Name  ', 'name_asc'],
    ['price_um desc', 'price_um_desc'],
    ['new_product desc', 'new'],
    ['prezzo decrescente', 'price_desc'],
    ['novità', 'new'],
    ['price desc, name asc', 'price_desc'],
  ])('%s → %s', (value, expected) => {
    expect(resolveProductSort(value)).toEqual({ sort: expected, recognized: true });
  });

  it.each([[undefined], [null], [''], ['   '], [[]], [['', ' ']]])('absent (%j): the default', (value) => {
    expect(resolveProductSort(value as string | undefined)).toEqual({ sort: 'rel', recognized: true });
  });

  it('takes the first of repeated values', () => {
    expect(resolveProductSort(['pri_des', 'alf_asc'])).toEqual({ sort: 'price_desc', recognized: true });
  });

  it.each([['colour'], ['price sideways'], ['rank; drop table product'], ['x'.repeat(300)], ['_desc']])(
    'unknown %s: the default order, not recognized',
    (value) => {
      expect(resolveProductSort(value)).toEqual({ sort: 'rel', recognized: false });
    },
  );
});
