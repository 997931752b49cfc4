// GET products/suggest (spec 001 §7): search-as-you-type — past search words, categories and
// the first products; a failure gives an empty list (spec 001 §8).
import type { SuggestItem } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../../lib/api/client';

export type { SuggestItem };

export async function getSuggest(q: string, signal?: AbortSignal): Promise<SuggestItem[]> {
  try {
    return (
      unwrap(
        await apiRequest<{ items: SuggestItem[] }>('products/suggest', { query: { q }, signal, quiet: true }),
      ).items ?? []
    );
  } catch {
    return [];
  }
}
