// The catalogue's cache-burst hash (spec 000 §4, 001 §4 and §7; API-CONTRACT.md "Catalogue
// reads"): `w<warehouseId>d<YYYY-MM-DD|0>t<timeslotId>` from the cart's warehouse and time
// slot. Every catalogue call carries it, so prices and availability are those of the
// customer's warehouse on the delivery day, and the response cache keeps one entry per
// warehouse and slot (ADR 0040).
//
// In the browser the hash follows the cart (setCatalogHash, called by the cart store) and is
// mirrored in a cookie, so that the server-rendered page of the next visit asks for the same
// prices (serverRequestOptions reads it from the request). On the server nothing is kept
// between requests: each loader passes the visitor's hash explicitly.

export const CATALOG_HASH_COOKIE = 'sporta-catalog-hash';
const HASH_RE = /^w\d{1,9}d(\d{4}-\d{2}-\d{2}|0)t\d{1,12}$/;
const COOKIE_DAYS = 30;

/** The catalogue calls of spec 001 §7 (and 000 §4's cached ones) that depend on the warehouse. */
const CATALOG_PATHS = /^(products(\/.*)?|adv|category|category-block\/.*|product-price\/.*|leaflet\/.*)$/;

export function isCatalogPath(path: string): boolean {
  return CATALOG_PATHS.test(path.replace(/^\/?ebsn\/api\//, ''));
}

export function validCatalogHash(value: string | null | undefined): string | undefined {
  return value && HASH_RE.test(value) ? value : undefined;
}

/** The hash of a cart: its warehouse, and the date and id of its slot (0 when none). */
export function catalogHashOf(
  cart: {
    warehouse?: { warehouseId: number } | null;
    timeslot?: { date?: string | null; timeslotId?: number | null } | null;
  } | null,
): string | undefined {
  const warehouseId = cart?.warehouse?.warehouseId;
  if (!warehouseId) return undefined;
  const date =
    cart?.timeslot?.date && /^\d{4}-\d{2}-\d{2}/.test(cart.timeslot.date)
      ? cart.timeslot.date.slice(0, 10)
      : '0';
  const slot = cart?.timeslot?.timeslotId ?? 0;
  return `w${warehouseId}d${date}t${slot}`;
}

/** The hash in a Cookie header (a server loader reads the visitor's). */
export function catalogHashFromCookies(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CATALOG_HASH_COOKIE) return validCatalogHash(decodeURIComponent(rest.join('=')));
  }
  return undefined;
}

let current: string | undefined =
  typeof document !== 'undefined' ? catalogHashFromCookies(document.cookie) : undefined;
const listeners = new Set<(hash: string | undefined) => void>();

/** The browser's hash (undefined on the server: loaders pass theirs). */
export function currentCatalogHash(): string | undefined {
  return typeof document !== 'undefined' ? current : undefined;
}

/** Follows the cart: stores the hash and its cookie, tells the listeners when it changed. */
export function setCatalogHash(hash: string | undefined): void {
  if (typeof document === 'undefined' || hash === current) return;
  current = hash;
  document.cookie = hash
    ? `${CATALOG_HASH_COOKIE}=${hash}; path=/; max-age=${COOKIE_DAYS * 86_400}; samesite=lax`
    : `${CATALOG_HASH_COOKIE}=; path=/; max-age=0; samesite=lax`;
  for (const l of listeners) l(hash);
}

export function onCatalogHashChange(listener: (hash: string | undefined) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

type QueryValue = string | number | boolean | null | undefined;

/** A catalogue GET carries the hash of the cart's warehouse and slot, unless it names one. */
export function withCatalogHash<Q extends Record<string, QueryValue | QueryValue[]>>(
  path: string,
  query: Q = {} as Q,
  hash = currentCatalogHash(),
): Q {
  if (!hash || !isCatalogPath(path) || query.hash !== undefined) return query;
  return { ...query, hash };
}
