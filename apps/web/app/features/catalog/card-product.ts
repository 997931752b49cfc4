// What a product card reads of a product. List pages (home's slider, a category's grid) send
// their products through this: a page's loader data travels inline and the browser decodes all
// of it before hydrating, and the API's product carries much a card never shows (breadcrumbs,
// codes, VAT, warehouse and logistics data): 40 → 25 KB for a category's 24 products (ADR 0018).
import type { Product, ProductList } from './types';

/** The card's fields; the product page loads the whole product. */
const CARD_FIELDS = [
  'productId',
  'name',
  'shortDescr',
  'description',
  'slug',
  'itemUrl',
  'mediaURL',
  'available',
  'price',
  'priceDisplay',
  'priceStandardDisplay',
  'priceUmDisplay',
  'priceStandardUmDisplay',
  'lowestPrice30Days',
  'priceUnitDisplay',
  'weightUnitDisplay',
  'productInfos',
  'warehousePromo',
  'selectOptions',
  'dayLock',
  'minAcq',
  'maxAcq',
  'productClasses',
  'newProduct',
  'productClassRuleMax',
  'userGiftCertificates',
] as const satisfies readonly (keyof Product)[];

export type CardProduct = Pick<Product, (typeof CARD_FIELDS)[number]>;

export function cardProduct(product: Product): CardProduct {
  const card: Partial<Record<keyof Product, unknown>> = {};
  for (const field of CARD_FIELDS) if (product[field] !== undefined) card[field] = product[field];
  return card as CardProduct;
}

/** A product list whose products went through cardProduct (list pages' loader data). */
export type CardProductList = Omit<ProductList, 'products'> & { products: CardProduct[] };
