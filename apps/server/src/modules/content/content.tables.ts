// Kysely table types of the content module (migration 0017). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ContentEntryTable {
  content_id: Generated<number>;
  type: string;
  slug: string;
  title: string;
  body_html: Generated<string>;
  excerpt_html: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  validity_text: Generated<string>;
  status: Generated<string>;
  published_from: Stamp;
  published_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  modified_at: Stamp;
  search_text: ColumnType<string, never, never>;
  /** Migration 0035: the article class of a recipe (course) or a post (category). */
  article_class_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Classes of articles (migration 0035, ADR 0064): courses of recipes, categories of posts. */
export interface ArticleClassTable {
  article_class_id: number;
  content_type: string;
  class_group: string;
  name: string;
  slug: string;
  position: number;
}

export interface ContentMenuItemTable {
  location: string;
  position: number;
  title: string;
  url: string;
}

/** A recipe's facts (migration 0020). */
export interface ContentRecipeTable {
  content_id: number;
  servings: number;
  prep_minutes: number;
  cook_minutes: number;
  difficulty: string;
  image: Generated<string>;
}

/** A recipe's ingredient: a catalogue product, the packs to buy and the amount used. */
export interface ContentRecipeIngredientTable {
  content_id: number;
  position: number;
  product_id: number;
  quantity: number;
  amount_text: Generated<string>;
}

/** A content block of the home page or a category (migration 0024, ADR 0053). */
export interface ContentBlockTable {
  block_id: Generated<number>;
  location: string;
  position: number;
  kind: string;
  title: Generated<string>;
  settings: ColumnType<unknown, string, string>;
  status: Generated<string>;
  published_from: Stamp;
  published_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  store_ids: ColumnType<number[], number[] | undefined, number[]>;
  warehouse_ids: ColumnType<number[], number[] | undefined, number[]>;
  delivery_service_ids: ColumnType<number[], number[] | undefined, number[]>;
  modified_at: Stamp;
}

export interface ContentSlideTable {
  slide_id: Generated<number>;
  slider_id: number;
  position: number;
  title: string;
  text: Generated<string>;
  image: string | null;
  image_alt: Generated<string>;
  button_text: string | null;
  button_href: string | null;
  status: Generated<string>;
}

/** A revision of a content entry (migration 0040, ADR 0074): who, when, before and after. */
export interface ContentRevisionTable {
  revision_id: Generated<number>;
  content_id: ColumnType<number | null, number | null | undefined, number | null>;
  block_id: ColumnType<number | null, number | null | undefined, number | null>;
  menu_location: ColumnType<string | null, string | null | undefined, string | null>;
  staff_user_id: number;
  action: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: Stamp;
}

export interface ContentTables {
  content_revision: ContentRevisionTable;
  content_slide: ContentSlideTable;
  content_block: ContentBlockTable;
  content_entry: ContentEntryTable;
  article_class: ArticleClassTable;
  content_menu_item: ContentMenuItemTable;
  content_recipe: ContentRecipeTable;
  content_recipe_ingredient: ContentRecipeIngredientTable;
}
