import { describe, it, expect } from 'vitest';
import type { SearchWord } from './search-history';
import { dropOldWords, removeWord, saveWord, sortByCounter, suggestWords } from './search-history';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 4, 10, 12);
const w = (name: string, counter: number, daysAgo = 0): SearchWord => ({
  name,
  counter,
  timestamp: NOW - daysAgo * DAY,
});

describe('saveWord', () => {
  it.each([
    ['adds a new word with counter 1', [], 'latte', [w('latte', 1)]],
    ['increments an existing word', [w('latte', 2, 3)], 'latte', [w('latte', 3)]],
    ['matches case-insensitively, keeps the first spelling', [w('Latte', 2, 3)], 'LATTE', [w('Latte', 3)]],
    ['trims and collapses spaces', [], '  pasta   fresca ', [w('pasta fresca', 1)]],
    ['ignores blanks', [w('latte', 1)], '   ', [w('latte', 1)]],
    ['keeps other words', [w('pane', 4, 1)], 'latte', [w('pane', 4, 1), w('latte', 1)]],
  ])('%s', (_rule, list, word, expected) => {
    expect(saveWord(list, word, NOW)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const list = [w('latte', 1, 2)];
    saveWord(list, 'latte', NOW);
    expect(list).toEqual([w('latte', 1, 2)]);
  });
});

describe('dropOldWords (30 days by default)', () => {
  it.each([
    [30, [w('a', 1, 29), w('b', 1, 30), w('c', 1, 31)], ['a', 'b']],
    [7, [w('a', 1, 6), w('b', 1, 8)], ['a']],
  ])('keeps the last %s days', (days, list, names) => {
    expect(dropOldWords(list, NOW, days).map((x) => x.name)).toEqual(names);
  });

  it('defaults to 30 days', () => {
    expect(dropOldWords([w('a', 1, 31), w('b', 1, 1)], NOW).map((x) => x.name)).toEqual(['b']);
  });
});

describe('sorting and suggestions (counter descending, at most 5)', () => {
  const list = [
    w('uova', 1),
    w('latte', 9, 2),
    w('pane', 4),
    w('pasta', 4, 1),
    w('olio', 2),
    w('sale', 3),
    w('zucchero', 7, 40),
  ];

  it('sorts by counter, ties by most recent', () => {
    expect(sortByCounter(list).map((x) => x.name)).toEqual([
      'latte',
      'zucchero',
      'pane',
      'pasta',
      'sale',
      'olio',
      'uova',
    ]);
  });

  it('suggests the top 5 recent words', () => {
    expect(suggestWords(list, NOW).map((x) => x.name)).toEqual(['latte', 'pane', 'pasta', 'sale', 'olio']);
  });

  it('filters by prefix, case-insensitively', () => {
    expect(suggestWords(list, NOW, { query: 'PA' }).map((x) => x.name)).toEqual(['pane', 'pasta']);
  });

  it('removeWord is case-insensitive', () => {
    expect(removeWord(list, 'LATTE').some((x) => x.name === 'latte')).toBe(false);
    expect(removeWord(list, 'LATTE')).toHaveLength(list.length - 1);
  });
});
