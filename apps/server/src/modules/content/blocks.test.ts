// Content blocks (issue 23, ADR 0053) over HTTP: the home page's blocks (category?slug=homepage-2023)
// and category-block/info, targeted by the cart's delivery service, inside their publication
// window, empty blocks hidden; bad input answers in Italian and never 500; the service refuses a
// bad block and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBlockFile } from '../../../db/seed/blocks';
import { call, login, setupCart } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { BlockService } from './block.service';

let t: TestContext;
let blocks: BlockService;

beforeAll(async () => {
  t = await startTestApp({ products: 400 });
  blocks = new BlockService(t.database.db);
}, 180_000);
afterAll(async () => t?.close());

interface Block {
  categoryBlockId: number;
  title: string;
  position: number;
  templateBlock: { codInt: string };
  templateBlockType: { modeName: string };
  metaData: Record<string, unknown>;
  proposals: { name: string; img: string; slug: string; proposalUrl: string }[];
}

async function home(token: string | null = null): Promise<Block[]> {
  const res = await call(t, token, 'GET', 'category?slug=homepage-2023');
  expect(res.http).toBe(200);
  expect(res.data.category.slug).toBe('homepage-2023');
  return res.data.category.categoryBlocks;
}

const titles = (list: Block[]) => list.map((b) => b.title);

