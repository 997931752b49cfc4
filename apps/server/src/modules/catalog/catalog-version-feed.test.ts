// The catalogue's version heard over LISTEN/NOTIFY (issue 21, ADR 0082), on a real PostgreSQL
// server: another node's change is heard without a query, this node's own write is read at once,
// a lost listening connection falls back to reading and comes back. PostgreSQL run only: PGlite
// is one process with one connection, its catalogue reads its version on every call.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../../../test/harness';
import type { DatabaseHandle } from '../../platform/db';
import { migrate } from '../../platform/migrate';
import { CatalogDetailRepository } from './catalog-detail.repository';
import { CatalogVersionFeed } from './catalog-version-feed';

const waitFor = async (ok: () => boolean | Promise<boolean>, ms = 3000) => {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.skipIf(!onPostgres)('the catalogue version heard on commit', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let url: string;
  /** Another node: its own connection, writing the catalogue. */
  let other: pg.Client;
  let feed: CatalogVersionFeed;
  let repo: CatalogDetailRepository;
  const dbVersion = async () =>
    Number((await other.query('select version from catalog_version')).rows[0].version);

  beforeAll(async () => {
    const created = await createTestDatabase();
    handle = created.handle;
    drop = created.drop;
    url = created.url!;
    await migrate(handle);
    other = new pg.Client({ connectionString: url });
    await other.connect();
    repo = new CatalogDetailRepository(handle.db);
    // the background read once a minute: what is heard in these tests is heard by notification
    feed = new CatalogVersionFeed(() => repo.catalogVersion(), { pollMs: 60_000, ownWriteMs: 300 });
    feed.start(handle.notifications!, handle.writes);
    await waitFor(async () => {
      const before = feed.reads;
      await feed.current();
      return feed.reads === before;
    });
  });

  afterAll(async () => {
    await feed?.stop();
    await other?.end();
    await handle?.close();
    await drop?.();
  });

  it('answers without a query while nothing changes', async () => {
    const before = feed.reads;
    const version = await dbVersion();
    for (let i = 0; i < 200; i++) expect(await feed.current()).toBe(version);
    expect(feed.reads).toBe(before);
  });

  it("hears another node's change on commit, without reading", async () => {
    const before = feed.reads;
    const old = await feed.current();
    // a statement-level trigger: it raises the version even when no row matches
    await other.query('begin');
    await other.query("update product set name = name where slug = 'nessuno'");
    await new Promise((r) => setTimeout(r, 100));
    expect(await feed.current()).toBe(old); // not committed: not heard
    await other.query('commit');
    const started = Date.now();
    await waitFor(async () => (await feed.current()) > old, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await feed.current()).toBe(await dbVersion());
    expect(feed.reads).toBe(before);
  });

  it("reads this node's own catalogue write at once, then goes back to hearing", async () => {
    const old = await feed.current();
    const before = feed.reads;
    await handle.db
      .updateTable('warehouse_product')
      .set({ available: 0 })
      .where('product_id', '=', -1)
      .execute();
    // the very next call shows the write: read from the database, not waiting for the notification
    expect(await feed.current()).toBe(old + 1);
    expect(feed.reads).toBe(before + 1);
    // a write to a table that is not the catalogue's changes nothing
    await handle.db.deleteFrom('session').where('session_id', '=', -1).execute();
    await new Promise((r) => setTimeout(r, 350));
    const settled = feed.reads;
    await feed.current();
    expect(feed.reads).toBe(settled);
  });

  it('reads while its connection is lost, and hears again once it is back', async () => {
    const killed = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'sporta listen catalog_version'`,
    );
    expect(killed.rowCount).toBe(1);
    // lost: every call reads, so a change made meanwhile is still seen at once
    await waitFor(async () => {
      const before = feed.reads;
      await feed.current();
      return feed.reads > before;
    });
    await other.query('update vendor set name = name where vendor_id = -1');
    expect(await feed.current()).toBe(await dbVersion());
    // back within the retry period, and hearing again
    await waitFor(async () => {
      const before = feed.reads;
      await feed.current();
      return feed.reads === before;
    }, 5000);
    const version = await feed.current();
    await other.query('update category set name = name where category_id = -1');
    await waitFor(async () => (await feed.current()) > version, 1000);
  });
});
