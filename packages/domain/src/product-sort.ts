/**
 * Product list orders (GET products `sort` / `order_by`). Clients of the original platform
 * send its own names — `rank`, `search_score desc`, `pri_asc`, `alf_des`, `price desc` — and
 * a read never fails over an order (issue 19 §16): a known name maps to ours, anything else
 * falls back to the default order and the caller adds a warning.
 */

export const PRODUCT_SORTS = [
  'rel',
  'price_asc',
  'price_desc',
  'price_um_asc',
  'price_um_desc',
  'name_asc',
  'name_desc',
  'new',
] as const;
export type ProductSortName = (typeof PRODUCT_SORTS)[number];

/** The default order: relevance to the search, else popularity (sales). */
export const DEFAULT_PRODUCT_SORT: ProductSortName = 'rel';

type Field = 'rel' | 'price' | 'price_um' | 'name' | 'new';

/** Field names as clients send them (lower case, `-`/space folded to `_`), ours included. */
const FIELDS: Record<string, Field> = {
  rel: 'rel',
  relevance: 'rel',
  rilevanza: 'rel',
  rank: 'rel',
  ranking: 'rel',
  score: 'rel',
  search_score: 'rel',
  searchscore: 'rel',
  default: 'rel',
  popularity: 'rel',
  popolarita: 'rel',
  sales: 'rel',
  best_seller: 'rel',
  bestseller: 'rel',
  price: 'price',
  pri: 'price',
  prezzo: 'price',
  price_display: 'price',
  pricedisplay: 'price',
  sell_price: 'price',
  list_price: 'price',
  price_um: 'price_um',
  pum: 'price_um',
  priceum: 'price_um',
  price_um_display: 'price_um',
  priceumdisplay: 'price_um',
  unit_price: 'price_um',
  price_per_unit: 'price_um',
  prezzo_um: 'price_um',
  name: 'name',
  alf: 'name',
  alpha: 'name',
  alphabetic: 'name',
  nome: 'name',
  new: 'new',
  new_product: 'new',
  newproduct: 'new',
  newest: 'new',
  novita: 'new',
  created: 'new',
  created_at: 'new',
  insert_date: 'new',
};

const DIRECTIONS: Record<string, 'asc' | 'desc'> = {
  asc: 'asc',
  ascending: 'asc',
  crescente: 'asc',
  desc: 'desc',
  des: 'desc',
  descending: 'desc',
  decrescente: 'desc',
};

export interface ResolvedSort {
  sort: ProductSortName;
  /** false: the value was not understood and the default order applies (warn the client). */
  recognized: boolean;
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/["'`]/g, '');
}

function fromField(field: Field, direction: 'asc' | 'desc' | undefined): ProductSortName {
  switch (field) {
    case 'rel':
    case 'new':
      return field; // one direction only: best first, newest first
    case 'price':
      return direction === 'desc' ? 'price_desc' : 'price_asc';
    case 'price_um':
      return direction === 'desc' ? 'price_um_desc' : 'price_um_asc';
    case 'name':
      return direction === 'desc' ? 'name_desc' : 'name_asc';
  }
}

/** One order term: `price`, `price desc`, `-price`, `price:desc`, `pri_des`, `price_asc`. */
function term(raw: string): ProductSortName | null {
  let text = fold(raw);
  let direction: 'asc' | 'desc' | undefined;
  if (text.startsWith('-')) {
    direction = 'desc';
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    direction = 'asc';
    text = text.slice(1);
  }
  const spaced = /^(.+?)(?:\s+|:)([a-z]+)$/.exec(text);
  if (spaced && DIRECTIONS[spaced[2]!]) {
    direction = DIRECTIONS[spaced[2]!];
    text = spaced[1]!;
  }
  text = text.trim().replace(/[\s-]+/g, '_');
  const whole = FIELDS[text];
  if (whole) return fromField(whole, direction);
  // a direction glued to the field: price_desc, pri_des, alf_asc
  const glued = /^(.+)_([a-z]+)$/.exec(text);
  if (glued && DIRECTIONS[glued[2]!] && direction === undefined) {
    const field = FIELDS[glued[1]!];
    if (field) return fromField(field, DIRECTIONS[glued[2]!]);
  }
  return null;
}

/**
 * The order of a product list from the `sort` (or `order_by`) parameter. Empty or absent:
 * the default, recognized. Several terms (`price desc, name asc`): the first decides. An
 * unknown value: the default order, not recognized.
 */
export function resolveProductSort(value: string | readonly string[] | undefined | null): ResolvedSort {
  const raw: string | null | undefined =
    typeof value === 'string' || value == null ? value : value.find((v) => v.trim() !== '');
  if (raw === undefined || raw === null || raw.trim() === '')
    return { sort: DEFAULT_PRODUCT_SORT, recognized: true };
  const first = raw.split(',').find((part: string) => part.trim() !== '') ?? '';
  const sort = raw.length <= 200 ? term(first) : null;
  return sort ? { sort, recognized: true } : { sort: DEFAULT_PRODUCT_SORT, recognized: false };
}
