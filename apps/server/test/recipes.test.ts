// Shoppable recipes (issue 23, ADR 0047 addendum) over HTTP: wp/v2/recipe carries each recipe's
// facts and ingredients in `acf`, every ingredient is a real product of the catalogue, paging
// with WordPress's totals, unknown recipes; the seed refuses an ingredient the catalogue lacks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContentDir, productCodes } from '../db/seed/content';
import { ContentService } from '../src/modules/content';
import { startTestApp, type TestContext } from './harness';

let t: TestContext;

beforeAll(async () => {
  // The harness's 400 products: the demo recipes use products among the first 400.
  t = await startTestApp({ products: 400 });
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const WP = '/p/wp-json';

interface Recipe {
  id: number;
  slug: string;
  type: string;
  link: string;
  acf: {
    servings: number;
    prep_time: number;
    cook_time: number;
    total_time: number;
    difficulty: string;
    ingredients: { product_id: number; quantity: number; amount: string }[];
  };
}

async function allRecipes(): Promise<Recipe[]> {
  const res = await get(`${WP}/wp/v2/recipe?per_page=100`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('recipes', () => {
  it('has at least 24 recipes, each with servings, times, difficulty and ingredients', async () => {
    const recipes = await allRecipes();
    expect(recipes.length).toBeGreaterThanOrEqual(24);
    for (const r of recipes) {
      expect(r.type).toBe('recipe');
      expect(r.link).toMatch(new RegExp(`/ricette/${r.slug}$`));
      expect(r.acf.servings).toBeGreaterThan(0);
      expect(r.acf.total_time).toBe(r.acf.prep_time + r.acf.cook_time);
      expect(['facile', 'media', 'difficile']).toContain(r.acf.difficulty);
      expect(r.acf.ingredients.length).toBeGreaterThanOrEqual(3);
      for (const i of r.acf.ingredients) {
        expect(i.quantity).toBeGreaterThanOrEqual(1);
        expect(i.amount.length).toBeGreaterThan(0);
      }
    }
  });

  it('names only real products of the catalogue', async () => {
    const ids = new Set((await allRecipes()).flatMap((r) => r.acf.ingredients.map((i) => i.product_id)));
    expect(ids.size).toBeGreaterThan(50);
    const res = await get(`/ebsn/api/products?product_id=${[...ids].join(',')}&page_size=500`);
    expect(res.statusCode).toBe(200);
    const found = res.json().data.products as {
      productId: number;
      name: string;
      selectOptions?: unknown[];
    }[];
    expect(new Set(found.map((p) => p.productId))).toEqual(ids);
    // none asks for options (cut, slicing) before it can be added with the others
    for (const p of found) expect(p.selectOptions ?? []).toEqual([]);
  });

  it('pages with X-WP-Total and X-WP-TotalPages; a page past the last is a 400', async () => {
    const first = await get(`${WP}/wp/v2/recipe?per_page=12`);
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 12)));
    expect(first.json()).toHaveLength(12);
    const pages = Math.ceil(total / 12);
    const last = await get(`${WP}/wp/v2/recipe?per_page=12&page=${pages}`);
    expect(last.json()).toHaveLength(total - 12 * (pages - 1));
    const slugs = new Set<string>();
    for (let p = 1; p <= pages; p++)
      for (const r of (await get(`${WP}/wp/v2/recipe?per_page=12&page=${p}`)).json() as Recipe[])
        slugs.add(r.slug);
    expect(slugs.size).toBe(total);
    const past = await get(`${WP}/wp/v2/recipe?per_page=12&page=${pages + 1}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('rest_post_invalid_page_number');
  });

  it('answers one recipe by slug and by id; an unknown one is [] or a 404', async () => {
    const [r] = (await get(`${WP}/wp/v2/recipe?slug=spaghetti-alla-carbonara`)).json() as Recipe[];
    expect(r!.acf.ingredients.map((i) => i.amount)).toContain('4 uova');
    expect((await get(`${WP}/wp/v2/recipe/${r!.id}`)).json().slug).toBe('spaghetti-alla-carbonara');
    expect((await get(`${WP}/wp/v2/recipe?slug=ricetta-che-non-esiste`)).json()).toEqual([]);
    const missing = await get(`${WP}/wp/v2/recipe/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'rest_post_invalid_id', data: { status: 404 } });
    // a post's id is no recipe
    const [post] = (await get(`${WP}/wp/v2/posts?per_page=1`)).json() as { id: number }[];
    expect((await get(`${WP}/wp/v2/recipe/${post!.id}`)).statusCode).toBe(404);
    // pages and posts carry no recipe fields
    expect(post).not.toHaveProperty('acf');
  });

  it('puts the recipes and their list in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/ricette</loc>');
    expect(xml).toMatch(/\/ricette\/spaghetti-alla-carbonara<\/loc><lastmod>/);
    expect((xml.match(/\/ricette\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(24);
  });

  it('finds recipes in the content search', async () => {
    const res = await get(`${WP}/wp/v2/search?search=carbonara&subtype=recipe`);
    expect(res.json()[0]).toMatchObject({
      subtype: 'recipe',
      url: expect.stringMatching(/\/ricette\/spaghetti-alla-carbonara$/),
    });
  });
});

describe('the seed of recipe files', () => {
  function recipeDir(code: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-'));
    fs.mkdirSync(path.join(dir, 'recipes'));
    fs.writeFileSync(
      path.join(dir, 'recipes', 'prova.md'),
      `---\ntitle: Prova\nservings: 2\nprep: 5\ncook: 5\ndifficulty: facile\ningredients:\n  - { code: "${code}", quantity: 1, amount: "q.b." }\n---\n\nTesto.\n`,
    );
    return dir;
  }

  it('fails loudly on an ingredient that is no product', async () => {
    const content = new ContentService(t.database.db);
    const codes = await productCodes(t.database);
    await expect(importContentDir(content, recipeDir('100000'), codes)).rejects.toThrow(
      /codice «100000» non è un prodotto del catalogo/,
    );
    await expect(importContentDir(content, recipeDir('PANE-X'), codes)).rejects.toThrow(/PANE-X/);
    expect((await get(`${WP}/wp/v2/recipe?slug=prova`)).json()).toEqual([]);
  });

  it('leaves out a recipe whose product a smaller catalogue does not have', async () => {
    const content = new ContentService(t.database.db);
    const codes = await productCodes(t.database);
    expect(await importContentDir(content, recipeDir('102500'), codes)).toBe(0);
    expect(await importContentDir(content, recipeDir('100064'), codes)).toBe(1);
    const [r] = (await get(`${WP}/wp/v2/recipe?slug=prova`)).json() as Recipe[];
    expect(r!.acf.ingredients).toEqual([{ product_id: 64, quantity: 1, amount: 'q.b.' }]);
  });

  it('refuses bad facts with an Italian message and saves nothing', async () => {
    const content = new ContentService(t.database.db);
    const base = {
      type: 'recipe' as const,
      slug: 'ricetta-sbagliata',
      title: 'Ricetta sbagliata',
      bodyHtml: '<p>x</p>',
    };
    const facts = {
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 5,
      difficulty: 'facile' as const,
      image: '',
      ingredients: [{ productId: 64, quantity: 1, amountText: 'x' }],
    };
    await expect(content.save(base)).rejects.toThrow(/mancano porzioni/);
    await expect(content.save({ ...base, recipe: { ...facts, servings: 0 } })).rejects.toThrow(/porzioni/);
    await expect(
      content.save({ ...base, recipe: { ...facts, difficulty: 'estrema' as never } }),
    ).rejects.toThrow(/difficoltà/);
    await expect(content.save({ ...base, recipe: { ...facts, ingredients: [] } })).rejects.toThrow(
      /ingredienti/,
    );
    // a product id the catalogue lacks: the foreign key refuses it, the entry is not kept either
    await expect(
      content.save({
        ...base,
        recipe: { ...facts, ingredients: [{ productId: 999_999, quantity: 1, amountText: 'x' }] },
      }),
    ).rejects.toThrow();
    expect((await get(`${WP}/wp/v2/recipe?slug=ricetta-sbagliata`)).json()).toEqual([]);
  });
});
