// Search history (spec 002 §4, rules in @sporta/domain search-history) and the
// search-as-you-type suggestions, which mix the history with the catalogue.
import type { SuggestItem } from '@sporta/contracts';
import {
  dropOldWords,
  removeWord,
  saveWord,
  sortByCounter,
  suggestWords,
  type SearchWord,
} from '@sporta/domain';
import type { CatalogService, PricingContext } from '../catalog';
import type { Database } from '../../platform/db';
import type { RequestContext } from '../../platform/session';
import { SearchHistoryRepository, wordKey } from './search-history.repository';

export interface WordView {
  name: string;
  counter: number;
  lastUsed: string;
}

/** History belongs to the account when logged in, else to the anonymous session; null = none. */
export function historyOwner(ctx: Pick<RequestContext, 'userId' | 'session'>): string | null {
  if (ctx.userId !== null) return `u${ctx.userId}`;
  if (ctx.session) return `s${ctx.session.sessionId}`;
  return null;
}

const view = (w: SearchWord): WordView => ({
  name: w.name,
  counter: w.counter,
  lastUsed: new Date(w.timestamp).toISOString(),
});

export class SearchService {
  private readonly history: SearchHistoryRepository;

  constructor(
    db: Database,
    private readonly catalog: CatalogService,
    private readonly now: () => number = Date.now,
  ) {
    this.history = new SearchHistoryRepository(db);
  }

  /** The suggested words (at most 5, most used first, starting with `query`), or all kept with `all`. */
  async words(owner: string | null, options: { query?: string; all?: boolean } = {}): Promise<WordView[]> {
    if (!owner) return [];
    const list = await this.history.load(owner);
    const now = this.now();
    if (options.all) return sortByCounter(dropOldWords(list, now)).map(view);
    return suggestWords(list, now, { query: options.query }).map(view);
  }

  /** Saves a search: counter + 1 case-insensitively, fresh timestamp; words older than 30 days go. */
  async addWord(owner: string, word: string): Promise<WordView[]> {
    const now = this.now();
    const next = dropOldWords(saveWord(await this.history.load(owner), word, now), now);
    const key = wordKey(word);
    await this.history.store(
      owner,
      next.filter((w) => wordKey(w.name) === key),
      next,
    );
    return suggestWords(next, now).map(view);
  }

  async removeWord(owner: string, word: string): Promise<WordView[]> {
    const now = this.now();
    const next = dropOldWords(removeWord(await this.history.load(owner), word), now);
    await this.history.store(owner, [], next);
    return suggestWords(next, now).map(view);
  }

  async clear(owner: string): Promise<void> {
    await this.history.clear(owner);
  }

  /**
   * The dropdown of the search box: past words starting with the query, then matching
   * categories, then the top 5 products. An empty query gives nothing.
   */
  async suggest(owner: string | null, q: string, pricing: PricingContext): Promise<SuggestItem[]> {
    const text = q.trim();
    if (!text) return [];
    const [words, found] = await Promise.all([
      this.words(owner, { query: text }),
      this.catalog.suggest(text, pricing),
    ]);
    return [
      ...words.map((w): SuggestItem => ({
        type: 'word',
        name: w.name,
        url: `/search?q=${encodeURIComponent(w.name)}`,
        counter: w.counter,
      })),
      ...found.categories.map((c): SuggestItem => ({
        type: 'category',
        name: c.name,
        url: `/${c.slug}`,
        slug: c.slug,
        categoryId: c.categoryId,
      })),
      ...found.products.map((p): SuggestItem => ({
        type: 'product',
        name: p.name,
        url: p.itemUrl,
        slug: p.slug,
        productId: p.productId,
        shortDescr: p.shortDescr,
        description: p.description,
        mediaURL: p.mediaURL,
        priceDisplay: p.priceDisplay,
      })),
    ];
  }
}
