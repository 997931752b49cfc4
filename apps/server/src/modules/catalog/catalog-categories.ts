// The category tree of the catalogue (CatalogService's): read once and kept a minute, or read
// again at a new catalogue version; its trails, descendants, tree and detail answers.
import type { CategoryDetail, CategoryNode } from '@sporta/contracts';
import { AppError } from '../../platform/errors';
import type { CategoryRow } from './catalog.repository';
import { categoryIndexOf, categoryMetaData, type CategoryIndex } from './catalog.mapping';

const CATEGORY_TTL_MS = 60_000;

export class CatalogCategories {
  private categoryIndex: Promise<CategoryIndex> | null = null;
  /** The catalogue version the category index was read at (-1: not known). */
  private categoryIndexVersion = -1;

  constructor(private readonly load: () => Promise<CategoryRow[]>) {}

  /**
   * The category tree, kept a minute; with `version` (a catalogue version just read), read again
   * unless it was read at that version: what is cached per version is worked out on the tree of
   * that version (a category moved raises the version too).
   */
  async index(version?: number): Promise<CategoryIndex> {
    const current = this.categoryIndex;
    if (current && (version === undefined || version === this.categoryIndexVersion)) {
      const index = await current;
      if (Date.now() - index.loadedAt < CATEGORY_TTL_MS) return index;
    }
    this.categoryIndexVersion = version ?? -1;
    this.categoryIndex = this.load().then(categoryIndexOf);
    this.categoryIndex.catch(() => (this.categoryIndex = null));
    return this.categoryIndex;
  }

  breadCrumbs(index: CategoryIndex, categoryId: number) {
    const trail: { categoryId: number; name: string; slug: string }[] = [];
    let node = index.byId.get(categoryId);
    while (node) {
      trail.unshift({ categoryId: node.category_id, name: node.name, slug: node.slug });
      node = node.parent_id === null ? undefined : index.byId.get(node.parent_id);
    }
    return trail;
  }

  descendants(index: CategoryIndex, categoryId: number): number[] {
    const out: number[] = [];
    const stack = [categoryId];
    while (stack.length) {
      const id = stack.pop()!;
      out.push(id);
      for (const c of index.children.get(id) ?? []) stack.push(c.category_id);
    }
    return out;
  }

  /** The storefront paths of every category (/<slug>), for the sitemap. */
  async paths(): Promise<string[]> {
    return (await this.index()).rows.map((r) => `/${r.slug}`);
  }

  async tree(options: { filtered?: boolean; depth?: number }): Promise<CategoryNode[]> {
    const index = await this.index();
    const maxDepth = options.depth ?? 3;
    const build = (parentId: number | null, depth: number): CategoryNode[] =>
      (index.children.get(parentId) ?? [])
        .filter((c) => !options.filtered || (index.subtreeCount.get(c.category_id) ?? 0) > 0)
        .map((c) => {
          const node: CategoryNode = {
            categoryId: c.category_id,
            ...(c.parent_id !== null ? { parentId: c.parent_id } : {}),
            name: c.name,
            slug: c.slug,
            itemUrl: `/${c.slug}`,
          };
          const kids = depth < maxDepth ? build(c.category_id, depth + 1) : [];
          // Roots always carry `categories`; a leaf has none.
          if (c.parent_id === null || kids.length) node.categories = kids;
          return node;
        });
    return build(null, 1);
  }

  async category(by: { slug?: string; categoryId?: number }): Promise<CategoryDetail> {
    const index = await this.index();
    const slug = by.slug?.replace(/^\/+|\/+$/g, '');
    const row =
      by.categoryId !== undefined ? index.byId.get(by.categoryId) : slug ? index.bySlug.get(slug) : undefined;
    if (!row) throw AppError.notFound('Categoria non trovata.', 'error.category.not_found');
    return {
      categoryId: row.category_id,
      parentId: row.parent_id,
      name: row.name,
      slug: row.slug,
      itemUrl: `/${row.slug}`,
      description: row.description,
      image: row.image,
      metaData: categoryMetaData(row.meta ?? {}),
      breadCrumbs: this.breadCrumbs(index, row.category_id),
      children: (index.children.get(row.category_id) ?? []).map((c) => ({
        categoryId: c.category_id,
        name: c.name,
        slug: c.slug,
      })),
    };
  }
}
