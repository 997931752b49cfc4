// Authentication calls (spec 000 §7): login (status 4 = second factor), logout, who am I.
import { apiRequest, type RequestOptions } from '../../../lib/api/client';
import type { ApiEnvelope } from '../../../lib/api/envelope';
import type { AnonymousUser, User } from './account-types';

export const MFA_REQUIRED_STATUS = 4;

// In the browser, the calls made at the same moment share one request (the header and the
// cart both ask when a page loads); a login or logout starts afresh. Never on the server, where
// each call carries its own request's cookies.
let pending: Promise<User | null> | undefined;

export interface LoginInput {
  login: string;
  password: string;
  rememberMe: boolean;
  mfaPin?: string;
  resendMfaPin?: boolean;
  botToken?: string;
}

export function login(input: LoginInput): Promise<ApiEnvelope<{ user: User | null; cartId: number | null }>> {
  pending = undefined;
  const body: Record<string, unknown> = {
    login: input.login.trim(),
    password: input.password,
    remember_me: input.rememberMe,
  };
  if (input.mfaPin) body.mfa_pin = input.mfaPin;
  if (input.resendMfaPin) body.resend_mfa_pin = true;
  if (input.botToken && !(input.mfaPin && !input.resendMfaPin)) body.token_recaptcha = input.botToken;
  return apiRequest('auth/login', { method: 'POST', body, quiet: true });
}

export function logout() {
  pending = undefined;
  return apiRequest<{ user: { userId: number } }>('auth/logout', { method: 'POST', body: {}, quiet: true });
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
