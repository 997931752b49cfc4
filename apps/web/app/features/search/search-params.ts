// The search pages' parameters (spec 000 §2): /search and /cm-search take q, parent_category_id
// and filter (a word that narrows the results, searched together with q); /fast-search takes q
// as a comma-separated shopping list, one result group per word.

export interface SearchTarget {
  q: string;
  filter: string;
  parentCategoryId?: number;
}

export function parseSearch(params: URLSearchParams): SearchTarget {
  const id = Number.parseInt(params.get('parent_category_id') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    filter: (params.get('filter') ?? '').trim().slice(0, 200),
    parentCategoryId: Number.isInteger(id) && id > 0 ? id : undefined,
  };
}

/** The text sent as the products call's q. */
export function searchText(t: SearchTarget): string | undefined {
  const text = [t.q, t.filter].filter(Boolean).join(' ').trim();
  return text || undefined;
}

/** The words of a fast search: split on commas, trimmed, without duplicates (case-insensitive), at most 10. */
export function fastSearchWords(q: string | null | undefined): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of (q ?? '').split(',')) {
    const word = raw.trim().replace(/\s+/g, ' ').slice(0, 100);
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  return words.slice(0, 10);
}

export function fastSearchHref(words: string[]): string {
  return words.length ? `/fast-search?q=${encodeURIComponent(words.join(','))}` : '/fast-search';
}
