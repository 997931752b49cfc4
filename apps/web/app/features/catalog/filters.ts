// The item filters of spec 001 §3 (facets, promo, new-only, sort, page, page size) as URL
// parameters, so that a filtered list is server-rendered, shareable and survives going back.
// The parameter names are the API's own (vendor_id, product_class_<group>, promo, new_product,
// sort, page): the page URL and the products call read the same way.
// "preferiti" (preferred=1): only the products in the logged customer's lists.
import type { Query } from '../../lib/api/client';

export const PAGE_SIZE = 24;

export const SORTS = ['rel', 'price_asc', 'price_desc', 'price_um_asc', 'name_asc', 'name_desc'] as const;
export type Sort = (typeof SORTS)[number];

export interface ProductFilters {
  page: number;
  sort: Sort;
  promo: boolean;
  newOnly: boolean;
  /** only the customer's favourites (products in their lists) */
  preferred: boolean;
  /** facet parameter name → selected value ids */
  facets: Record<string, number[]>;
}

export const emptyFilters: ProductFilters = {
  page: 1,
  sort: 'rel',
  promo: false,
  newOnly: false,
  preferred: false,
  facets: {},
};

const FACET_PARAM = /^(vendor_id|product_class_\d{1,9})$/;

function truthy(v: string | null): boolean {
  return v === 'true' || v === '1';
}

export function parseFilters(params: URLSearchParams): ProductFilters {
  const facets: Record<string, number[]> = {};
  for (const [key, value] of params) {
    if (!FACET_PARAM.test(key)) continue;
    for (const part of value.split(',')) {
      const id = Number.parseInt(part, 10);
      if (Number.isInteger(id) && id > 0 && !(facets[key] ??= []).includes(id)) facets[key].push(id);
    }
  }
  const sort = params.get('sort') as Sort | null;
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    sort: sort && (SORTS as readonly string[]).includes(sort) ? sort : 'rel',
    promo: truthy(params.get('promo')),
    newOnly: truthy(params.get('new_product')),
    preferred: truthy(params.get('preferred')),
    facets,
  };
}

/** The filter parameters of the page URL, in a stable order (page last). */
export function filterParams(f: ProductFilters): [string, string][] {
  const out: [string, string][] = [];
  for (const key of Object.keys(f.facets).sort())
    for (const id of [...(f.facets[key] ?? [])].sort((a, b) => a - b)) out.push([key, String(id)]);
  if (f.promo) out.push(['promo', 'true']);
  if (f.newOnly) out.push(['new_product', 'true']);
  if (f.preferred) out.push(['preferred', '1']);
  if (f.sort !== 'rel') out.push(['sort', f.sort]);
  if (f.page > 1) out.push(['page', String(f.page)]);
  return out;
}

/** The page URL's query string for these filters, keeping the other parameters of `base`. */
export function filtersSearch(f: ProductFilters, base = ''): string {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()])
    if (FACET_PARAM.test(key) || ['promo', 'new_product', 'preferred', 'sort', 'page'].includes(key))
      params.delete(key);
  for (const [k, v] of filterParams(f)) params.append(k, v);
  const s = params.toString();
  return s ? `?${s}` : '?';
}

/** The products call's parameters for these filters (page size 24). */
export function filtersQuery(f: ProductFilters): Query {
  const query: Query = {
    page: f.page,
    page_size: PAGE_SIZE,
    sort: f.sort === 'rel' ? undefined : f.sort,
    promo: f.promo ? 'true' : undefined,
    new_product: f.newOnly ? 'true' : undefined,
    preferred: f.preferred ? '1' : undefined,
  };
  for (const [key, ids] of Object.entries(f.facets)) if (ids.length) query[key] = ids;
  return query;
}

// Spec 001 §4: every filter change sets the page back to 1.
export function toggleFacet(f: ProductFilters, param: string, id: number): ProductFilters {
  const current = f.facets[param] ?? [];
  const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
  const facets = { ...f.facets, [param]: next };
  if (next.length === 0) delete facets[param];
  return { ...f, facets, page: 1 };
}

export function withPromo(f: ProductFilters, promo: boolean): ProductFilters {
  return { ...f, promo, page: 1 };
}

export function withNewOnly(f: ProductFilters, newOnly: boolean): ProductFilters {
  return { ...f, newOnly, page: 1 };
}

export function withPreferred(f: ProductFilters, preferred: boolean): ProductFilters {
  return { ...f, preferred, page: 1 };
}

export function withSort(f: ProductFilters, sort: Sort): ProductFilters {
  return { ...f, sort, page: 1 };
}

export function activeFilterCount(f: ProductFilters): number {
  return (
    Object.values(f.facets).reduce((n, ids) => n + ids.length, 0) +
    (f.promo ? 1 : 0) +
    (f.newOnly ? 1 : 0) +
    (f.preferred ? 1 : 0)
  );
}
