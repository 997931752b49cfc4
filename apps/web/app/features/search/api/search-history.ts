// Search history (spec 002 §4): POST search-history/add saves a searched word (counter + 1,
// case-insensitive, fresh timestamp); the server keeps 30 days and suggests at most 5.
import { apiRequest, unwrap } from '../../../lib/api/client';

export interface SearchWord {
  name: string;
  counter: number;
  lastUsed: string;
}

export async function addSearchWord(word: string): Promise<SearchWord[]> {
  return unwrap(
    await apiRequest<{ words: SearchWord[] }>('search-history/add', {
      method: 'POST',
      body: { word },
      quiet: true,
    }),
  ).words;
}
