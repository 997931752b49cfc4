// Readers of the product's open parts. The contract keeps `metaData` and `media` open
// (records of unknown values, @sporta/contracts productSchema): these read the keys the product
// page shows and check their types, instead of declaring the product again (issue 20).
import type { Product } from '@sporta/contracts';

type Open = Record<string, unknown>;
const isRecord = (value: unknown): value is Open =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** metaData.product_description (seed 001 §3): description, ingredients, allergens, storage, nutrition. */
export function productDescription(product: Pick<Product, 'metaData'>): Open {
  const details = product.metaData?.product_description;
  return isRecord(details) ? details : {};
}

/** The description of metaData.product_description, when it is a text. */
export function describedText(product: Pick<Product, 'metaData'>): string | undefined {
  return text(productDescription(product).description);
}

/** One image of media[] (spec 001 §3 Product.media). */
export interface ProductMedia {
  type?: string;
  small?: string;
  medium?: string;
  large?: string;
  thumb?: string;
  alt?: string;
}

export function productMedia(product: Pick<Product, 'media'>): ProductMedia[] {
  return (product.media ?? []).map((m) => ({
    type: text(m.type),
    small: text(m.small),
    medium: text(m.medium),
    large: text(m.large),
    thumb: text(m.thumb),
    alt: text(m.alt),
  }));
}
