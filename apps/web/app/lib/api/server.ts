// How a route loader running on the server reaches the API: the origin comes from the load
// context that apps/server passes to the request handler (same process, loopback), and the
// visitor's cookies are forwarded so that the answer is the one the visitor would get.
import { catalogHashFromCookies } from './catalog-hash';
import type { RequestOptions } from './client';

declare module 'react-router' {
  interface AppLoadContext {
    /** e.g. http://127.0.0.1:3000; set by apps/server/src/platform/web.ts. */
    apiOrigin?: string;
    /** CSP nonce of this response. */
    nonce?: string;
  }
}

export function serverRequestOptions(
  request: Request,
  context: { apiOrigin?: string } | undefined,
): Pick<RequestOptions, 'origin' | 'headers' | 'quiet' | 'catalogHash'> {
  const origin = context?.apiOrigin ?? process.env.SPORTA_API_ORIGIN ?? 'http://127.0.0.1:3000';
  const headers: Record<string, string> = {};
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  // the visitor's warehouse and slot, as the browser last saw them in the cart (ADR 0040)
  return { origin, headers, quiet: true, catalogHash: catalogHashFromCookies(cookie) ?? null };
}
