// ALTCHA bot check (self-hosted proof of work). GET altcha/challenge hands out
// a signed challenge; the calls of ALTCHA_ENDPOINTS need the solved payload (base64 JSON,
// as the `altcha` widget submits it) in `token_recaptcha`. auth/login asks for it only after
// failed logins (ALTCHA_LOGIN_AFTER_FAILURES, decided by the account service), and never for
// the PIN step of the same login attempt. A solved challenge is redeemed once.
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { AccountRepository } from './account.repository';

export const BOT_CHECK_FAILED = 'Verifica anti-robot non superata: ricarica la pagina e riprova.';
export const BOT_CHECK_REQUIRED =
  'Dopo alcuni tentativi non riusciti serve la verifica anti-robot: completala e accedi di nuovo.';

export class BotCheck {
  private readonly endpoints: Set<string>;

  constructor(
    private readonly config: Config,
    private readonly repository: { redeemChallenge(nonce: string, expiresAt: Date): Promise<boolean> },
  ) {
    this.endpoints = new Set(
      config.ALTCHA_ENDPOINTS.split(',')
        .map((s) => s.trim().replace(/^\/+/, ''))
        .filter(Boolean),
    );
  }

  get enabled(): boolean {
    return this.config.ALTCHA_ENABLED;
  }

  async challenge() {
    const max = this.config.ALTCHA_MAX_COUNTER;
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(max, Math.floor(max / 2)),
      deriveKey,
      expiresAt: new Date(Date.now() + this.config.ALTCHA_EXPIRES_MINUTES * 60_000),
      hmacSignatureSecret: this.config.ALTCHA_HMAC_KEY,
      hmacKeySignatureSecret: `${this.config.ALTCHA_HMAC_KEY}:key`,
    });
  }

  /** Whether `token` is a valid, unused solution; it is redeemed (a solution works once). */
  async verify(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const result = await verify(
      token,
      deriveKey,
      this.config.ALTCHA_HMAC_KEY,
      `${this.config.ALTCHA_HMAC_KEY}:key`,
    ).catch(() => ({ error: true, payload: undefined }) as const);
    if (result.error || !result.payload || !('challenge' in result.payload)) return false;
    const params = result.payload.challenge.parameters;
    const expiresAt = params.expiresAt
      ? new Date(params.expiresAt * 1000)
      : new Date(Date.now() + this.config.ALTCHA_EXPIRES_MINUTES * 60_000);
    return this.repository.redeemChallenge(params.nonce, expiresAt);
  }

  /** Refuses (HTTP 200, status ≠ 0, code error.recaptcha) a configured call without a valid, unused solution. */
  async require(endpoint: string, token: string | undefined): Promise<'off' | 'passed'> {
    if (!this.enabled || !this.endpoints.has(endpoint)) return 'off';
    if (!(await this.verify(token))) throw AppError.business('error.recaptcha.invalid', BOT_CHECK_FAILED);
    return 'passed';
  }
}

/** The bot check of another module's calls (the ALTCHA_ENDPOINTS it serves, e.g. the notify-me form). */
export function createBotCheck(config: Config, db: Database): BotCheck {
  return new BotCheck(config, new AccountRepository(db));
}
