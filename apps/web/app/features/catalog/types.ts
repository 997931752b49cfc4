// Catalogue shapes as the API returns them: the wire types of @sporta/contracts (catalog.ts),
// under the names the catalogue's components use. Nothing here is declared again (issue 20).
import type { CategoryDetail, CategoryNode, Facet, Product, ProductList } from '@sporta/contracts';

export type { CategoryNode, Facet, Product, ProductList };

/** GET category?slug=…: one category with its children and breadcrumbs. */
export type Category = CategoryDetail;

/** The page block of a product list. */
export type ProductPage = ProductList['page'];

/** What a link to a category needs (a node, a breadcrumb or a child of the contract). */
export type CategoryRef = Pick<CategoryNode, 'categoryId' | 'name' | 'slug'>;
