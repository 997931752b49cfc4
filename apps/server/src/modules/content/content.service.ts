// The content module's service: pages, FAQ pages, posts and menus. Writes sanitise (content-html.ts);
// reads see only what is published inside its window, and answer in WordPress's REST shapes
// (content.wp.ts) so that a client written for WordPress reads them unchanged.
import type { ContentSlide } from '@sporta/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db-schema';
import { AppError } from '../../platform/errors';
import { plainText, sanitizeContentHtml } from './content-html';
import {
  ContentRepository,
  type ContentRow,
  type ContentType,
  type MenuItemRow,
  type SlideRow,
} from './content.repository';
import { RecipeRepository, type RecipeFacts } from './recipe.repository';

export type { RecipeFacts, RecipeIngredient, Difficulty } from './recipe.repository';
/** A published entry; a recipe carries its facts and ingredients. */
export type ContentEntry = ContentRow & { recipe?: RecipeFacts };

export type { ContentType } from './content.repository';
export const CONTENT_TYPES: readonly ContentType[] = ['page', 'faq', 'recipe', 'post'];

/** Where each kind of content lives in the storefront (spec 000 §2, 002 §2). */
export const ROUTE_OF_TYPE: Record<ContentType, string> = {
  page: '/page/',
  faq: '/faq/',
  recipe: '/ricette/',
  post: '/blog/',
};

