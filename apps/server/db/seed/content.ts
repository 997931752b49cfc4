// Demo content as files (issue 23): Markdown with front-matter in content/pages, content/faq and
// content/posts, menus in content/menus.json. Parsed with gray-matter and marked, saved through
// the content module's service, which sanitises every body (nothing here is trusted more than an
// editor's text). In an FAQ file each `### question` and the text under it become one
// <details><summary> block: the accordion works without JavaScript, and a WordPress client reads
// it as the core "details" block.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { Marked } from 'marked';
import type { DatabaseHandle } from '../../src/platform/db';
import { ContentService, type ContentType, type RecipeFacts } from '../../src/modules/content';

export const DEMO_CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

const FOLDERS: Record<string, ContentType> = { pages: 'page', faq: 'faq', posts: 'post', recipes: 'recipe' };
const marked = new Marked({ gfm: true, async: false });

function md(text: string): string {
  return marked.parse(text) as string;
}

/** An FAQ body: `### question` + answer → <details><summary>; `##` headings stay section titles. */
export function faqHtml(text: string): string {
  const parts = text.split(/^### +(.+)$/m);
  let html = md(parts[0] ?? '');
  for (let i = 1; i < parts.length; i += 2) {
    const question = parts[i]!.trim();
    const rest = parts[i + 1] ?? '';
    const cut = rest.search(/^## /m);
    const answer = cut === -1 ? rest : rest.slice(0, cut);
    html += `<details class="faq"><summary>${marked.parseInline(question) as string}</summary>${md(answer)}</details>\n`;
    if (cut !== -1) html += md(rest.slice(cut));
  }
  return html;
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : undefined;
}

function date(v: unknown): Date | undefined {
  if (v instanceof Date) return v;
  if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return new Date(v);
  return undefined;
}

export interface ContentFile {
  type: ContentType;
  slug: string;
  file: string;
}

/** The catalogue's products by internal code (cod_int), and the highest numeric code. */
export interface ProductCodes {
  ids: Map<string, number>;
  maxCode: number;
}

export async function productCodes(handle: DatabaseHandle): Promise<ProductCodes> {
  const rows = await handle.db.selectFrom('product').select(['product_id', 'cod_int']).execute();
  const ids = new Map(rows.map((r) => [r.cod_int, r.product_id]));
  const maxCode = Math.max(0, ...rows.map((r) => Number(r.cod_int)).filter(Number.isFinite));
  return { ids, maxCode };
}

interface IngredientLine {
  code?: unknown;
  quantity?: unknown;
  amount?: unknown;
}

/**
 * A recipe file's facts (front-matter servings, prep, cook, difficulty, image, ingredients as
 * `{ code: cod_int, quantity, amount }`). An ingredient code that is no product of the catalogue
 * fails the import loudly; null when the catalogue was seeded smaller than the demo's (tests seed
 * 100–400 products) and lacks a product of a higher code: that recipe is left out.
 */
export function recipeFacts(
  file: string,
  data: Record<string, unknown>,
  codes: ProductCodes,
): RecipeFacts | null {
  const lines = Array.isArray(data.ingredients) ? (data.ingredients as IngredientLine[]) : [];
  if (lines.length === 0) throw new Error(`Ricetta ${file}: nessun ingrediente nel front-matter.`);
  const ingredients = [];
  for (const line of lines) {
    const code = String(line.code ?? '');
    const productId = codes.ids.get(code);
    if (productId === undefined) {
      if (/^\d+$/.test(code) && Number(code) > codes.maxCode && codes.maxCode > 0) return null;
      throw new Error(`Ricetta ${file}: l’ingrediente di codice «${code}» non è un prodotto del catalogo.`);
    }
    ingredients.push({
      productId,
      quantity: Number(line.quantity ?? 1),
      amountText: String(line.amount ?? ''),
    });
  }
  return {
    servings: Number(data.servings),
    prepMinutes: Number(data.prep),
    cookMinutes: Number(data.cook),
    difficulty: String(data.difficulty) as RecipeFacts['difficulty'],
    image: text(data.image) ?? '',
    ingredients,
  };
}

/** Imports every content file of `dir` (and its menus.json); returns how many entries were saved. */
export async function importContentDir(
  content: ContentService,
  dir: string,
  codes: ProductCodes = { ids: new Map(), maxCode: 0 },
): Promise<number> {
  let saved = 0;
  for (const [folder, type] of Object.entries(FOLDERS)) {
    const where = path.join(dir, folder);
    if (!fs.existsSync(where)) continue;
    for (const name of fs
      .readdirSync(where)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      const { data, content: body } = matter(fs.readFileSync(path.join(where, name), 'utf8'));
      const recipe = type === 'recipe' ? recipeFacts(name, data, codes) : undefined;
      if (recipe === null) continue;
      await content.save({
        type,
        slug: text(data.slug) ?? name.replace(/\.md$/, ''),
        title: text(data.title) ?? name,
        bodyHtml: type === 'faq' ? faqHtml(body) : md(body),
        excerptHtml: data.excerpt ? md(String(data.excerpt)) : '',
        seoTitle: text(data.seo_title),
        seoDescription: text(data.seo_description) ?? text(data.excerpt),
        validityText: text(data.validity),
        status: data.status === 'draft' ? 'draft' : 'publish',
        publishedFrom: date(data.date),
        publishedTo: date(data.expires) ?? null,
        recipe,
        articleClass: text(data.class),
      });
      saved++;
    }
  }
  const menus = path.join(dir, 'menus.json');
  if (fs.existsSync(menus)) {
    const parsed = JSON.parse(fs.readFileSync(menus, 'utf8')) as Record<
      string,
      { title: string; url: string }[]
    >;
    for (const [location, items] of Object.entries(parsed)) await content.replaceMenu(location, items);
  }
  return saved;
}

/** The demo content, then the files of `extraDir` (CONTENT_EXTRA_DIR) when given. */
export async function seedContent(handle: DatabaseHandle, extraDir?: string): Promise<number> {
  const content = new ContentService(handle.db);
  const codes = await productCodes(handle);
  let n = await importContentDir(content, DEMO_CONTENT_DIR, codes);
  if (extraDir) n += await importContentDir(content, extraDir, codes);
  return n;
}

/** Whether the content tables are still empty (a database seeded before the content module). */
export async function contentIsEmpty(handle: DatabaseHandle): Promise<boolean> {
  return new ContentService(handle.db).isEmpty();
}
