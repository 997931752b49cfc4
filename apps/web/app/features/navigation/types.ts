/** A node of the category menu (the shape of GET category, spec 001 §3). */
export interface MenuCategory {
  categoryId: number;
  name: string;
  slug: string;
  categories?: MenuCategory[];
}

export function categoryHref(c: { slug: string }): string {
  return `/${c.slug}`;
}

/** The menu's fields of a category tree: what the page carries in its loader data. */
export function menuTree(nodes: readonly MenuCategory[]): MenuCategory[] {
  return nodes.map(({ categoryId, name, slug, categories }) =>
    categories?.length
      ? { categoryId, name, slug, categories: menuTree(categories) }
      : { categoryId, name, slug },
  );
}

/**
 * The departments alone (the tree's first level): what pages carry for the header, the footer and
 * home's tiles; a page's loader data is decoded before it hydrates (ADR 0018).
 */
export function departmentsOf(nodes: readonly MenuCategory[]): MenuCategory[] {
  return nodes.map(({ categoryId, name, slug }) => ({ categoryId, name, slug }));
}

/** Starts fetching the menus' tree, with the code that fetches it (menu-tree.ts stays out of the entry). */
export function prefetchMenuTree(): void {
  void import('./menu-tree').then((m) => m.loadMenuTree()).catch(() => undefined);
}
