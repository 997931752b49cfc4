// The one request client of the web app (spec 000 §7). It sends the client headers, keeps the
// session and account values, unwraps the envelope, shows its messages, turns 419 into the
// session-expired flow and adds the generic message when an error has no structured answer.
import { t, translateCode } from '../../i18n/i18n';
import { notify } from '../notify/notify';
import { ApiError, emptyResponse, isEnvelope, type ApiEnvelope, type ApiResponseStatus } from './envelope';
import { clearIdentity, clientUuid, identityEpoch, identityHeaders, rememberIdentity } from './identity';
import { beginRequest } from './pending';
import { currentCatalogHash, withCatalogHash } from './catalog-hash';

export { withCatalogHash };

export const CLIENT_VERSION = '1.7.5';
export const CLIENT_LANG = 'it';
export const API_BASE = '/ebsn/api/';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Origin of the API: set on the server (load context), empty in the browser (same origin). */
  origin?: string;
  /** Extra headers, e.g. the visitor's cookies forwarded by a server loader. */
  headers?: Record<string, string>;
  /** Do not show the envelope's messages (the caller renders them, e.g. a route's error page). */
  quiet?: boolean;
  /**
   * The action's own message (spec 001 §8 action error keys, e.g. errors.errorSettingAddress)
   * when the call fails without a structured answer; else the generic one.
   */
  failureMessage?: string;
  /**
   * The catalogue's cache-burst hash (lib/api/catalog-hash.ts) for a catalogue call: a server
   * loader passes the visitor's (null: none); in the browser the cart's is used.
   */
  catalogHash?: string | null;
}

const browserOrigin: string = import.meta.env.VITE_API_ORIGIN ?? '';

/** Parameters serialised with repeated keys (spec 000 §4). */
export function serializeQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue;
      params.append(key, String(v));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function apiUrl(path: string, query?: Query, origin = browserOrigin): string {
  const full = path.startsWith('/') ? path : `${API_BASE}${path}`;
  return `${origin}${full}${serializeQuery(query)}`;
}

type MutationListener = (path: string) => void;
const mutationListeners = new Set<MutationListener>();
/** Called after every non-GET call with its path: the response cache drops that entry. */
export function onMutation(listener: MutationListener): () => void {
  mutationListeners.add(listener);
  return () => mutationListeners.delete(listener);
}

function showMessages(response: ApiResponseStatus): void {
  for (const e of response.errors) notify('error', translateCode(e.code) ?? e.error, e.code);
  for (const w of response.warnings) notify('warning', translateCode(w.code) ?? w.warning, w.code);
  for (const i of response.infos) notify('success', translateCode(i.code) ?? i.info, i.code);
  // Plain-string lists without a coded twin (older endpoints).
  if (response.errors.length === 0) for (const m of response.errorsMessage) notify('error', m);
  if (response.warnings.length === 0) for (const m of response.warningsMessage) notify('warning', m);
  if (response.infos.length === 0) for (const m of response.infosMessage) notify('success', m);
}

function genericFailure(httpStatus: number, actionMessage?: string): ApiError {
  const message = actionMessage ?? t('errors.generic');
  const response: ApiResponseStatus = {
    ...emptyResponse(1),
    errors: [{ code: 'error.generic', error: message }],
    errorsMessage: [message],
  };
  return new ApiError(httpStatus, response, message);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Ebsn-Client': 'web',
    'X-Ebsn-Version': CLIENT_VERSION,
    'X-Ebsn-Lang': CLIENT_LANG,
    ...identityHeaders(),
    ...options.headers,
  };
  const uuid = clientUuid();
  if (uuid) headers['X-Ebsn-Client-Uuid'] = uuid;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // multipart/form-data (e.g. a photo upload): the browser writes the boundary header.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const isBrowser = typeof window !== 'undefined';
  const sentUnder = identityEpoch();
  const done = isBrowser ? beginRequest() : () => undefined;
  let res: Response;
  let payload: unknown;
  try {
    const query =
      method === 'GET'
        ? withCatalogHash(path, options.query, options.catalogHash ?? currentCatalogHash())
        : options.query;
    res = await fetch(apiUrl(path, query, options.origin), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'include',
    });
    payload = await res.json().catch(() => undefined);
  } catch (cause) {
    done();
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = genericFailure(0, options.failureMessage);
    if (!options.quiet) notify('error', error.message);
    throw error;
  }
  done();
  rememberIdentity(res.headers);
  if (method !== 'GET') for (const l of mutationListeners) l(path);

  if (res.status === 419 && identityEpoch() !== sentUnder) {
    // Sent before the last login or logout: the expiry is the old identity's, not this one's.
    if (method === 'GET') return apiRequest<T>(path, options);
    throw new ApiError(419, emptyResponse(1), t('errors.generic'));
  }
  if (res.status === 419) {
    clearIdentity();
    const message = t('errors.sessionExpired');
    notify('error', message);
    if (isBrowser) window.dispatchEvent(new CustomEvent('sporta:session-expired'));
    throw new ApiError(
      419,
      {
        ...emptyResponse(1),
        errors: [{ code: 'error.session.expired', error: message }],
        errorsMessage: [message],
      },
      message,
    );
  }

  if (!isEnvelope(payload)) {
    const error = genericFailure(res.status, options.failureMessage);
    if (!options.quiet) notify('error', error.message);
    throw error;
  }
  const envelope = payload as ApiEnvelope<T>;
  if (!res.ok && envelope.response.errors.length === 0 && envelope.response.errorsMessage.length === 0) {
    const error = genericFailure(res.status, options.failureMessage);
    if (!options.quiet) notify('error', error.message);
    throw error;
  }
  if (!options.quiet) showMessages(envelope.response);
  if (!res.ok) {
    const first = envelope.response.errors[0];
    throw new ApiError(
      res.status,
      envelope.response,
      translateCode(first?.code) ?? first?.error ?? envelope.response.errorsMessage[0] ?? t('errors.generic'),
    );
  }
  return envelope;
}

/** The data of a successful call; a business refusal (status ≠ 0) becomes an ApiError. */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.response.status !== 0) {
    const first = envelope.response.errors[0];
    throw new ApiError(
      200,
      envelope.response,
      translateCode(first?.code) ?? first?.error ?? t('errors.generic'),
    );
  }
  return envelope.data;
}

/**
 * A quiet POST of the back-office editors: its data and the server's Italian message (the
 * first of `infos`); a refusal throws an ApiError carrying the server's message.
 */
export async function postForMessage<T>(path: string, body: unknown): Promise<{ data: T; message: string }> {
  const envelope = await apiRequest<T>(path, { method: 'POST', body, quiet: true });
  return { data: unwrap(envelope), message: envelope.response.infos[0]?.info ?? '' };
}