export interface ContentInput {
  type: ContentType;
  slug: string;
  title: string;
  /** HTML; sanitised here. */
  bodyHtml: string;
  excerptHtml?: string;
  seoTitle?: string;
  seoDescription?: string;
  validityText?: string;
  status?: 'draft' | 'publish';
  publishedFrom?: Date;
  publishedTo?: Date | null;
  /** A recipe's facts and ingredients (type `recipe` only). */
  recipe?: RecipeFacts;
  /** The article class's name (a recipe's course, a post's category; ADR 0064). */
  articleClass?: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export class ContentService {
  readonly repo: ContentRepository;
  private readonly recipes: RecipeRepository;

  constructor(
    db: Kysely<DB>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new ContentRepository(db);
    this.recipes = new RecipeRepository(db);
  }

  /** Saves a page or post (insert or replace by type and slug), sanitising every text. */
  async save(
    input: ContentInput,
    options: {
      /** 'new': refuse a taken slug; `{ id }`: update that entry (staff writes, ADR 0074). */
      target?: 'upsert' | 'new' | { id: number };
      /** Written in the same transaction, after the entry (a revision). */
      alongside?: (trx: Transaction<DB>, contentId: number) => Promise<void>;
    } = {},
  ): Promise<number> {
    if (!SLUG_PATTERN.test(input.slug) || input.slug.length > 200)
      throw AppError.validation(
        'error.content.slug',
        `Lo slug «${input.slug}» non è valido: usa lettere minuscole, cifre e trattini.`,
      );
    const title = plainText(input.title);
    if (!title) throw AppError.validation('error.content.title', 'Il titolo è obbligatorio.');
    if (input.publishedTo && input.publishedTo <= (input.publishedFrom ?? this.now()))
      throw AppError.validation('error.content.window', 'La fine della pubblicazione deve seguire l’inizio.');
    const body = sanitizeContentHtml(input.bodyHtml);
    const recipe = input.type === 'recipe' ? checkRecipe(title, input.recipe) : undefined;
    const articleClassId = input.articleClass
      ? await this.articleClassId(input.type, input.articleClass)
      : null;
    return this.repo.upsert(
      {
        type: input.type,
        slug: input.slug,
        title,
        bodyHtml: body,
        excerptHtml: sanitizeContentHtml(input.excerptHtml ?? ''),
        seoTitle: plainText(input.seoTitle ?? ''),
        seoDescription: plainText(input.seoDescription ?? ''),
        validityText: plainText(input.validityText ?? ''),
        status: input.status ?? 'publish',
        publishedFrom: input.publishedFrom ?? this.now(),
        publishedTo: input.publishedTo ?? null,
        articleClassId,
      },
      async (trx, id) => {
        if (recipe) await this.recipes.replace(trx, id, recipe);
        if (options.alongside) await options.alongside(trx, id);
      },
      options.target,
    );
  }

  private async articleClassId(type: ContentType, name: string): Promise<number> {
    const id = await this.repo.articleClassId(type, name.trim());
    if (id === undefined)
      throw AppError.validation(
        'error.content.article_class',
        `La classe «${name}» non esiste per questo tipo di contenuto.`,
      );
    return id;
  }

  /**
   * Published entries of some types, a page at a time (WordPress's `page`/`per_page`). A page past
   * the last one is refused as WordPress refuses it (its Italian message).
   */
  async list(
    types: readonly ContentType[],
    options: { page: number; perPage: number; slugs?: readonly string[]; id?: number },
  ): Promise<Paged<ContentEntry>> {
    const { rows, total } = await this.repo.listPublished({
      types,
      slugs: options.slugs,
      id: options.id,
      offset: (options.page - 1) * options.perPage,
      limit: options.perPage,
      now: this.now(),
    });
    const totalPages = Math.ceil(total / options.perPage);
    if (options.page > 1 && options.page > totalPages) throw pastLastPage();
    return { items: await this.withRecipes(rows), total, totalPages };
  }

  /** Recipes get their facts and ingredients. */
  private async withRecipes(rows: ContentRow[]): Promise<ContentEntry[]> {
    const ids = rows.filter((r) => r.type === 'recipe').map((r) => r.id);
    if (ids.length === 0) return rows;
    const facts = await this.recipes.factsOf(ids);
    return rows.map((r) => {
      const recipe = facts.get(r.id);
      return recipe ? { ...r, recipe } : r;
    });
  }

  /** One published entry by id (WordPress's `wp/v2/<type>/<id>`), or a 404. */
  async byId(types: readonly ContentType[], id: number): Promise<ContentEntry> {
    const { items } = await this.list(types, { page: 1, perPage: 1, id });
    const row = items[0];
    if (!row) throw new AppError('notFound', 'rest_post_invalid_id', 'ID del contenuto non valido.');
    return row;
  }

  async search(
    text: string,
    types: readonly ContentType[],
    options: { page: number; perPage: number },
  ): Promise<Paged<Pick<ContentRow, 'id' | 'type' | 'slug' | 'title'>>> {
    const words = text.trim();
    if (!words) return { items: [], total: 0, totalPages: 0 };
    const { rows, total } = await this.repo.search(words, {
      types,
      offset: (options.page - 1) * options.perPage,
      limit: options.perPage,
      now: this.now(),
    });
    const totalPages = Math.ceil(total / options.perPage);
    if (options.page > 1 && options.page > totalPages) throw pastLastPage();
    return { items: rows, total, totalPages };
  }

  menu(location: string): Promise<MenuItemRow[]> {
    return this.repo.menu(location);
  }

  /** Replaces a menu: titles as plain text; URLs only site paths or http(s) addresses. */
  async replaceMenu(
    location: string,
    items: readonly { title: string; url: string }[],
    alongside?: (trx: Transaction<DB>, before: MenuItemRow[]) => Promise<void>,
  ): Promise<void> {
    const clean = items.map((it) => {
      const url = it.url.trim();
      if (!/^(\/(?!\/)|https?:\/\/)/.test(url))
        throw AppError.validation('error.content.menu_url', `L’indirizzo «${url}» del menu non è valido.`);
      return { title: plainText(it.title), url };
    });
    await this.repo.replaceMenu(location, clean, alongside);
  }

  /** slides_by_id/{id}: the published slides of a slider (the app's tutorial is slider 1), or a 404. */
  async slides(sliderId: number): Promise<ContentSlide[]> {
    const rows = await this.repo.slides(sliderId);
    if (rows.length === 0)
      throw new AppError('notFound', 'rest_slider_invalid_id', 'Nessuna slide con questo id.');
    return rows.map(({ slideId, ...r }) => ({ id: slideId, ...r }));
  }

  /** Replaces a slider's slides: texts as plain text; the button only to a page of the shop. */
  async replaceSlides(sliderId: number, slides: readonly Omit<SlideRow, 'slideId'>[]): Promise<void> {
    for (const sl of slides)
      if (sl.buttonHref !== null && !/^\/(?!\/)/.test(sl.buttonHref))
        throw AppError.validation(
          'error.content.slide_href',
          `La pagina «${sl.buttonHref}» della slide non è valida.`,
        );
    await this.repo.replaceSlides(
      sliderId,
      slides.map((sl) => ({ ...sl, title: plainText(sl.title), text: plainText(sl.text) })),
    );
  }

  /** Every published page and post with its storefront path (the sitemap). */
  async sitemapEntries(): Promise<{ path: string; modifiedAt: Date }[]> {
    const rows = await this.repo.published(this.now());
    return rows.map((r) => ({ path: `${ROUTE_OF_TYPE[r.type]}${r.slug}`, modifiedAt: r.modifiedAt }));
  }

  async isEmpty(): Promise<boolean> {
    return (await this.repo.count()) === 0;
  }
}

const DIFFICULTIES = ['facile', 'media', 'difficile'];

/** A recipe's facts, checked: whole numbers in range, a known difficulty, 1–40 ingredients. */
function checkRecipe(title: string, recipe: RecipeFacts | undefined): RecipeFacts {
  const bad = (what: string) =>
    AppError.validation('error.content.recipe', `La ricetta «${title}» non è valida: ${what}.`);
  if (!recipe) throw bad('mancano porzioni, tempi, difficoltà e ingredienti');
  const whole = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;
  if (!whole(recipe.servings, 1, 100)) throw bad('le porzioni vanno da 1 a 100');
  if (!whole(recipe.prepMinutes, 0, 10000) || !whole(recipe.cookMinutes, 0, 10000))
    throw bad('i tempi sono minuti interi');
  if (!DIFFICULTIES.includes(recipe.difficulty)) throw bad('la difficoltà è facile, media o difficile');
  if (recipe.ingredients.length < 1 || recipe.ingredients.length > 40)
    throw bad('servono da 1 a 40 ingredienti');
  for (const it of recipe.ingredients)
    if (!whole(it.productId, 1, 2_147_483_647) || !whole(it.quantity, 1, 99))
      throw bad('ogni ingrediente è un prodotto con una quantità da 1 a 99');
  return {
    ...recipe,
    image: recipe.image.trim(),
    ingredients: recipe.ingredients.map((it) => ({ ...it, amountText: plainText(it.amountText) })),
  };
}

function pastLastPage(): AppError {
  return new AppError(
    'validation',
    'rest_post_invalid_page_number',
    'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
  );
}
