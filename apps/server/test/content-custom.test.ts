// The content backend's custom calls (spec 000 §7, issue 23): new_slides (a banner block's banners
// as slides, for today and the delivery service asked), ux-blocks (a location's blocks as the
// shopper sees them) and custom/ali/search (catalogue and content together); bad input is a 4xx in
// WordPress's shape with an Italian message.
import { romeInstant, romeDate } from '@sporta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

let t: TestContext;
let lockerServiceId: number;
let homeServiceId: number;

beforeAll(async () => {
  t = await startTestApp({ products: 120 });
  const services = await t.database.db
    .selectFrom('delivery_service')
    .select(['delivery_service_id', 'kind'])
    .execute();
  lockerServiceId = services.find((s) => s.kind === 'locker')!.delivery_service_id;
  homeServiceId = services.find((s) => s.kind === 'home')!.delivery_service_id;
}, 180_000);
afterAll(async () => t?.close());

const WP = '/p/wp-json';
const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Noon of today in Rome, in Unix seconds (what the spec's client sends). */
const noonToday = () => Math.floor(romeInstant(romeDate(new Date()), '12:00').getTime() / 1000);

interface Block {
  categoryBlockId: number;
  kind: string;
  title: string;
}

async function homeBlocks(query = ''): Promise<Block[]> {
  const res = await get(`${WP}/custom/v1/ux-blocks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('custom/v1/ux-blocks', () => {
  it('gives the home page’s blocks in order, without the ones aimed at another service', async () => {
    const blocks = await homeBlocks();
    const titles = blocks.map((b) => b.title);
    expect(titles[0]).toBe('In primo piano');
    expect(titles).toContain('Come funziona Sporta');
    expect(titles).not.toContain('Ritiro al locker');
    expect(blocks[0]).toMatchObject({
      kind: 'banner-slider',
      templateBlockType: { modeName: 'BannerSlider' },
    });
  });

  it('shows a locker customer’s block when deliveryServiceId names the locker service', async () => {
    const titles = (await homeBlocks(`?deliveryServiceId=${lockerServiceId}`)).map((b) => b.title);
    expect(titles).toContain('Ritiro al locker');
    const home = (await homeBlocks(`?deliveryServiceId=${homeServiceId}`)).map((b) => b.title);
    expect(home).not.toContain('Ritiro al locker');
  });

  it('gives a category’s blocks, and refuses an unknown location or a bad service', async () => {
    const fruit = await homeBlocks('?location=frutta-e-verdura');
    expect(fruit.map((b) => b.title)).toEqual(['Di stagione a novembre']);
    const unknown = await get(`${WP}/custom/v1/ux-blocks?location=non-esiste`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('non esiste') });
    const bad = await get(`${WP}/custom/v1/ux-blocks?deliveryServiceId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });
});

describe('custom/v1/new_slides/{id}/{unixTimeAtNoon}/{x}', () => {
  it('gives a banner slider’s banners as slides, in the slides_by_id shape', async () => {
    const slider = (await homeBlocks()).find((b) => b.kind === 'banner-slider')!;
    const res = await get(`${WP}/custom/v1/new_slides/${slider.categoryBlockId}/${noonToday()}/0`);
    expect(res.statusCode, res.body).toBe(200);
    const slides = res.json();
    expect(slides.map((s: { title: string }) => s.title)).toEqual([
      'La spesa di stagione, a casa tua',
      'Ricette con la spesa già pronta',
      'Colazione dolce, giornata migliore',
    ]);
    expect(slides[0]).toMatchObject({ id: 1, image: expect.stringMatching(/^\/img\//) });
    expect(slides[0].buttonHref).toMatch(/^\//);
  });

  it('gives the locker block to the locker service only', async () => {
    const locker = (await homeBlocks(`?deliveryServiceId=${lockerServiceId}`)).find(
      (b) => b.title === 'Ritiro al locker',
    )!;
    const url = `${WP}/custom/v1/new_slides/${locker.categoryBlockId}/${noonToday()}/abc`;
    const forLocker = await get(`${url}?deliveryServiceId=${lockerServiceId}`);
    expect(forLocker.statusCode, forLocker.body).toBe(200);
    expect(forLocker.json()[0].title).toBe('Nel locker anche i surgelati');
    const forHome = await get(`${url}?deliveryServiceId=${homeServiceId}`);
    expect(forHome.statusCode).toBe(404);
    expect(forHome.json()).toMatchObject({ code: 'rest_slider_invalid_id', data: { status: 404 } });
    expect((await get(url)).statusCode).toBe(404);
  });

  it('refuses another day, a block that is no banner block, an unknown id and a bad key', async () => {
    const blocks = await homeBlocks();
    const slider = blocks.find((b) => b.kind === 'banner-slider')!;
    const text = blocks.find((b) => b.kind === 'static-text')!;
    const tomorrow = await get(
      `${WP}/custom/v1/new_slides/${slider.categoryBlockId}/${noonToday() + 86_400}/0`,
    );
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toContain('non è oggi');
    for (const id of [text.categoryBlockId, 999_999]) {
      const res = await get(`${WP}/custom/v1/new_slides/${id}/${noonToday()}/0`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nessuno slider di banner visibile con questo id.');
    }
    for (const path of [`${slider.categoryBlockId}/${noonToday()}/a%20b`, `x/${noonToday()}/0`, `1/ieri/0`]) {
      const res = await get(`${WP}/custom/v1/new_slides/${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });
});

describe('custom/ali/search', () => {
  it('finds categories, products and content together, each with its shop address', async () => {
    const res = await get(`${WP}/custom/ali/search?q=frutta`);
    expect(res.statusCode, res.body).toBe(200);
    const hits: { id: number; title: string; url: string; type: string }[] = res.json();
    const category = hits.find((h) => h.type === 'category');
    expect(category).toMatchObject({
      title: expect.stringMatching(/frutta/i),
      url: expect.stringMatching(/^\//),
    });
    const product = hits.find((h) => h.type === 'product');
    expect(product?.url).toMatch(/^\/product\//);
    expect(hits.filter((h) => h.type === 'product').length).toBeLessThanOrEqual(5);
    const content = await get(`${WP}/custom/ali/search?q=consegna`);
    const entries: { type: string; url: string }[] = content.json();
    expect(entries.some((h) => ['page', 'faq', 'post', 'recipe'].includes(h.type))).toBe(true);
    for (const e of entries.filter((h) => h.type === 'faq')) expect(e.url).toMatch(/^\/faq\//);
  });

  it('finds nothing for an empty query and refuses one too long', async () => {
    expect((await get(`${WP}/custom/ali/search`)).json()).toEqual([]);
    expect((await get(`${WP}/custom/ali/search?q=%20%20`)).json()).toEqual([]);
    const long = await get(`${WP}/custom/ali/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('200 caratteri');
  });
});
