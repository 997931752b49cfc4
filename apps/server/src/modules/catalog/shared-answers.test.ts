// Anonymous catalogue answers shared and revalidated (issue 21, ADR 0080): kept per URL and day
// while the catalogue's version holds, with an ETag a browser, the client or a CDN revalidates;
// a price change shows in the very next answer; a logged-in answer stays personal. Category answers
// and the home (content blocks with publication windows, ADR 0082) are kept one second at most
// and dropped by this node's content writes.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, plainProducts } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { BlockService } from '../content/block.service';
import { CONTENT_TABLES } from '../content/content-changes';
import { CATEGORY_ANSWER_MAX_AGE_MS } from './catalog.routes';

let t: TestContext;
let productId: number;
let categoryId: number;

beforeAll(async () => {
  t = await startTestApp();
  productId = (await plainProducts(t, 1))[0]!;
  categoryId = (
    await sql<{
      category_id: number;
    }>`select category_id from product where product_id = ${productId}`.execute(t.database.db)
  ).rows[0]!.category_id;
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers });

/**
 * On PostgreSQL a node also hears its own content write on commit, a few milliseconds after it
 * dropped its kept answers for it: that second drop is waited out before counting hits.
 */
const ownNotification = () => new Promise((r) => setTimeout(r, onPostgres ? 150 : 0));

const blockTitles = (body: string) =>
  (JSON.parse(body).data.category.categoryBlocks as { title: string }[]).map((b) => b.title);

const priceIn = (body: string, id: number): number | undefined => {
  const data = JSON.parse(body).data;
  const products = (data.products ?? [data]) as { productId: number; price: number }[];
  return products.find((p) => p.productId === id)?.price;
};

describe('shared catalogue answers', () => {
  it('an anonymous listing is kept, revalidated with its ETag, and public for one second', async () => {
    const url = `products?category_id=${categoryId}&page_size=24&shared=1`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers['x-sporta-shared']).toBe('miss');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const again = await get(url);
    expect(again.headers['x-sporta-shared']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('a price change shows in the very next answer, with a new ETag', async () => {
    const url = `products/${productId}?shared=2`;
    const before = await get(url);
    const etag = before.headers.etag as string;
    expect((await get(url)).headers['x-sporta-shared']).toBe('hit');
    const cents = Math.round((priceIn(before.body, productId) ?? 1) * 100) + 37;
    await sql`update product set price_cents = ${cents} where product_id = ${productId}`.execute(
      t.database.db,
    );

    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-sporta-shared']).toBe('miss');
    expect(after.headers.etag).not.toBe(etag);
    expect(priceIn(after.body, productId)).toBe(cents / 100);

    // the listing too
    const list = await get(`products?category_id=${categoryId}&page_size=200&shared=3`);
    expect(priceIn(list.body, productId)).toBe(cents / 100);
  });

  it('a logged-in answer is personal: not shared, not stored', async () => {
    const { token } = await login(t);
    const url = `products?category_id=${categoryId}&page_size=24&shared=4`;
    const anonymous = await get(url);
    expect(anonymous.headers['x-sporta-shared']).toBe('miss');
    const personal = await get(url, { 'x-ebsn-account': token });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['x-sporta-shared']).toBeUndefined();
    expect(personal.headers['cache-control']).not.toContain('public');
    const viaCookie = await get(url, { cookie: `X-Ebsn-Account=${token}` });
    expect(viaCookie.headers['x-sporta-shared']).toBeUndefined();
  });

  it('a refused request is never kept', async () => {
    const url = 'products/999999999?shared=5';
    const missing = await get(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-sporta-shared']).toBeUndefined();
    expect((await get(url)).statusCode).toBe(404);
  });

  it('an anonymous home is kept, dropped by a content write and kept one second at most', async () => {
    const url = 'category?slug=homepage-2023&shared=6';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-sporta-shared']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect((await get(url)).headers['x-sporta-shared']).toBe('hit');

    // a staff save on this node: the next visitor sees it at once
    const blocks = new BlockService(t.database.db);
    const banner = (title: string) => ({
      banners: [{ title, image: '/img/banners/colazione.svg', href: '/colazione-e-dolci' }],
    });
    await blocks.save({
      location: 'homepage-2023',
      position: 0,
      kind: 'banner-grid',
      title: 'Subito',
      settings: banner('Subito'),
    });
    await ownNotification();
    const saved = await get(url);
    expect(saved.headers['x-sporta-shared']).toBe('miss');
    expect(blockTitles(saved.body)).toContain('Subito');
    expect((await get(url)).headers['x-sporta-shared']).toBe('hit');

    // a block whose window opens in 600 ms: the kept answer without it lasts one second at most
    await blocks.save({
      location: 'homepage-2023',
      position: 0,
      kind: 'banner-grid',
      title: 'Tra poco',
      settings: banner('Tra poco'),
      publishedFrom: new Date(Date.now() + 600),
    });
    await ownNotification();
    const before = await get(url);
    expect(blockTitles(before.body)).not.toContain('Tra poco');
    expect((await get(url)).headers['x-sporta-shared']).toBe('hit');
    await new Promise((r) => setTimeout(r, CATEGORY_ANSWER_MAX_AGE_MS + 100));
    const later = await get(url);
    expect(later.headers['x-sporta-shared']).toBe('miss');
    expect(blockTitles(later.body)).toContain('Tra poco');

    // a shopper's own home (audiences, his cart's service) is never kept
    const { token } = await login(t);
    const own = await get(url, { 'x-ebsn-account': token });
    expect(own.headers['x-sporta-shared']).toBeUndefined();
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('the content tables that notify are those a node watches', async () => {
    const triggered = await sql<{ table: string }>`select distinct event_object_table as table
      from information_schema.triggers where action_statement like '%notify_content_changed%'`.execute(
      t.database.db,
    );
    expect(triggered.rows.map((r) => r.table).sort()).toEqual([...CONTENT_TABLES].sort());
  });

  it.skipIf(!onPostgres)("another node's content change drops the kept home on commit", async () => {
    const url = 'category?slug=homepage-2023&shared=7';
    const first = await get(url);
    const stored = Date.now();
    const shown = blockTitles(first.body)[0]!;
    expect((await get(url)).headers['x-sporta-shared']).toBe('hit');
    // another node: its own connection to the same database
    const name = (await sql<{ db: string }>`select current_database() as db`.execute(t.database.db)).rows[0]!
      .db;
    const other = new URL(process.env.TEST_DATABASE_URL!);
    other.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: other.toString() });
    await client.connect();
    try {
      await client.query(
        "update content_block set title = 'Cambiato altrove' where location = 'homepage-2023' and title = $1",
        [shown],
      );
    } finally {
      await client.end();
    }
    let seen: string[] = [];
    while (Date.now() - stored < CATEGORY_ANSWER_MAX_AGE_MS) {
      seen = blockTitles((await get(url)).body);
      if (seen.includes('Cambiato altrove')) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    // heard on commit: well before the kept answer's one-second age
    expect(seen).toContain('Cambiato altrove');
    expect(Date.now() - stored).toBeLessThan(CATEGORY_ANSWER_MAX_AGE_MS * 0.7);
  });
});
