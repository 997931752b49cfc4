// Search history (spec 002 §4): POST search-history/add saves a searched word (counter + 1,
// case-insensitive, fresh timestamp); the server keeps 30 days and suggests at most 5.
import type { searchWordSchema } from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap } from '../../../lib/api/client';

export type SearchWord = z.infer<typeof searchWordSchema>;

export async function addSearchWord(word: string): Promise<SearchWord[]> {
  return unwrap(
    await apiRequest<{ words: SearchWord[] }>('search-history/add', {
      method: 'POST',
      body: { word },
      quiet: true,
    }),
  ).words;
}
