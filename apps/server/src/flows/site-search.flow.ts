// custom/ali/search?q= (spec 000 §7, issue 23): the whole site's search-as-you-type, from two
// modules. The catalogue's matching categories and first products (its Italian search, with typo
// correction), then the content module's published pages, FAQ, posts and recipes. At most
// LIMIT of each part; an empty query finds nothing.
import type { SiteSearchResult } from '@sporta/contracts';
import type { CatalogService } from '../modules/catalog';
import { ROUTE_OF_TYPE, type ContentService } from '../modules/content';

const LIMIT = 5;

export class SiteSearchFlow {
  constructor(
    private readonly catalog: Pick<CatalogService, 'suggest' | 'pricingContext'>,
    private readonly content: Pick<ContentService, 'search'>,
  ) {}

  async search(q: string): Promise<SiteSearchResult[]> {
    const text = q.trim();
    if (!text) return [];
    const pricing = await this.catalog.pricingContext(undefined);
    const [found, entries] = await Promise.all([
      this.catalog.suggest(text, pricing, { categories: LIMIT, products: LIMIT }),
      this.content.search(text, ['page', 'faq', 'post', 'recipe'], { page: 1, perPage: LIMIT }),
    ]);
    return [
      ...found.categories.map((c): SiteSearchResult => ({
        id: c.categoryId,
        title: c.name,
        url: `/${c.slug}`,
        type: 'category',
      })),
      ...found.products.map((p): SiteSearchResult => ({
        id: p.productId,
        title: p.name,
        url: p.itemUrl,
        type: 'product',
      })),
      ...entries.items.map((e): SiteSearchResult => ({
        id: e.id,
        title: e.title,
        url: `${ROUTE_OF_TYPE[e.type]}${e.slug}`,
        type: e.type,
      })),
    ];
  }
}
