// The one read of the content revisions (ADR 0074) with who made them: contents, menus and home
// blocks each narrow it to their own rows and shape the `before`/`after` states they keep.
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';

/** A revision as stored: the states are the JSON written with it (null where there was none). */
export interface RevisionRow {
  revisionId: number;
  contentId: number | null;
  staffUserId: number;
  staffName: string;
  action: string;
  createdAt: string;
  before: unknown;
  after: unknown;
}

const revisionQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('content_revision as r')
    .innerJoin('staff_user as s', 's.staff_user_id', 'r.staff_user_id')
    .select([
      'r.revision_id',
      'r.content_id',
      'r.staff_user_id',
      's.display_name',
      'r.action',
      'r.created_at',
      'r.before',
      'r.after',
    ]);

/** The query `revisionRows` narrows. */
export type RevisionQuery = ReturnType<typeof revisionQuery>;

/** A JSON column as read (PGlite may hand back text). */
export function revisionState(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : (v ?? null);
}

/** The revisions `narrow` keeps, newest first. */
export async function revisionRows(
  db: Kysely<DB>,
  narrow: (query: RevisionQuery) => RevisionQuery,
): Promise<RevisionRow[]> {
  const rows = await narrow(revisionQuery(db)).orderBy('r.revision_id', 'desc').execute();
  return rows.map((r) => ({
    revisionId: Number(r.revision_id),
    contentId: r.content_id === null ? null : Number(r.content_id),
    staffUserId: Number(r.staff_user_id),
    staffName: r.display_name,
    action: r.action,
    createdAt: new Date(r.created_at).toISOString(),
    before: revisionState(r.before),
    after: revisionState(r.after),
  }));
}
