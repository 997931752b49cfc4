// The guard of protected routes (spec 000 §2, §6): an anonymous visitor goes to
// /login?redirect=<path>. On the server the visitor's cookies are forwarded to auth/test, so
// the redirect happens before any HTML is sent; in the browser the same call runs from the
// client loader.
import { redirect } from 'react-router';
import { serverRequestOptions } from '../../lib/api/server';
import { authTest } from '../../lib/api/auth-test';
import type { User } from './api/account-types';

export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Server loader: the logged user, or a redirect to login. */
export async function requireUser(
  request: Request,
  context: { apiOrigin?: string } | undefined,
): Promise<User> {
  const { origin, headers } = serverRequestOptions(request, context);
  const user = await authTest({ origin, headers }).catch(() => null);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Client loader: same check from the browser. */
export async function requireUserInBrowser(request: Request): Promise<User> {
  const user = await authTest().catch(() => null);
  if (!user) throw loginRedirect(request);
  return user;
}
