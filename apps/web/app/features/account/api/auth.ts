// Authentication calls (spec 000 §7): login (status 4 = second factor) and logout; who am I
// (auth/test) is lib/api/auth-test.ts, which the cart asks too.
import { forgetAuthTest } from '../../../lib/api/auth-test';
import { apiRequest } from '../../../lib/api/client';
import type { ApiEnvelope } from '../../../lib/api/envelope';
import { forgetStoredPages } from '../../../lib/offline-pages';
import type { User } from './account-types';

export const MFA_REQUIRED_STATUS = 4;

export interface LoginInput {
  login: string;
  password: string;
  rememberMe: boolean;
  mfaPin?: string;
  resendMfaPin?: boolean;
  botToken?: string;
}

export function login(input: LoginInput): Promise<ApiEnvelope<{ user: User | null; cartId: number | null }>> {
  forgetAuthTest();
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
  forgetAuthTest();
  void forgetStoredPages();
  return apiRequest<{ user: { userId: number } }>('auth/logout', { method: 'POST', body: {}, quiet: true });
}
