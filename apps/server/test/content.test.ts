// The content backend (issue 23, first slice) over HTTP: pages by slug, posts a page at a time
// with WordPress's total headers, FAQ, menus, search, sanitising on the way in, the publication
// window, bad input (WordPress's error shape, Italian, 4xx), robots.txt and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitemapFlow } from '../src/flows/sitemap.flow';
import { CatalogService } from '../src/modules/catalog';
import { ContentService } from '../src/modules/content';
import { startTestApp, type TestContext } from './harness';

let t: TestContext;
let content: ContentService;

beforeAll(async () => {
  t = await startTestApp({ products: 120 });
  // The same path the seed and (later) the staff editor take: the module's service.
  content = new ContentService(t.database.db);
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const WP = '/p/wp-json';

describe('pages by slug', () => {
  it('answers a page in WordPress shape with its SEO fields', async () => {
    const res = await get(`${WP}/wp/v2/pages?slug=chi-siamo`);
    expect(res.statusCode).toBe(200);
    const pages = res.json();
    expect(pages).toHaveLength(1);
    const p = pages[0];
    expect(p).toMatchObject({
      slug: 'chi-siamo',
      type: 'page',
      status: 'publish',
      title: { rendered: 'Chi siamo' },
      content: { protected: false },
      meta: { seo_title: expect.stringContaining('Sporta') },
    });
    expect(p.id).toBeGreaterThan(0);
    expect(p.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(p.content.rendered).toContain('<h2');
    expect(p.content.rendered).toContain('cooperative');
    expect(p.link).toMatch(/\/page\/chi-siamo$/);
    expect(res.headers['x-wp-total']).toBe('1');
    // the same page by id
    const byId = await get(`${WP}/wp/v2/pages/${p.id}`);
    expect(byId.json().slug).toBe('chi-siamo');
  });

  it('has every page the footer and the registration link to, with real text', async () => {
    for (const slug of [
      'chi-siamo',
      'come-funziona',
      'servizi',
      'contatti',
      'condizioni-di-vendita',
      'privacy',
      'cookie',
      'diventa-socio',
    ]) {
      const [page] = (await get(`${WP}/wp/v2/pages?slug=${slug}`)).json();
      expect(page, slug).toBeDefined();
      expect(page.content.rendered.replace(/<[^>]+>/g, '').length, slug).toBeGreaterThan(600);
      expect(page.content.rendered, slug).not.toMatch(/lorem ipsum/i);
      expect(page.meta.seo_description.length, slug).toBeGreaterThan(40);
    }
    const [terms] = (await get(`${WP}/wp/v2/pages?slug=condizioni-di-vendita`)).json();
    expect(terms.testo_validit).toBe('Condizioni in vigore dal 1° gennaio 2026.');
    expect(terms.content.rendered).toContain('40%');
    const [cookie] = (await get(`${WP}/wp/v2/pages?slug=cookie`)).json();
    for (const category of ['Cookie tecnici', 'Cookie di analisi', 'Cookie di profilazione'])
      expect(cookie.content.rendered).toContain(category);
  });

  it('answers an empty list for an unknown slug, as WordPress does', async () => {
    const res = await get(`${WP}/wp/v2/pages?slug=non-esiste`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('0');
  });

  it('serves the FAQ page with at least 15 questions as details blocks', async () => {
    const [faq] = (await get(`${WP}/wp/v2/faq?slug=domande-frequenti`)).json();
    const questions = faq.content.rendered.match(/<details class="faq"><summary>/g) ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(faq.content.rendered).toContain('60 minuti');
    expect(faq.content.rendered).toContain('40%');
    expect(faq.link).toMatch(/\/faq\/domande-frequenti$/);
  });
});

describe('posts a page at a time', () => {
  it('pages the blog with X-WP-Total and X-WP-TotalPages, newest first', async () => {
    const first = await get(`${WP}/wp/v2/posts?per_page=3&page=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe('8');
    expect(first.headers['x-wp-totalpages']).toBe('3');
    const posts = first.json();
    expect(posts).toHaveLength(3);
    expect(posts[0].date >= posts[1].date).toBe(true);
    expect(posts[0].excerpt.rendered).toMatch(/<p>.+<\/p>/);
    const last = (await get(`${WP}/wp/v2/posts?per_page=3&page=3`)).json();
    expect(last).toHaveLength(2);
    const ids = new Set([...posts, ...last].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(5);
  });

  it('refuses a page past the last one with WordPress’s Italian message', async () => {
    const res = await get(`${WP}/wp/v2/posts?per_page=3&page=4`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
      data: { status: 400 },
    });
  });
});

describe('slides (seed 002 §7 slides_by_id, the app tutorial)', () => {
  it("answers a slider's published slides in order; 404 for one without slides; 400 for a bad id", async () => {
    const res = await get(`${WP}/custom/v1/slides_by_id/1`);
    expect(res.statusCode).toBe(200);
    const slides = res.json() as { id: number; title: string; buttonHref: string | null }[];
    expect(slides.map((s) => s.title)).toEqual([
      'Benvenuto in Sporta',
      'Ritiro, casa o locker',
      'Offerte e notifiche',
    ]);
    expect(slides[0]).toMatchObject({ image: '/img/banners/frutta-di-stagione.svg', buttonHref: null });
    expect(slides[1]).toMatchObject({ buttonText: 'Scopri i servizi', buttonHref: '/page/servizi' });

    // A new tutorial replaces the slides: its first slide has a new id (the app shows it again).
    await content.replaceSlides(1, [
      {
        title: 'Novità <b>2027</b>',
        text: 'Testo',
        image: null,
        imageAlt: '',
        buttonText: null,
        buttonHref: null,
      },
    ]);
    const renewed = (await get(`${WP}/custom/v1/slides_by_id/1`)).json() as { id: number; title: string }[];
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.title).toBe('Novità 2027');
    expect(renewed[0]!.id).not.toBe(slides[0]!.id);
    await expect(
      content.replaceSlides(2, [
        { title: 'x', text: '', image: null, imageAlt: '', buttonText: null, buttonHref: '//altro.example' },
      ]),
    ).rejects.toThrow('La pagina «//altro.example» della slide non è valida.');

    const missing = await get(`${WP}/custom/v1/slides_by_id/2`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'rest_slider_invalid_id', data: { status: 404 } });
    const bad = await get(`${WP}/custom/v1/slides_by_id/uno`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('menus and search', () => {
  it('answers the items of a menu location in order', async () => {
    const items = (await get(`${WP}/wp-api-menus/v2/menu-locations/footer-legale`)).json();
    expect(items.map((i: { url: string }) => i.url)).toEqual([
      '/page/chi-siamo',
      '/page/condizioni-di-vendita',
      '/page/privacy',
      '/page/cookie',
    ]);
    expect(items[0]).toMatchObject({ ID: 1, order: 1, parent: 0, title: 'Chi siamo', target: '' });
    expect((await get(`${WP}/wp-api-menus/v2/menu-locations/nessuna`)).json()).toEqual([]);
  });

  it('searches published content in Italian, without accents, with totals', async () => {
    const res = await get(`${WP}/wp/v2/search?search=locker&per_page=50`);
    expect(res.statusCode).toBe(200);
    const hits = res.json();
    expect(hits.length).toBeGreaterThan(2);
    expect(Number(res.headers['x-wp-total'])).toBe(hits.length);
    expect(hits.map((h: { subtype: string }) => h.subtype)).toEqual(
      expect.arrayContaining(['page', 'faq', 'post']),
    );
    expect(hits[0]).toMatchObject({
      type: 'post',
      id: expect.any(Number),
      url: expect.stringMatching(/^http/),
    });
    // "perché" without its accent, and a subtype filter
    const faq = (await get(`${WP}/wp/v2/search?search=perche%20banca&subtype=faq`)).json();
    expect(faq.map((h: { url: string }) => h.url)).toEqual([
      expect.stringMatching(/\/faq\/domande-frequenti$/),
    ]);
    expect((await get(`${WP}/wp/v2/search`)).json()).toEqual([]);
  });
});

describe('sanitising and the publication window', () => {
  it('never stores a script, an event handler or a javascript: link', async () => {
    await content.save({
      type: 'page',
      slug: 'prova-html',
      title: 'Prova <b>HTML</b> & co.',
      bodyHtml:
        '<p>Testo sicuro</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><a href="https://example.org" target="_blank">fuori</a>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="alert(4)">x</p>',
      excerptHtml: '<p onmouseover="alert(5)">Riassunto</p>',
    });
    const [page] = (await get(`${WP}/wp/v2/pages?slug=prova-html`)).json();
    const html = page.content.rendered;
    expect(html).toContain('<p>Testo sicuro</p>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain('<img src="x.png" />');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(page.excerpt.rendered).toBe('<p>Riassunto</p>');
    expect(page.title.rendered).toBe('Prova HTML &amp; co.');
  });

  it('serves nothing unpublished, not yet published or expired', async () => {
    const day = 86_400_000;
    await content.save({
      type: 'post',
      slug: 'bozza',
      title: 'Bozza',
      bodyHtml: '<p>pterodattilo</p>',
      status: 'draft',
    });
    await content.save({
      type: 'post',
      slug: 'domani',
      title: 'Domani',
      bodyHtml: '<p>ornitorinco</p>',
      publishedFrom: new Date(Date.now() + day),
    });
    await content.save({
      type: 'post',
      slug: 'scaduto',
      title: 'Scaduto',
      bodyHtml: '<p>quokka</p>',
      publishedFrom: new Date(Date.now() - 10 * day),
      publishedTo: new Date(Date.now() - day),
    });
    await content.save({
      type: 'post',
      slug: 'in-corso',
      title: 'In corso',
      bodyHtml: '<p>armadillo</p>',
      publishedFrom: new Date(Date.now() - day),
      publishedTo: new Date(Date.now() + day),
    });
    for (const slug of ['bozza', 'domani', 'scaduto'])
      expect((await get(`${WP}/wp/v2/posts?slug=${slug}`)).json(), slug).toEqual([]);
    expect((await get(`${WP}/wp/v2/posts?slug=in-corso`)).json()).toHaveLength(1);
    const all = await get(`${WP}/wp/v2/posts?per_page=100`);
    expect(all.headers['x-wp-total']).toBe('9');
    for (const word of ['pterodattilo', 'ornitorinco', 'quokka'])
      expect((await get(`${WP}/wp/v2/search?search=${word}`)).json(), word).toEqual([]);
    expect((await get(`${WP}/wp/v2/search?search=armadillo`)).json()).toHaveLength(1);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/blog/in-corso</loc>');
    expect(sitemap).not.toMatch(/\/blog\/(bozza|domani|scaduto)</);
  });

  it('refuses a slug that is not one', async () => {
    await expect(content.save({ type: 'page', slug: '../etc', title: 'x', bodyHtml: '' })).rejects.toThrow(
      /slug/,
    );
  });
});

describe('bad input: 4xx in WordPress’s shape with an Italian message, never a 500', () => {
  for (const url of [
    '/wp/v2/posts?per_page=0',
    '/wp/v2/posts?per_page=101',
    '/wp/v2/posts?per_page=abc',
    '/wp/v2/pages?page=-1',
    '/wp/v2/pages?page=1e309',
    '/wp/v2/pages/abc',
    '/wp/v2/pages/99999999999',
    '/wp/v2/search?search=' + 'x'.repeat(201),
    '/wp/v2/search?search=latte&subtype=prodotto',
    '/wp/v2/search?search=latte&type=term',
    '/wp-api-menus/v2/menu-locations/Nome%20strano',
  ])
    it(url, async () => {
      const res = await get(WP + url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(body.data.status).toBe(400);
      expect(body.message).toMatch(/non è valido|deve essere|al massimo|almeno/);
    });

  it('answers a path with a broken escape in WordPress’s shape too', async () => {
    const res = await get(`${WP}/wp/v2/pages/%ED%A0%80`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rest_invalid_request', data: { status: 400 } });
    expect(res.json().message).toMatch(/non valido/);
  });

  it('answers 404 for an unknown id and an unknown path', async () => {
    const missing = await get(`${WP}/wp/v2/pages/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'rest_post_invalid_id',
      message: 'ID del contenuto non valido.',
    });
    const route = await get(`${WP}/wp/v2/nessuna-rotta`);
    expect(route.statusCode).toBe(404);
    expect(route.json().code).toBe('rest_no_route');
  });

  it('documents the content calls in the OpenAPI document', async () => {
    const doc = (await get('/ebsn/api/docs/json')).json();
    for (const path of [
      '/p/wp-json/wp/v2/pages',
      '/p/wp-json/wp/v2/posts',
      '/p/wp-json/wp/v2/faq',
      '/p/wp-json/wp/v2/search',
      '/p/wp-json/wp-api-menus/v2/menu-locations/{location}',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});

describe('SEO files', () => {
  it('robots.txt keeps crawlers out of the shopper’s pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/cart', '/checkout', '/profile']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it('sitemap.xml lists the home page, pages, posts, categories and products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('/page/chi-siamo</loc>');
    expect(xml).toContain('/faq/domande-frequenti</loc>');
    expect(xml).toMatch(/\/blog\/spesa-senza-sprechi<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(xml).toContain('/frutta-e-verdura</loc>');
    expect((xml.match(/\/product\//g) ?? []).length).toBe(120);
    expect((await get('/sitemap-2.xml')).statusCode).toBe(404);
  });

  it('becomes a sitemap index past the per-file limit, every address in exactly one file', async () => {
    const flow = new SitemapFlow(new CatalogService(t.database.db), content, 100);
    const index = await flow.file();
    expect(index.kind).toBe('index');
    const files = index.kind === 'index' ? index.files : 0;
    const seen: string[] = [];
    for (let n = 1; n <= files; n++) {
      const part = await flow.file(n);
      if (part.kind !== 'urlset') throw new Error(`file ${n} missing`);
      expect(part.urls.length).toBeLessThanOrEqual(100);
      seen.push(...part.urls.map((u) => u.path));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((p) => p.startsWith('/product/'))).toHaveLength(120);
    expect((await flow.file(files + 1)).kind).toBe('missing');
  });
});
