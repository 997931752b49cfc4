/**
 * Search history of the fast search (spec 002 §4, spec 001 §9): words are saved
 * case-insensitively with a counter, kept 30 days, sorted by counter, at most 5
 * suggested. Pure functions: every call returns a new list.
 */

export interface SearchWord {
  name: string;
  counter: number;
  /** Last use, epoch milliseconds. */
  timestamp: number;
}

export const SEARCH_HISTORY_DAYS = 30;
export const MAX_SUGGESTED_WORDS = 5;
const DAY_MS = 86_400_000;

const same = (a: string, b: string): boolean => a.toLocaleLowerCase('it') === b.toLocaleLowerCase('it');

/**
 * Saves a search: an existing word (any case) gets counter + 1 and a fresh timestamp,
 * keeping its first spelling; a new word is added with counter 1. Blank words are ignored.
 */
export function saveWord(list: readonly SearchWord[], word: string, now: number): SearchWord[] {
  const name = word.trim().replace(/\s+/g, ' ');
  if (name === '') return [...list];
  let found = false;
  const next = list.map((w) => {
    if (found || !same(w.name, name)) return w;
    found = true;
    return { ...w, counter: w.counter + 1, timestamp: now };
  });
  return found ? next : [...next, { name, counter: 1, timestamp: now }];
}

/** Drops entries last used more than `days` days before `now`. */
export function dropOldWords(
  list: readonly SearchWord[],
  now: number,
  days = SEARCH_HISTORY_DAYS,
): SearchWord[] {
  const limit = now - days * DAY_MS;
  return list.filter((w) => w.timestamp >= limit);
}

/** Sorted by counter, highest first; ties by the most recent use. */
export function sortByCounter(list: readonly SearchWord[]): SearchWord[] {
  return [...list].sort((a, b) => b.counter - a.counter || b.timestamp - a.timestamp);
}

export function removeWord(list: readonly SearchWord[], word: string): SearchWord[] {
  return list.filter((w) => !same(w.name, word.trim()));
}

/**
 * The words to suggest: recent ones only, optionally those starting with `query`
 * (case-insensitive), most used first, at most 5.
 */
export function suggestWords(
  list: readonly SearchWord[],
  now: number,
  options: { query?: string; days?: number; max?: number } = {},
): SearchWord[] {
  const query = options.query?.trim().toLocaleLowerCase('it') ?? '';
  const recent = dropOldWords(list, now, options.days).filter(
    (w) => query === '' || w.name.toLocaleLowerCase('it').startsWith(query),
  );
  return sortByCounter(recent).slice(0, options.max ?? MAX_SUGGESTED_WORDS);
}
