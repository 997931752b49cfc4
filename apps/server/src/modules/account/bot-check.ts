// ALTCHA bot check (self-hosted proof of work). GET altcha/challenge hands out
// a signed challenge; the configured calls need the solved payload (base64 JSON,
// as the `altcha` widget submits it) in `token_recaptcha`, except requests
// carrying an mfa_pin (spec 000 §7). A solved challenge is redeemed once.
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import type { AccountRepository } from './account.repository';

export const BOT_CHECK_FAILED = 'Verifica anti-robot non superata: ricarica la pagina e riprova.';

export class BotCheck {
  private readonly endpoints: Set<string>;

  constructor(
    private readonly config: Config,
    private readonly repository: AccountRepository,
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

  /** Refuses (HTTP 200, status ≠ 0, code error.recaptcha) a configured call without a valid, unused solution. */
  async require(
    endpoint: string,
    token: string | undefined,
    carriesMfaPin = false,
  ): Promise<'off' | 'pin-exempt' | 'passed'> {
    if (!this.enabled || !this.endpoints.has(endpoint)) return 'off';
    if (carriesMfaPin) return 'pin-exempt';
    const refused = () => AppError.business('error.recaptcha.invalid', BOT_CHECK_FAILED);
    if (!token) throw refused();
    const result = await verify(
      token,
      deriveKey,
      this.config.ALTCHA_HMAC_KEY,
      `${this.config.ALTCHA_HMAC_KEY}:key`,
    );
    if (result.error || !result.payload || !('challenge' in result.payload)) throw refused();
    const params = result.payload.challenge.parameters;
    const expiresAt = params.expiresAt
      ? new Date(params.expiresAt * 1000)
      : new Date(Date.now() + this.config.ALTCHA_EXPIRES_MINUTES * 60_000);
    if (!(await this.repository.redeemChallenge(params.nonce, expiresAt))) throw refused();
    return 'passed';
  }
}
