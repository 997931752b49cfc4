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
