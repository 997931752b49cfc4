// Saves the searched words in the search history when the shopper arrives on a results page
// by a new navigation (not on back/forward, not on a reload of the same entry).
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { addSearchWord } from '../api/search-history';

const saved = new Set<string>();

export function useSaveSearchWords(words: string[]): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const joined = words.join('\u0000');
  useEffect(() => {
    if (navigationType === 'POP' || saved.has(location.key) || !joined) return;
    saved.add(location.key);
    void (async () => {
      for (const word of joined.split('\u0000')) await addSearchWord(word).catch(() => undefined);
    })();
  }, [location.key, navigationType, joined]);
}
