// auth/test (spec 000 §7): who the session acts for. It lives beside the request client, not in
// the account feature, because the cart asks it too (features never import each other, ADR 0044);
// login and logout, in features/account, start the next call afresh.
import type { User } from '@sporta/contracts';
import { apiRequest, type RequestOptions } from './client';

/** auth/test's answer for a visitor: no account. */
export type AnonymousUser = { userId: -1 };

// In the browser, the calls made at the same moment share one request (the header and the
// cart both ask when a page loads); a login or logout starts afresh. Never on the server, where
// each call carries its own request's cookies.
let pending: Promise<User | null> | undefined;

/** The next authTest asks the server again (login, logout). */
export function forgetAuthTest(): void {
  pending = undefined;
}

/** The logged user, or null (an anonymous session answers userId -1). */
export function authTest(options: Pick<RequestOptions, 'origin' | 'headers'> = {}): Promise<User | null> {
  const shared = typeof window !== 'undefined' && !options.origin && !options.headers;
  if (shared && pending) return pending;
  const request = apiRequest<{ user: User | AnonymousUser }>('auth/test', { ...options, quiet: true }).then(
    (envelope) => {
      const user = envelope.data.user;
      return user.userId > -1 ? (user as User) : null;
    },
  );
  if (shared) {
    pending = request;
    const clear = () => {
      if (pending === request) pending = undefined;
    };
    request.then(clear, clear);
  }
  return request;
}
