// Deep links from outside the app (seed 000 §2): a link the phone hands to the Capacitor app
// (appUrlOpen: an https link of the shop's domain, or the app's own scheme it.sporta.app://…) is
// mapped to the app's path. A leading /shop segment is stripped ("a leading /shop segment is
// stripped when routing internally"); /shop/product/{slug} → /product/{slug};
// /shop/category/{slug} and /category/{path} → the catch-all category page /{path}. Anything
// else of the list keeps its path and query; a link outside the list answers null (the app stays
// where it is). Only paths of this shop come out: never another site.

/** The app's own URL scheme (the Android and iOS application id). */
export const APP_URL_SCHEME = 'it.sporta.app';

/** A path segment: a slug, an id, or a login (an e-mail) — nothing a browser reads as a path or host. */
const SEGMENT = /^[a-z0-9][a-z0-9._@+-]{0,199}$/i;
const ID = /^\d{1,12}$/;

function segmentsOf(pathname: string): string[] | null {
  const parts = pathname.split('/').filter(Boolean);
  const out: string[] = [];
  for (const raw of parts) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!SEGMENT.test(part)) return null;
    out.push(encodeURIComponent(part));
  }
  return out;
}

/** The query kept for the pages that read it (search, confirmation and password links). */
function withQuery(path: string, search: string): string {
  return search && search !== '?' ? `${path}${search}` : path;
}

/**
 * The app path of a deep link, or null when it is not one of seed 000 §2's. `url` is what the
 * phone gives: `https://host/path?query`, `it.sporta.app://path?query` or a bare `/path`.
 */
export function deepLinkPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://app.invalid');
  } catch {
    return null;
  }
  let pathname = parsed.pathname;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    if (parsed.protocol !== `${APP_URL_SCHEME}:`) return null;
    // it.sporta.app://profile/orders: the first segment is read as the URL's host.
    pathname = `/${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  }
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  if (segments[0] === 'shop') segments.shift();
  const search = parsed.search;
  const [first, second, third, ...rest] = segments;
  const count = segments.length;

  switch (first) {
    case 'profile':
      if (second !== 'orders' || rest.length) return null;
      if (third === undefined) return '/profile/orders';
      return ID.test(third) ? `/profile/orders/${third}` : null;
    case 'checkout':
      return count === 1 ? '/checkout' : null;
    case 'search':
      return count === 1 ? withQuery('/search', search) : null;
    case 'product':
      return count === 2 ? `/product/${second}` : null;
    case 'category':
      // /shop/category/{slug} and /category/{path…}: the catch-all category page.
      return count >= 2 ? `/${segments.slice(1).join('/')}` : null;
    case 'page':
      return count === 2 ? `/page/${second}` : null;
    case 'registration':
      if (second === 'confirm' && count === 3) return withQuery(`/registration/confirm/${third}`, search);
      if (second === 'reset-password' && count === 2)
        return withQuery('/registration/reset-password', search);
      return null;
    case 'reset-password-request':
    case 'reset-password-sent':
    case 'reset-password-completed':
      return count === 1 ? withQuery(`/${first}`, search) : null;
    case 'reset-password-confirm':
      // The login comes as a route parameter or in the query (seed 000 §2).
      if (count === 1) return withQuery('/reset-password-confirm', search);
      return count === 2 ? withQuery(`/reset-password-confirm/${second}`, search) : null;
    case 'recover-password-confirm':
      // The original's other name of the same step: the app's reset-password confirmation.
      return count === 1 ? withQuery('/reset-password-confirm', search) : null;
    default:
      return null;
  }
}
