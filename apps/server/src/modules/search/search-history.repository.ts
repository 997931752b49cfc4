// Search history SQL (table search_history, migration 0003). Only this file reads it.
import type { SearchWord } from '@sporta/domain';
import { sql } from 'kysely';
import type { Database } from '../../platform/db';

/** The case-insensitive key of a word, as the domain compares words. */
export const wordKey = (word: string): string => word.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

export class SearchHistoryRepository {
  constructor(private readonly db: Database) {}

  async load(owner: string): Promise<SearchWord[]> {
    const result = await sql<{ word: string; counter: number; last_used_at: Date }>`
      select word, counter, last_used_at from search_history where owner_key = ${owner}`.execute(this.db);
    return result.rows.map((r) => ({
      name: r.word,
      counter: r.counter,
      timestamp: new Date(r.last_used_at).getTime(),
    }));
  }

  /** Writes `keep` (new or changed words) and deletes the owner's words not in `all`. */
  async store(owner: string, keep: SearchWord[], all: SearchWord[]): Promise<void> {
    const keys = all.map((w) => wordKey(w.name));
    await this.db.transaction().execute(async (tx) => {
      await sql`delete from search_history where owner_key = ${owner}
        and word_key <> all(${keys}::text[])`.execute(tx);
      for (const w of keep)
        await sql`insert into search_history (owner_key, word_key, word, counter, last_used_at)
          values (${owner}, ${wordKey(w.name)}, ${w.name}, ${w.counter}, ${new Date(w.timestamp)})
          on conflict (owner_key, word_key)
          do update set counter = excluded.counter, last_used_at = excluded.last_used_at`.execute(tx);
    });
  }

  async clear(owner: string): Promise<void> {
    await sql`delete from search_history where owner_key = ${owner}`.execute(this.db);
  }
}
