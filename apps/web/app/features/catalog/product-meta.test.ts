import type { Product } from '@sporta/contracts';
import { describe, expect, it } from 'vitest';
import { describedText, productDescription, productMedia } from './product-meta';

describe('product-meta readers', () => {
  it('read metaData.product_description when it is an object, else nothing', () => {
    const details = { description: 'Mirtilli freschi', ingredients: 'mirtilli' };
    expect(productDescription({ metaData: { product_description: details } })).toBe(details);
    expect(describedText({ metaData: { product_description: details } })).toBe('Mirtilli freschi');
    expect(productDescription({ metaData: { product_description: 'testo' } })).toEqual({});
    expect(productDescription({ metaData: { product_description: [] } })).toEqual({});
    expect(describedText({ metaData: { product_description: { description: 3 } } })).toBeUndefined();
    expect(describedText({})).toBeUndefined();
  });

  it('keep only the text fields of media[]', () => {
    const media: Product['media'] = [
      { type: 'image', large: '/l.jpg', thumb: '/t.jpg', alt: 7 },
      { medium: '/m.jpg' },
    ];
    expect(productMedia({ media })).toEqual([
      {
        type: 'image',
        small: undefined,
        medium: undefined,
        large: '/l.jpg',
        thumb: '/t.jpg',
        alt: undefined,
      },
      {
        type: undefined,
        small: undefined,
        medium: '/m.jpg',
        large: undefined,
        thumb: undefined,
        alt: undefined,
      },
    ]);
    expect(productMedia({})).toEqual([]);
  });
});
