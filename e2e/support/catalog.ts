// Reads the catalogue through the public API, so the tests follow whatever the seed holds.
import type { APIRequestContext } from '@playwright/test';

export interface Node {
  categoryId: number;
  name: string;
  slug: string;
  categories?: Node[];
}

export interface ProductSummary {
  productId: number;
  name: string;
  slug: string;
  itemUrl?: string;
  shortDescr?: string;
  description?: string;
}

export async function categoryTree(request: APIRequestContext): Promise<Node[]> {
  const res = await request.get('/ebsn/api/category');
  const body = (await res.json()) as { data: { categories: Node[] } };
  return body.data.categories;
}

export async function firstProductOf(
  request: APIRequestContext,
  categoryId: number,
): Promise<ProductSummary> {
  const res = await request.get(`/ebsn/api/products?parent_category_id=${categoryId}&page=1&page_size=1`);
  const body = (await res.json()) as { data: { products: ProductSummary[] } };
  const product = body.data.products[0];
  if (!product) throw new Error(`category ${categoryId} has no products`);
  return product;
}

/** The text as React writes it into HTML. */
export function htmlEscaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
