// Logs a customer in through the API, the way the shop's own client does,
// solving the real ALTCHA proof-of-work challenge (the bot check stays on in e2e).
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const DEMO_CUSTOMER = { email: 'mario.rossi@example.com', password: 'Sporta2026!' };

/** A solved ALTCHA token for `token_recaptcha`. */
export async function altchaToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/ebsn/api/altcha/challenge');
  if (!res.ok()) throw new Error(`altcha/challenge answered ${res.status()}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * POST auth/login with the bot check solved. With `page.request` the session
 * cookies land in the page's browser context, so the page is logged in too.
 */
export async function apiLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string } = DEMO_CUSTOMER,
): Promise<{ userId: number }> {
  const res = await request.post('/ebsn/api/auth/login', {
    form: {
      login: credentials.email,
      password: credentials.password,
      remember_me: 'true',
      token_recaptcha: await altchaToken(request),
    },
  });
  const body = await res.json();
  if (body?.response?.status !== 0) {
    throw new Error(`login failed: ${JSON.stringify(body?.response?.errorsMessage ?? body)}`);
  }
  return { userId: body.data.user.userId };
}
