// The content backend's requests (/p/wp-json/, WordPress REST shapes, issue 23). Not the envelope
// of /ebsn/api: an answer is the resource itself, totals of a list come in X-WP-Total and
// X-WP-TotalPages, and an error is WordPress's { code, message, data: { status } }. Failures
// become ApiError (lib/api/envelope.ts), so that route loaders handle them like any other call.
import { ApiError, emptyResponse } from '../../../lib/api/envelope';
import { apiUrl, type Query } from '../../../lib/api/client';
import { t } from '../../../i18n/i18n';

export const WP_BASE = '/p/wp-json/wp/v2/';
/** The content backend's own endpoints (slides_by_id, …). */
export const WP_CUSTOM_BASE = '/p/wp-json/custom/v1/';

export interface WpRequestOptions {
  /** Origin of the API: set on the server (load context), empty in the browser (same origin). */
  origin?: string;
  signal?: AbortSignal;
  /** The endpoints' base: WordPress's wp/v2 unless told. */
  base?: string;
}

export interface WpAnswer<T> {
  data: T;
  total: number;
  totalPages: number;
}

function failure(status: number, message: string): ApiError {
  return new ApiError(
    status,
    { ...emptyResponse(1), errors: [{ code: 'error.content', error: message }], errorsMessage: [message] },
    message,
  );
}

export async function wpGet<T>(
  path: string,
  query: Query,
  options: WpRequestOptions = {},
): Promise<WpAnswer<T>> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(apiUrl(`${options.base ?? WP_BASE}${path}`, query, options.origin), {
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
    body = await res.json().catch(() => undefined);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw failure(0, t('errors.generic'));
  }
  if (!res.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body ? String(body.message) : t('errors.generic');
    throw failure(res.status, message);
  }
  return {
    data: body as T,
    total: Number(res.headers.get('x-wp-total') ?? 0),
    totalPages: Number(res.headers.get('x-wp-totalpages') ?? 0),
  };
}
