// Login and credentials of the account area (spec 000 §4): login with the e-mailed PIN and
// its rate limits, unlock links, password reset and change.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginBody } from '@sporta/contracts';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { rateLimitedError, type Limit } from '../../platform/rate-limit';
import { BOT_CHECK_REQUIRED } from './bot-check';
import * as mails from './account.mails';
import { type UserRow } from './account.repository';
import {
  MFA_PIN_MINUTES,
  MFA_PIN_MAX_ATTEMPTS,
  MSG,
  type AccountContext,
  type LoginOutcome,
} from './account.messages';
import { AccountServiceBase } from './account-base.service';

// A hash to verify against when the account does not exist, so that an unknown
// e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}

function accountLockedError(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rateLimited',
    'error.login.account_locked',
    `Troppi tentativi di accesso a questo account: per sicurezza è bloccato per ${minutes === 1 ? '1 minuto' : `${minutes} minuti`}. Se l’indirizzo corrisponde a un account, riceverai per e-mail un link per sbloccarlo subito.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function pinHash(pin: string, salt: Buffer): Buffer {
  return createHmac('sha256', salt).update(pin).digest();
}

export class AccountLoginService extends AccountServiceBase {
  // ---------------------------------------------------------------- login

  /** The failure limits of a login on `account` (e-mail or username, lower-case) from `ip`. */
  protected loginLimits(account: string, ip: string) {
    const w = this.windowMs;
    return {
      /** This address on this account: past it the guesser waits, the owner elsewhere does not. */
      pair: {
        bucket: 'login_fail',
        key: `pair:${account}|${ip}`,
        max: this.config.RATE_LIMIT_ACCOUNT_MAX,
        windowMs: w,
      },
      /** All addresses on this account: past it the account is locked and its owner mailed. */
      account: {
        bucket: 'login_fail',
        key: `acct:${account}`,
        max: this.config.RATE_LIMIT_ACCOUNT_LOCK_MAX,
        windowMs: w,
      },
      /** This address on all accounts. */
      ip: { bucket: 'login_fail', key: `ip:${ip}`, max: this.config.RATE_LIMIT_IP_MAX, windowMs: w },
    } satisfies Record<string, Limit>;
  }

  /**
   * Whether a login must bring a solved bot check: after ALTCHA_LOGIN_AFTER_FAILURES failures
   * from the address or on the account (0: always). A customer with the right password on a
   * quiet account is never challenged first.
   */
  protected async loginNeedsBotCheck(
    limits: ReturnType<AccountLoginService['loginLimits']>,
  ): Promise<boolean> {
    const after = this.config.ALTCHA_LOGIN_AFTER_FAILURES;
    if (after === 0) return true;
    return (
      (await this.limiter.count(limits.ip)) >= after || (await this.limiter.count(limits.account)) >= after
    );
  }

  /**
   * Counts one attempt on the login limits before the password is checked (atomic: parallel
   * guesses cannot pass a limit together); the route gives it back when the attempt succeeds.
   * A locked account (every address together over RATE_LIMIT_ACCOUNT_LOCK_MAX) mails its owner
   * an unlock link.
   */
  protected async reserveLoginAttempt(
    limits: ReturnType<AccountLoginService['loginLimits']>,
    user: UserRow | undefined,
  ): Promise<number[]> {
    try {
      return await this.limiter.reserve([limits.pair, limits.account, limits.ip], (full, wait) =>
        full === limits.account ? accountLockedError(wait) : rateLimitedError(wait),
      );
    } catch (err) {
      if (err instanceof AppError && err.code === 'error.login.account_locked' && user)
        await this.mailUnlockLink(user).catch(() => undefined);
      throw err;
    }
  }

  protected async mailUnlockLink(user: UserRow): Promise<void> {
    // One link per window, however many guesses keep hitting the lock.
    await this.limiter.hit(this.accountLimit('unlock_mail', user.emailLower, 1));
    const token = await this.issueLinkToken(user.userId, 'login_unlock', this.windowMs * 4);
    const link = this.url(`/ebsn/api/auth/unlock?token=${encodeURIComponent(token)}`);
    await this.mailer.send(mails.toMessage(user.email, mails.unlockMail(user.firstName, link)));
  }

  /** The mailed unlock link: forgets the account's failed logins from every address. */
  async unlock(token: string): Promise<boolean> {
    const row = await this.liveToken('login_unlock', token);
    const user = row ? await this.repository.userById(row.userId) : undefined;
    if (!row || !user || !(await this.repository.useToken(row.tokenId))) return false;
    await this.limiter.clear('login_fail', `acct:${user.emailLower}`);
    await this.limiter.clearPrefix('login_fail', `pair:${user.emailLower}|`);
    if (user.username) {
      await this.limiter.clear('login_fail', `acct:${user.username.toLowerCase()}`);
      await this.limiter.clearPrefix('login_fail', `pair:${user.username.toLowerCase()}|`);
    }
    return true;
  }

  /**
   * Login (spec 000 §4). `bot` verifies a solved challenge when one is needed; `pendingPin` is
   * the PIN step this request's session started (the only request that skips the bot check).
   */
  async login(
    ctx: AccountContext,
    body: LoginBody,
    bot: { enabled: boolean; verify(token: string | undefined): Promise<boolean> },
  ): Promise<LoginOutcome> {
    if (body.token) throw AppError.business('error.login.social_unavailable', MSG.socialUnavailable);
    const login = body.login.trim();
    const user = await this.repository.userByLogin(login);
    const usable = user && !user.anonymizedAt && user.passwordHash ? user : undefined;
    const limits = this.loginLimits(usable?.emailLower ?? login.toLowerCase(), ctx.ip);

    // The PIN step of the same login attempt: the session that got the PIN sends it back.
    const pinStep = Boolean(body.mfa_pin) && !body.resend_mfa_pin;
    const pending = ctx.sessionData.pendingPin as { userId?: number; tokenId?: number } | undefined;
    let samePinAttempt = false;
    if (pinStep && usable && pending?.userId === usable.userId) {
      const token = await this.repository.activeToken(usable.userId, 'mfa_pin');
      samePinAttempt = token !== undefined && token.tokenId === pending.tokenId;
    }
    if (bot.enabled && !samePinAttempt && (await this.loginNeedsBotCheck(limits))) {
      if (!(await bot.verify(body.token_recaptcha)))
        throw AppError.business('error.recaptcha.required', BOT_CHECK_REQUIRED);
    }

    const reserved = await this.reserveLoginAttempt(limits, usable);
    let ok: boolean;
    try {
      ok = await verifyPassword(body.password, usable?.passwordHash ?? (await dummyPasswordHash()));
    } catch (err) {
      // Not checked (the server is busy hashing): no failure to count.
      await this.limiter.release(reserved);
      throw err;
    }
    if (!usable || !ok) throw AppError.business('error.login.invalid_credentials', MSG.wrongCredentials);
    // The right password: the attempt was no failure.
    await this.limiter.release(reserved);
    if (!usable.confirmedAt)
      throw AppError.business('error.registration.registration_not_confirmed', MSG.notConfirmed);

    if (usable.mfaEnabled) {
      const outcome = await this.secondFactor(ctx, usable, body);
      if (outcome) return outcome;
    }
    await this.limiter.clear('login_fail', limits.pair.key);
    return {
      kind: 'ok',
      userId: usable.userId,
      rememberMe: body.remember_me ?? false,
      firstName: usable.firstName,
    };
  }

  /** null when the PIN is right; otherwise the status-4 answer (PIN sent, wrong, expired). */
  protected async secondFactor(
    ctx: AccountContext,
    user: UserRow,
    body: LoginBody,
  ): Promise<LoginOutcome | null> {
    if (body.mfa_pin && !body.resend_mfa_pin) {
      // Each PIN takes 5 attempts; across PINs the account's failure limit applies (never below 5).
      const pinLimits = [
        this.accountLimit(
          'mfa_fail',
          user.emailLower,
          Math.max(this.config.RATE_LIMIT_ACCOUNT_MAX, MFA_PIN_MAX_ATTEMPTS),
        ),
        this.ipLimit('mfa_fail', ctx.ip),
      ];
      const reserved = await this.limiter.reserve(pinLimits);
      const token = await this.repository.activeToken(user.userId, 'mfa_pin');
      if (!token || token.expiresAt.getTime() <= Date.now() || token.attempts >= MFA_PIN_MAX_ATTEMPTS) {
        await this.limiter.release(reserved);
        return { kind: 'mfa', code: 'error.login.mfa_pin_expired', message: MSG.mfaExpired, error: true };
      }
      if (token.salt && safeEqual(pinHash(body.mfa_pin, token.salt), token.tokenHash)) {
        await this.limiter.release(reserved);
        if (await this.repository.useToken(token.tokenId)) {
          await this.limiter.clear('mfa_fail', pinLimits[0]!.key);
          return null;
        }
        return { kind: 'mfa', code: 'error.login.mfa_pin_expired', message: MSG.mfaExpired, error: true };
      }
      const attempts = await this.repository.addAttempt(token.tokenId);
      if (attempts >= MFA_PIN_MAX_ATTEMPTS) {
        await this.repository.useToken(token.tokenId);
        return { kind: 'mfa', code: 'error.login.mfa_pin_too_many', message: MSG.mfaTooMany, error: true };
      }
      return { kind: 'mfa', code: 'error.login.mfa_pin_wrong', message: MSG.mfaWrong, error: true };
    }
    // First step or resend: a fresh PIN replaces the previous one.
    await this.limiter.hit(
      this.accountLimit('mfa_mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    await this.repository.revokeTokens(user.userId, 'mfa_pin');
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16);
    const tokenId = await this.repository.createToken({
      userId: user.userId,
      purpose: 'mfa_pin',
      tokenHash: pinHash(pin, salt),
      salt,
      expiresAt: new Date(Date.now() + MFA_PIN_MINUTES * 60_000),
    });
    await this.mailer.send(
      mails.toMessage(user.email, mails.mfaPinMail(user.firstName, pin, MFA_PIN_MINUTES)),
    );
    return {
      kind: 'mfa',
      code: 'info.login.mfa_pin_sent',
      message: MSG.mfaSent,
      error: false,
      pendingPin: { userId: user.userId, tokenId },
    };
  }

  // ---------------------------------------------------------------- password

  async requestPasswordReset(ctx: AccountContext, email: string, fiscalCode: string): Promise<string> {
    await this.limiter.hit(
      this.ipLimit('reset_request', ctx.ip, this.config.RATE_LIMIT_REQUEST_IP_MAX),
      this.accountLimit('reset_request', email, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    const user = await this.repository.userByEmail(email);
    if (user && !user.anonymizedAt && (user.fiscalCode ?? '').toUpperCase() === fiscalCode.toUpperCase()) {
      const token = await this.issueLinkToken(
        user.userId,
        'password_reset',
        this.config.PASSWORD_RESET_TTL_MINUTES * 60_000,
      );
      const link = this.url(
        `/reset-password-confirm?login=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`,
      );
      await this.mailer.send(
        mails.toMessage(
          user.email,
          mails.passwordResetMail(user.firstName, link, this.config.PASSWORD_RESET_TTL_MINUTES),
        ),
      );
    }
    return MSG.resetRequested;
  }

  protected async resetToken(ctx: AccountContext, email: string | undefined, token: string | undefined) {
    const limits = [this.ipLimit('reset_fail', ctx.ip)];
    await this.limiter.check(...limits);
    const row = await this.liveToken('password_reset', token);
    const owner = row ? await this.repository.userById(row.userId) : undefined;
    if (!row || !owner || owner.anonymizedAt || (email && owner.emailLower !== email.trim().toLowerCase())) {
      await this.limiter.record(...limits);
      throw AppError.business('error.registration.reset_token_invalid', MSG.resetTokenInvalid);
    }
    return { row, owner };
  }

  async checkResetToken(
    ctx: AccountContext,
    email: string | undefined,
    token: string | undefined,
  ): Promise<void> {
    await this.resetToken(ctx, email, token);
  }

  /** Sets the new password; the route then ends the owner's other sessions. */
  async resetPassword(
    ctx: AccountContext,
    email: string | undefined,
    token: string,
    password: string,
  ): Promise<{ message: string; userId: number }> {
    const { row, owner } = await this.resetToken(ctx, email, token);
    if (!(await this.repository.useToken(row.tokenId)))
      throw AppError.business('error.registration.reset_token_invalid', MSG.resetTokenInvalid);
    // The link proved the address: an unconfirmed account becomes confirmed.
    await this.repository.updateUser(owner.userId, {
      passwordHash: await hashPassword(password),
      ...(owner.confirmedAt ? {} : { confirmedAt: new Date() }),
    });
    await this.repository.revokeTokens(owner.userId, 'mfa_pin');
    return { message: MSG.resetDone, userId: owner.userId };
  }

  async changePassword(ctx: AccountContext & { userId: number }, oldPassword: string, newPassword: string) {
    const user = await this.requireRow(ctx.userId);
    await this.checkPassword(ctx, user, oldPassword);
    await this.repository.updateUser(user.userId, { passwordHash: await hashPassword(newPassword) });
    return MSG.passwordChanged;
  }

  /** The current password, with the failures counted against the account (as at login). */
  protected async checkPassword(ctx: AccountContext, user: UserRow, password: string): Promise<void> {
    const limits = this.loginLimits(user.emailLower, ctx.ip);
    const reserved = await this.reserveLoginAttempt(limits, user);
    const ok = await verifyPassword(password, user.passwordHash).catch(async (err: unknown) => {
      await this.limiter.release(reserved);
      throw err;
    });
    if (!ok) throw AppError.business('error.registration.wrong_password', MSG.passwordWrong);
    await this.limiter.release(reserved);
  }
}
