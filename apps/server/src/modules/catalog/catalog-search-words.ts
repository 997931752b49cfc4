// Search words: which categories a query names (the words of their names, accents and stop
// words aside).

/** Words a category name joins others with: they name nothing. */
export const NAME_STOP_WORDS = new Set([
  'e',
  'ed',
  'di',
  'del',
  'della',
  'dei',
  'delle',
  'per',
  'a',
  'al',
  'alla',
  'con',
  'in',
  'da',
  'il',
  'la',
  'le',
  'lo',
  'gli',
  'i',
  'l',
]);

export function contentWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !NAME_STOP_WORDS.has(w));
}

/**
 * The categories a query names (issue 19 §8): every content word of the query (or one of
 * its corrections) is a word of the category's name, and the query covers the largest
 * share of that name — at least half of it. "latte" names Latte (all of its name), not
 * Latte fresco or Latte per l'infanzia (half), nor Latte, uova e formaggi (a third).
 */
export function namedCategories<C extends { name: string }>(
  categories: readonly C[],
  words: string[][],
): C[] {
  const groups = words.filter((g) => g[0] !== undefined && g[0].length >= 2 && !NAME_STOP_WORDS.has(g[0]));
  if (!groups.length) return [];
  let best: C[] = [];
  let bestShare = 0.5;
  for (const c of categories) {
    const name = contentWords(c.name);
    if (!name.length) continue;
    if (!groups.every((g) => g.some((alt) => name.some((w) => wordMatches(w, alt))))) continue;
    const covered = name.filter((w) => groups.some((g) => g.some((alt) => wordMatches(w, alt)))).length;
    const share = covered / name.length;
    if (share > bestShare) {
      best = [c];
      bestShare = share;
    } else if (share === bestShare) best.push(c);
  }
  return best;
}

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A name word matches a query word that is its prefix, or the same word but for the last two letters (pomodori/pomodoro). */
export function wordMatches(nameWord: string, queryWord: string): boolean {
  if (nameWord.startsWith(queryWord)) return true;
  return queryWord.length >= 5 && nameWord.length >= 5 && nameWord.startsWith(queryWord.slice(0, -2));
}
