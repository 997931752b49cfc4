// The sitemap (issue 23 "SEO files"): every address a search engine should know, from two modules.
//
//   fixed     the home page, the blog and recipe lists, the content module's published pages,
//             posts and recipes, then the catalogue's categories (a few hundred: held in memory)
//   products  the catalogue's product pages, read a slice at a time in id order
//
// Up to 50,000 addresses (the sitemap protocol's limit per file) /sitemap.xml is the list itself;
// past that it is a sitemap index naming /sitemap-1.xml, /sitemap-2.xml, … of 50,000 each.
import type { CatalogService } from '../modules/catalog';
import type { ContentService, SitemapAnswer, SitemapUrl } from '../modules/content';

export const SITEMAP_MAX_URLS = 50_000;

export class SitemapFlow {
  constructor(
    private readonly catalog: Pick<CatalogService, 'categoryPaths' | 'productPaths' | 'productCount'>,
    private readonly content: Pick<ContentService, 'sitemapEntries'>,
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  private async fixed(): Promise<SitemapUrl[]> {
    const [entries, categories] = await Promise.all([
      this.content.sitemapEntries(),
      this.catalog.categoryPaths(),
    ]);
    return [
      { path: '/' },
      // the lists of posts and recipes (their first page; the others are linked from it)
      { path: '/blog' },
      { path: '/ricette' },
      ...entries.map((e) => ({ path: e.path, lastmod: e.modifiedAt })),
      ...categories.map((path) => ({ path })),
    ];
  }

  /** File `n` (1-based) of the sitemap; `n` absent: /sitemap.xml (the list, or the index). */
  async file(n?: number): Promise<SitemapAnswer> {
    const [fixed, products] = await Promise.all([this.fixed(), this.catalog.productCount()]);
    const total = fixed.length + products;
    const files = Math.max(1, Math.ceil(total / this.maxUrls));
    if (n === undefined && files > 1) return { kind: 'index', files };
    const index = n ?? 1;
    if (index < 1 || index > files) return { kind: 'missing' };
    const start = (index - 1) * this.maxUrls;
    const end = Math.min(total, start + this.maxUrls);
    const urls = fixed.slice(start, end);
    const productStart = Math.max(0, start - fixed.length);
    const productCount = end - Math.max(start, fixed.length);
    if (productCount > 0)
      for (const path of await this.catalog.productPaths(productStart, productCount)) urls.push({ path });
    return { kind: 'urlset', urls };
  }
}
