// Articles (seed 002 §4 "Article", §7 "Articles"; issue 23, ADR 0064) over HTTP on the seeded demo
// content: article/search by type, class and words, paged and sorted, with the classes and their
// counts; article/view by id or slug; entries not published are not articles; bad input refused in
// Italian; the seed refuses a class that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentService } from '../src/modules/content';
import { startTestApp, type TestContext } from './harness';

let t: TestContext;

beforeAll(async () => {
  // The harness's 400 products: every demo recipe's ingredients are among them.
  t = await startTestApp({ products: 400 });
}, 180_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function get(url: string): Promise<{ http: number; status: number; data: Json; message: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/ebsn/api/${url}` });
  const body = res.json();
  return {
    http: res.statusCode,
    status: body.response?.status,
    data: body.data,
    message: [...(body.response?.errorsMessage ?? [])].join(' '),
  };
}

describe('article/search', () => {
  it('lists recipes newest first, 8 a page, with their course, photo and page; the courses with counts', async () => {
    const r = await get('article/search?parent_article_type_id=2');
    expect(r.status).toBe(0);
    expect(r.data.page).toEqual({ selPage: 1, totPages: 4, totItems: 29, itemsPerPage: 8 });
    expect(r.data.articles).toHaveLength(8);
    const dates = r.data.articles.map((a: Json) => a.pubDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const a of r.data.articles) {
      expect(a.articleType).toEqual({ articleTypeId: 2, name: 'recipe' });
      expect(a.articleClass.group).toBe('course');
      expect(a.url).toBe(`/ricette/${a.slug}`);
      expect(a.content).toBe('');
      expect(a.contentAbstract).toMatch(/^<p>/);
    }
    expect(r.data.classes.map((c: Json) => [c.name, c.count])).toEqual([
      ['Antipasti', 2],
      ['Primi', 15],
      ['Secondi', 6],
      ['Piatti unici', 3],
      ['Dolci', 3],
    ]);
    const last = await get('article/search?parent_article_type_id=2&page=4');
    expect(last.data.articles).toHaveLength(5);
  });

  it('filters by class and words, sorts by title, and lists blog posts by category', async () => {
    const dolci = await get(
      'article/search?parent_article_type_id=2&parent_article_class_id=5&sort=title_asc',
    );
    expect(dolci.data.articles.map((a: Json) => a.slug)).toEqual([
      'crostata-di-albicocche',
      'tiramisu',
      'torta-allo-yogurt',
    ]);
    expect(dolci.data.articles[1].articleClass).toEqual({
      articleClassId: 5,
      name: 'Dolci',
      slug: 'dolci',
      group: 'course',
    });
    const words = await get('article/search?q=carbonara');
    expect(words.data.articles.map((a: Json) => a.slug)).toEqual(['spaghetti-alla-carbonara']);
    const posts = await get('article/search?parent_article_type_id=1&page_size=4');
    expect(posts.data.page).toMatchObject({ totItems: 8, totPages: 2, itemsPerPage: 4 });
    expect(posts.data.articles[0]).toMatchObject({
      articleType: { articleTypeId: 1, name: 'post' },
      image: null,
    });
    expect(posts.data.articles[0].url).toMatch(/^\/blog\//);
    expect(posts.data.classes.map((c: Json) => c.name)).toEqual([
      'Consigli per la spesa',
      'Servizi',
      'Stagionalità',
    ]);
    const servizi = await get('article/search?parent_article_type_id=1&parent_article_class_id=12');
    expect(servizi.data.articles.map((a: Json) => a.slug).sort()).toEqual([
      'buste-e-cassette',
      'consegna-in-barca',
      'locker-refrigerati',
    ]);
  });

  it('refuses bad input in Italian', async () => {
    for (const [query, text] of [
      ['page_size=100', 'al massimo 48'],
      ['parent_article_type_id=3', 'al massimo 2'],
      ['sort=random', 'pub_date_desc, pub_date_asc o title_asc'],
      ['page=abc', 'numero intero'],
    ] as const) {
      const r = await get(`article/search?${query}`);
      expect(r.http, query).toBe(400);
      expect(r.message, query).toContain(text);
    }
    const past = await get('article/search?parent_article_type_id=1&page=9');
    expect(past.status).toBe(1);
    expect(past.message).toBe('La pagina richiesta non esiste: gli articoli occupano 1 pagine.');
  });
});

describe('article/view', () => {
  it('opens an article by slug or id with its content', async () => {
    const bySlug = await get('article/view?slug=tiramisu');
    expect(bySlug.status).toBe(0);
    expect(bySlug.data).toMatchObject({
      slug: 'tiramisu',
      title: 'Tiramisù',
      articleType: { name: 'recipe' },
    });
    expect(bySlug.data.content).toContain('<h2');
    const byId = await get(`article/view?article_id=${bySlug.data.articleId}`);
    expect(byId.data).toEqual(bySlug.data);
    const none = await get('article/view');
    expect(none.message).toBe('Indica l’articolo da aprire (article_id o slug).');
    const unknown = await get('article/view?slug=non-esiste');
    expect(unknown.message).toBe('Articolo non trovato: forse non è più pubblicato.');
  });

  it('shows no draft and nothing before its publication', async () => {
    const content = new ContentService(t.database.db);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await content.save({
      type: 'post',
      slug: 'anteprima-natale',
      title: 'Anteprima di Natale',
      bodyHtml: '<p>Presto</p>',
      publishedFrom: tomorrow,
      articleClass: 'Servizi',
    });
    await content.save({
      type: 'post',
      slug: 'bozza',
      title: 'Bozza',
      bodyHtml: '<p>Bozza</p>',
      status: 'draft',
      articleClass: 'servizi',
    });
    const posts = await get('article/search?parent_article_type_id=1&page_size=48');
    expect(posts.data.page.totItems).toBe(8);
    expect((await get('article/view?slug=anteprima-natale')).status).toBe(1);
    expect((await get('article/view?slug=bozza')).status).toBe(1);
    // a recipe's course is no class of posts
    await expect(
      content.save({ type: 'post', slug: 'x', title: 'X', bodyHtml: '', articleClass: 'Primi' }),
    ).rejects.toThrow('La classe «Primi» non esiste per questo tipo di contenuto.');
  });
});