describe('content blocks', () => {
  it('serves the demo home layout in order, each block in the spec shape, with real items', async () => {
    const list = await home();
    const file = readBlockFile().blocks.filter(
      (b) => b.location === 'homepage-2023' && !b.deliveryServiceKinds,
    );
    expect(titles(list)).toEqual(file.map((b) => b.title));
    const positions = list.map((b) => b.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const slider = list.find((b) => b.templateBlock.codInt === 'banner-slider')!;
    expect(slider.templateBlockType.modeName).toBe('BannerSlider');
    expect(slider.metaData.autoplay).toBe(true);
    expect(slider.proposals.length).toBe(3);
    expect(slider.proposals[0]!.img).toMatch(/^\/img\/banners\/.+\.svg$/);
    const grid = list.find((b) => b.templateBlock.codInt === 'banner-grid')!;
    expect(grid.metaData.columns).toEqual({ xs: 12, sm: 6, md: 4, lg: 4, xl: 4 });
    // Recipes and posts come from the content tables, with an image from their first ingredient.
    const recipes = list.find((b) => b.templateBlock.codInt === 'recipe-slider')!;
    expect(recipes.proposals.length).toBeGreaterThan(0);
    expect(recipes.proposals[0]!.proposalUrl).toBe('/ricette/spaghetti-alla-carbonara');
    for (const p of recipes.proposals) expect(p.img).toMatch(/^\/img\/products\//);
    const articles = list.find((b) => b.templateBlock.codInt === 'article-list')!;
    expect(articles.proposals.length).toBe(4);
    expect(articles.proposals[0]!.proposalUrl).toMatch(/^\/blog\//);
    // The banner pictures exist in the files folder (served at /img/).
    const img = await t.app.inject({ method: 'GET', url: slider.proposals[0]!.img });
    expect(img.statusCode).toBe(200);
  });

  it("shows the shopper's current volantini in the leaflet slider, covers linking to the viewer", async () => {
    const slider = (list: Block[]) => list.find((b) => b.templateBlock.codInt === 'leaflet-slider')!;
    const anyone = slider(await home());
    expect(anyone.templateBlockType.modeName).toBe('LeafletSlider');
    const all = (await call(t, null, 'GET', 'leaflet/search?leaflet_type_id=2')).data.leaflets as {
      slug: string;
      warehouseIds: number[];
    }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(anyone.proposals.map((p) => p.proposalUrl).sort()).toEqual(
      all.map((l) => `/volantini/${l.slug}`).sort(),
    );
    const cover = await t.app.inject({ method: 'GET', url: anyone.proposals[0]!.img });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\//);
    // A drive shopper at warehouse 1 sees only the leaflets of their warehouse.
    const shopper = await login(t);
    await setupCart(t, shopper.token, { addressType: 'drive', addressId: 1, deliveryServiceId: 1 });
    const mine = slider(await home(shopper.token));
    const theirs = all.filter((l) => l.warehouseIds.includes(1)).map((l) => `/volantini/${l.slug}`);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.proposals.map((p) => p.proposalUrl).sort()).toEqual(theirs.sort());
  });

  it("shows one leaflet's viewer: the shopper's own volantino, or the one named while it is current", async () => {
    const viewer = (list: Block[]) => list.find((b) => b.templateBlock.codInt === 'leaflet-viewer');
    const all = (await call(t, null, 'GET', 'leaflet/search?leaflet_type_id=2')).data.leaflets as {
      slug: string;
      location: string;
      warehouseIds: number[];
    }[];
    const anyone = viewer(await home())!;
    expect(anyone.templateBlockType.modeName).toBe('LeafletViewer');
    expect(anyone.title).toBe('Sfoglia il volantino');
    expect(anyone.metaData).toEqual({ leafletTypeId: 2 });
    expect(anyone.proposals).toHaveLength(1);
    expect(anyone.proposals[0]).toMatchObject({ slug: all[0]!.slug, proposalUrl: all[0]!.location });
    // what the storefront's viewer draws: the leaflet's pages, each with its WebP sources
    const view = await call(t, null, 'GET', `leaflet/view?leaflet_id=${anyone.proposals[0]!.slug}`);
    expect(view.data.leafletPage.length).toBeGreaterThan(1);
    expect(view.data.leafletPage[0].imageSources.length).toBe(4);
    // A drive shopper at warehouse 1 sees the volantino of their warehouse.
    const shopper = await login(t);
    await setupCart(t, shopper.token, { addressType: 'drive', addressId: 1, deliveryServiceId: 1 });
    const mine = viewer(await home(shopper.token))!;
    const theirs = all.filter((l) => l.warehouseIds.includes(1)).map((l) => l.location);
    expect(theirs).toContain(mine.proposals[0]!.proposalUrl);
    // A block naming a leaflet shows that one to anyone; one naming no current leaflet hides itself.
    const other = all.find((l) => !l.warehouseIds.includes(1))!;
    const named = await blocks.save({
      location: 'homepage-2023',
      position: 90,
      kind: 'leaflet-viewer',
      title: 'Il volantino di un’altra cooperativa',
      settings: { leaflet: other.slug },
    });
    const gone = await blocks.save({
      location: 'homepage-2023',
      position: 91,
      kind: 'leaflet-viewer',
      title: 'Un volantino scaduto',
      settings: { leaflet: 'volantino-che-non-esiste' },
    });
    const seen = await home(shopper.token);
    expect(seen.find((b) => b.categoryBlockId === named)!.proposals[0]!.proposalUrl).toBe(other.location);
    expect(seen.map((b) => b.categoryBlockId)).not.toContain(gone);
    expect((await call(t, null, 'GET', `category-block/info?categoryBlockId=${gone}`)).http).toBe(404);
    const info = await call(t, null, 'GET', `category-block/info?categoryBlockId=${named}`);
    expect(info.data.categoryBlock.proposals[0].slug).toBe(other.slug);
    // a bad leaflet key is refused in Italian, nothing saved
    await expect(
      blocks.save({
        location: 'homepage-2023',
        position: 92,
        kind: 'leaflet-viewer',
        settings: { leaflet: '../etc/passwd' },
      }),
    ).rejects.toThrow(/slug o il numero di un volantino/);
    await t.database.db.deleteFrom('content_block').where('block_id', 'in', [named, gone]).execute();
  });

  it('shows the locker banner only to a shopper whose cart is for a locker', async () => {
    expect(titles(await home())).not.toContain('Ritiro al locker');
    const locker = await login(t);
    await setupCart(t, locker.token, { addressType: 'locker', addressId: 11, deliveryServiceId: 3 });
    const seen = await home(locker.token);
    expect(titles(seen)).toContain('Ritiro al locker');
    const lockerBlock = seen.find((b) => b.title === 'Ritiro al locker')!;
    expect(titles(seen).indexOf('Ritiro al locker')).toBe(1);
    const home1 = await login(t);
    await setupCart(t, home1.token, { addressType: 'drive', addressId: 1, deliveryServiceId: 1 });
    expect(titles(await home(home1.token))).not.toContain('Ritiro al locker');
    // The same through category-block/info: visible to the locker shopper, a 404 to others.
    const mine = await call(
      t,
      locker.token,
      'GET',
      `category-block/info?categoryBlockId=${lockerBlock.categoryBlockId}`,
    );
    expect(mine.http).toBe(200);
    expect(mine.data.categoryBlock.title).toBe('Ritiro al locker');
    const theirs = await call(
      t,
      home1.token,
      'GET',
      `category-block/info?categoryBlockId=${lockerBlock.categoryBlockId}`,
    );
    expect(theirs.http).toBe(404);
    expect(theirs.message).toBe('Il blocco richiesto non esiste o non è visibile.');
  });

  it('respects the publication window and the cooperative target', async () => {
    const now = Date.now();
    const banner = (title: string) => ({
      banners: [{ title, image: '/img/banners/colazione.svg', href: '/colazione-e-dolci' }],
    });
    await blocks.save({
      location: 'homepage-2023',
      position: 1,
      kind: 'banner-grid',
      title: 'Domani',
      settings: banner('Domani'),
      publishedFrom: new Date(now + 86_400_000),
    });
    await blocks.save({
      location: 'homepage-2023',
      position: 2,
      kind: 'banner-grid',
      title: 'Scaduto',
      settings: banner('Scaduto'),
      publishedFrom: new Date(now - 2 * 86_400_000),
      publishedTo: new Date(now - 86_400_000),
    });
    await blocks.save({
      location: 'homepage-2023',
      position: 3,
      kind: 'banner-grid',
      title: 'Oggi',
      settings: banner('Oggi'),
      publishedFrom: new Date(now - 1000),
      publishedTo: new Date(now + 86_400_000),
    });
    await blocks.save({
      location: 'homepage-2023',
      position: 4,
      kind: 'banner-grid',
      title: 'Solo coop 2',
      settings: banner('Coop 2'),
      storeIds: [2],
    });
    await blocks.save({
      location: 'homepage-2023',
      position: 5,
      kind: 'banner-grid',
      title: 'Bozza',
      settings: banner('Bozza'),
      status: 'draft',
    });
    const seen = titles(await home());
    expect(seen[0]).toBe('Oggi');
    expect(seen).not.toContain('Domani');
    expect(seen).not.toContain('Scaduto');
    expect(seen).not.toContain('Bozza');
    expect(seen).not.toContain('Solo coop 2');
    const tomorrow = await blocks.forLocation(
      'homepage-2023',
      { storeId: 2, warehouseId: null, deliveryServiceId: null },
      new Date(now + 2 * 86_400_000),
    );
    expect(titles(tomorrow)).toContain('Domani');
    expect(titles(tomorrow)).toContain('Solo coop 2');
    expect(titles(tomorrow)).not.toContain('Oggi');
  });

  it('hides a block with nothing to show', async () => {
    const empty = await blocks.save({
      location: 'homepage-2023',
      position: 6,
      kind: 'banner-grid',
      title: 'Vuoto',
      settings: { banners: [] },
    });
    const ghost = await blocks.save({
      location: 'homepage-2023',
      position: 7,
      kind: 'recipe-slider',
      title: 'Ricette inesistenti',
      settings: { recipes: ['non-esiste'] },
    });
    const blank = await blocks.save({
      location: 'homepage-2023',
      position: 8,
      kind: 'static-text',
      title: 'Solo script',
      settings: { html: '<script>alert(1)</script>' },
    });
    const seen = titles(await home());
    for (const title of ['Vuoto', 'Ricette inesistenti', 'Solo script']) expect(seen).not.toContain(title);
    for (const id of [empty, ghost, blank]) {
      const res = await call(t, null, 'GET', `category-block/info?categoryBlockId=${id}`);
      expect(res.http).toBe(404);
    }
  });

  it('serves a category’s blocks with the category', async () => {
    const res = await call(t, null, 'GET', 'category?slug=frutta-e-verdura');
    expect(res.http).toBe(200);
    expect(titles(res.data.category.categoryBlocks)).toEqual(['Di stagione a novembre']);
    const other = await call(t, null, 'GET', 'category?slug=surgelati');
    expect(other.data.category.categoryBlocks).toEqual([]);
  });

  it('answers bad input in Italian, never with a 500', async () => {
    for (const [url, http, text] of [
      ['category-block/info?categoryBlockId=abc', 400, 'numero intero'],
      ['category-block/info?categoryBlockId=-1', 400, ''],
      ['category-block/info', 400, ''],
      ['category-block/info?categoryBlockId=99999999999999', 400, ''],
      ['category-block/info?categoryBlockId=987654', 404, 'Il blocco richiesto non esiste'],
      ['category?slug=homepage-2099', 404, ''],
      ['category?slug=%27%3B%20drop%20table%20content_block', 404, ''],
    ] as const) {
      const res = await call(t, null, 'GET', url);
      expect(res.http, url).toBe(http);
      expect(res.message, url).toMatch(/[a-zà-ù]/i);
      if (text) expect(res.message, url).toContain(text);
    }
  });

  it('refuses a bad block with an Italian message and saves nothing', async () => {
    const before = (await t.database.db.selectFrom('content_block').select('block_id').execute()).length;
    const bad: [Parameters<BlockService['save']>[0], RegExp][] = [
      [
        { location: 'non-esiste', position: 1, kind: 'static-text', settings: { html: '<p>x</p>' } },
        /posizione «non-esiste» non esiste/,
      ],
      [
        { location: 'homepage-2023', position: 1, kind: 'carosello', settings: {} },
        /tipo di blocco «carosello» non esiste/,
      ],
      [
        {
          location: 'homepage-2023',
          position: 1,
          kind: 'banner-grid',
          settings: { banners: [{ title: 'X', image: 'https://example.com/a.jpg', href: '/x' }] },
        },
        /immagine del sito/,
      ],
      [
        {
          location: 'homepage-2023',
          position: 1,
          kind: 'banner-grid',
          settings: { banners: [], columns: { xs: 5 } },
        },
        /deve dividere 12/,
      ],
      [
        { location: 'homepage-2023', position: 1, kind: 'product-slider', settings: { limit: 13 } },
        /Impostazioni del blocco non valide/,
      ],
      [
        {
          location: 'homepage-2023',
          position: 1,
          kind: 'static-text',
          settings: { html: '<p>x</p>' },
          deliveryServiceIds: [999],
        },
        /servizio di consegna 999 inesistente/,
      ],
      [
        {
          location: 'homepage-2023',
          position: 1,
          kind: 'static-text',
          settings: { html: '<p>x</p>' },
          publishedFrom: new Date('2030-01-02'),
          publishedTo: new Date('2030-01-01'),
        },
        /fine della pubblicazione/,
      ],
    ];
    for (const [input, message] of bad) await expect(blocks.save(input)).rejects.toThrow(message);
    const after = (await t.database.db.selectFrom('content_block').select('block_id').execute()).length;
    expect(after).toBe(before);
  });

  it('stores static text sanitised: no script survives', async () => {
    const id = await blocks.save({
      location: 'homepage-2023',
      position: 9,
      kind: 'static-text',
      title: 'Testo',
      settings: {
        html: '<p onclick="x()">Ciao <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
      },
    });
    const res = await call(t, null, 'GET', `category-block/info?categoryBlockId=${id}`);
    expect(res.http).toBe(200);
    const html = res.data.categoryBlock.metaData.html as string;
    expect(html).toContain('Ciao');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });
});
