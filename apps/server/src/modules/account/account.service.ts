// Rules of the account area (spec 000 §4): login with the e-mailed PIN, rate
// limits, registration and confirmation, password reset and change, profile,
// consents with their history, second factor, account deletion.
// Refusals the customer can fix are business errors (HTTP 200, status ≠ 0).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  LoginBody,
  RegisterUserBody,
  User,
  billingAddressBodySchema,
  insertBillingAddressBodySchema,
  updateContactBodySchema,
  updateUserDetailBodySchema,
} from '@sporta/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/password';
import { RateLimiter, rateLimitedError, type Limit } from '../../platform/rate-limit';
import { hashToken, newToken } from '../../platform/tokens';
import { BOT_CHECK_REQUIRED } from './bot-check';
import * as mails from './account.mails';
import {
  AccountRepository,
  DEFAULT_DISCLAIMER_STORE,
  type ConsentChange,
  type DisclaimerRow,
  type TokenPurpose,
  type UserRow,
} from './account.repository';
import { PersonFiscalRepository } from './person-fiscal.repository';

export const MFA_PIN_MINUTES = 10;
export const MFA_PIN_MAX_ATTEMPTS = 5;
/** Status of a login answer that asks for the e-mailed PIN (spec 000 §4). */
export const MFA_REQUIRED_STATUS = 4;
const CONFIRM_DAYS = 7;
const EMAIL_CHANGE_HOURS = 24;
const EMAIL_UNDO_DAYS = 7;
/** A login this recent stands for the current password when changing the e-mail. */
export const EMAIL_CHANGE_FRESH_MINUTES = 10;
const ANONYMIZE_MINUTES = 60;

export const MSG = {
  wrongCredentials: 'E-mail o password non corrette.',
  notConfirmed:
    'Non hai ancora confermato la registrazione: apri il link che ti abbiamo inviato per e-mail oppure richiedine un nuovo invio.',
  welcome: (firstName: string) => (firstName ? `Benvenuto, ${firstName}!` : 'Benvenuto!'),
  mfaSent:
    'Per completare l’accesso inserisci il codice di verifica che ti abbiamo inviato per e-mail (valido 10 minuti).',
  mfaWrong: 'Il codice di verifica non è corretto.',
  mfaExpired: 'Il codice di verifica è scaduto o non è più valido: richiedine uno nuovo.',
  mfaTooMany: 'Hai sbagliato il codice troppe volte: richiedine uno nuovo.',
  socialUnavailable: 'L’accesso con i social non è disponibile: accedi con e-mail e password.',
  registrationDisabled: 'La registrazione di nuovi clienti non è attiva al momento.',
  registered:
    'Registrazione ricevuta: ti abbiamo inviato una e-mail con il link per confermare il tuo indirizzo.',
  disclaimerRequired: (title: string) => `Per continuare devi accettare: ${title.replace('*', '')}.`,
  confirmResent:
    'Se l’indirizzo corrisponde a una registrazione da confermare, ti abbiamo inviato di nuovo la e-mail di conferma.',
  resetRequested:
    'Se i dati corrispondono a un account, riceverai una e-mail con il link per reimpostare la password.',
  resetTokenInvalid: 'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
  resetDone: 'La password è stata cambiata: accedi con la nuova password.',
  passwordWrong: 'La password attuale non è corretta.',
  passwordChanged: 'La password è stata cambiata.',
  profileUpdated: 'I tuoi dati sono stati aggiornati.',
  usernameTaken: 'Questo nome utente è già usato da un altro cliente: scegline un altro.',
  emailChangeSent: 'Ti abbiamo inviato una e-mail al nuovo indirizzo: apri il link per confermare il cambio.',
  emailChangePassword: 'Per cambiare l’indirizzo e-mail inserisci la tua password attuale.',
  emailChangeUndone:
    'Il cambio dell’indirizzo e-mail è stato annullato e ogni accesso al tuo account è stato chiuso: scegli una nuova password.',
  emailTaken: 'Questo indirizzo e-mail non può essere usato: scegline un altro.',
  emailChangeInvalid:
    'Il link per cambiare l’indirizzo e-mail non è valido o è scaduto: ripeti la richiesta.',
  emailChanged: 'Il tuo indirizzo e-mail è stato aggiornato.',
  personFiscalNotFound: 'Dati di fatturazione non trovati.',
  personFiscalSaved: 'Dati di fatturazione salvati.',
  personFiscalDeleted: 'Dati di fatturazione eliminati.',
  consentsSaved: 'Le tue preferenze sulla privacy sono state salvate.',
  consentUnknown: 'Consenso non riconosciuto per questa cooperativa.',
  mfaOn: 'La verifica in due passaggi è attiva: al prossimo accesso ti invieremo un codice per e-mail.',
  mfaOff: 'La verifica in due passaggi è stata disattivata.',
  anonymizeSent: 'Ti abbiamo inviato una e-mail per confermare la cancellazione del tuo account.',
  anonymizeInvalid: 'Il link di cancellazione non è valido o è scaduto: ripeti la richiesta.',
  anonymizeOrders: 'Non puoi cancellare l’account finché hai un ordine da ritirare: riprova dopo il ritiro.',
  anonymizeChecked: 'Conferma la cancellazione del tuo account.',
  anonymized: 'Il tuo account è stato cancellato. Grazie di aver fatto la spesa con noi.',
};

export interface AccountContext {
  ip: string;
  userId: number | null;
  sessionId: number | null;
  sessionData: Record<string, unknown>;
  /** When the session's login happened (its creation: a login always starts a new session). */
  sessionStartedAt?: Date;
}

export type LoginOutcome =
  | { kind: 'ok'; userId: number; rememberMe: boolean; firstName: string }
  | {
      kind: 'mfa';
      message: string;
      code: string;
      error: boolean;
      /** The PIN just sent: the route keeps it in the session (the PIN step skips the bot check). */
      pendingPin?: { userId: number; tokenId: number };
    };

export type ConfirmOutcome = 'success' | 'error' | 'already-confirmed';

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

export class AccountService {
  readonly repository: AccountRepository;
  private readonly fiscal: PersonFiscalRepository;
  private readonly limiter: RateLimiter;

  /**
   * `ordersToCollect` is the orders module's check (account deletion is refused while an order
   * waits to be collected, spec 000 §1); the composition root hands it in.
   */
  constructor(
    db: Database,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly ordersToCollect: (userId: number) => Promise<boolean>,
  ) {
    this.repository = new AccountRepository(db);
    this.fiscal = new PersonFiscalRepository(db);
    this.limiter = new RateLimiter(db);
  }

  // ---------------------------------------------------------------- limits

  private get windowMs(): number {
    return this.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  }
  private accountLimit(bucket: string, account: string, max = this.config.RATE_LIMIT_ACCOUNT_MAX): Limit {
    return { bucket, key: `acct:${account.trim().toLowerCase()}`, max, windowMs: this.windowMs };
  }
  private ipLimit(bucket: string, ip: string, max = this.config.RATE_LIMIT_IP_MAX): Limit {
    return { bucket, key: `ip:${ip}`, max, windowMs: this.windowMs };
  }

  // ---------------------------------------------------------------- user view

  async user(userId: number): Promise<User | null> {
    const row = await this.repository.userById(userId);
    if (!row || row.anonymizedAt) return null;
    return this.toUser(row);
  }

  /** The logged customer; 401 when the account is gone (anonymised meanwhile). */
  async requireUserView(userId: number): Promise<User> {
    const user = await this.user(userId);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  private async toUser(u: UserRow): Promise<User> {
    const personInfos = await this.repository.personInfos(u.userId);
    const contact = u.contact;
    const b = u.billingAddress;
    return {
      userId: u.userId,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      username: u.username,
      fidelityCard: u.fidelityCard,
      userType: { userTypeId: String(u.userTypeId) },
      betaTester: u.betaTester ? '1' : '0',
      hasFavorites: false,
      giftCertificatesReceived: 0,
      companyId: u.companyId,
      storeId: u.storeId,
      profile: { level: u.profileLevel },
      legals: [],
      crmUserSegments: [],
      mfaEnabled: u.mfaEnabled,
      person: {
        firstName: u.firstName,
        lastName: u.lastName,
        fiscalCode: u.fiscalCode,
        birthDate: u.birthDate,
        gender: u.gender,
        personInfos,
      },
      contact: {
        phone: contact.phone ?? u.phone ?? '',
        mobilePhone: contact.mobilePhone ?? '',
        phone2: contact.phone2 ?? '',
      },
      billingAddress: {
        address1: b.address1 ?? '',
        addressNumber: b.addressNumber ?? '',
        city: b.city ?? '',
        province: b.province ?? '',
        postalcode: b.postalcode ?? '',
        country: b.country ?? 'IT',
      },
    };
  }

  // ---------------------------------------------------------------- login

  /** The failure limits of a login on `account` (e-mail or username, lower-case) from `ip`. */
  private loginLimits(account: string, ip: string) {
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
  private async loginNeedsBotCheck(limits: ReturnType<AccountService['loginLimits']>): Promise<boolean> {
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
  private async reserveLoginAttempt(
    limits: ReturnType<AccountService['loginLimits']>,
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

  private async mailUnlockLink(user: UserRow): Promise<void> {
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
  private async secondFactor(
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

  // ---------------------------------------------------------------- one-time link tokens

  private async issueLinkToken(
    userId: number,
    purpose: TokenPurpose,
    ttlMs: number,
    payload: Record<string, unknown> = {},
  ): Promise<string> {
    await this.repository.revokeTokens(userId, purpose);
    const token = newToken();
    await this.repository.createToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      payload,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** A token that is unused and not expired, or undefined. */
  private async liveToken(purpose: TokenPurpose, token: string | undefined) {
    if (!token) return undefined;
    const row = await this.repository.tokenByHash(purpose, hashToken(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    return row;
  }

  private url(pathAndQuery: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${pathAndQuery}`;
  }

  // ---------------------------------------------------------------- registration

  async disclaimers(storeId: number | undefined, moduleTypeId: number | undefined, userId: number | null) {
    const rows = await this.repository.disclaimers(storeId ?? DEFAULT_DISCLAIMER_STORE, moduleTypeId ?? 2);
    const values = new Map(
      userId ? (await this.repository.personInfos(userId)).map((p) => [p.personInfoTypeId, p.value]) : [],
    );
    return rows.map((d) => {
      const v = values.get(d.personInfoTypeId);
      return { ...d, value: v === '1' ? 1 : v === '0' ? 0 : null };
    });
  }

  /**
   * ccno-registration-disclaimer/list: the disclaimers of the consortium that runs the shop for
   * the cooperatives (the default set, store 5: Sporta is the data controller of the online
   * service), then — with a cooperative's store_id — that cooperative's own ones. Each carries
   * its storeId and the logged customer's answer.
   */
  async consortiumDisclaimers(
    storeId: number | undefined,
    moduleTypeId: number | undefined,
    userId: number | null,
  ) {
    const own = await this.disclaimers(DEFAULT_DISCLAIMER_STORE, moduleTypeId, userId);
    if (storeId === undefined || storeId === DEFAULT_DISCLAIMER_STORE) return own;
    const store = await this.disclaimers(storeId, moduleTypeId, userId);
    // an unknown cooperative falls back to the default set, already listed
    return [...own, ...store.filter((d) => d.storeId === storeId)];
  }

  private consentChanges(
    userId: number,
    disclaimers: DisclaimerRow[],
    answers: { registrationDisclaimerId?: number; personInfoTypeId?: number; value: number }[],
    source: string,
    ip: string,
  ): ConsentChange[] {
    return answers.map((a) => {
      const d = disclaimers.find(
        (x) =>
          x.registrationDisclaimerId === a.registrationDisclaimerId ||
          x.personInfoTypeId === a.personInfoTypeId,
      );
      if (!d) throw AppError.business('error.registration.disclaimer_unknown', MSG.consentUnknown);
      return {
        userId,
        registrationDisclaimerId: d.registrationDisclaimerId,
        personInfoTypeId: d.personInfoTypeId,
        value: String(a.value),
        disclaimerVersion: d.version,
        disclaimerTitle: d.disclaimerTitle,
        source,
        ip,
      };
    });
  }

  async register(ctx: AccountContext, body: RegisterUserBody): Promise<string> {
    if (!this.config.REGISTRATION_ENABLED)
      throw AppError.business('error.registration.disabled', MSG.registrationDisabled);
    await this.limiter.hit(this.ipLimit('register', ctx.ip, this.config.RATE_LIMIT_REQUEST_IP_MAX));

    const disclaimers = await this.repository.disclaimers(body.storeId, 2);
    const answered = new Map<number, number>();
    for (const a of body.disclaimers) {
      const d = disclaimers.find(
        (x) =>
          x.registrationDisclaimerId === a.registrationDisclaimerId ||
          x.personInfoTypeId === a.personInfoTypeId,
      );
      if (d) answered.set(d.registrationDisclaimerId, a.value);
    }
    const missing = disclaimers.find((d) => d.required && answered.get(d.registrationDisclaimerId) !== 1);
    if (missing)
      throw AppError.business(
        'error.registration.disclaimer_required',
        MSG.disclaimerRequired(missing.disclaimerTitle),
      );

    // A known and a new address answer the same, in the same time and under the same limits
    // (no user enumeration): both count on the address's mail limit, both hash the password,
    // both send one mail.
    await this.limiter.hit(
      this.accountLimit('mail', body.email.trim().toLowerCase(), this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    const passwordHash = await hashPassword(body.password);
    const existing = await this.repository.userByEmail(body.email);
    if (existing) {
      // Same answer as a new registration: the owner of the address is told by mail.
      if (!existing.anonymizedAt)
        await this.mailer.send(
          mails.toMessage(
            existing.email,
            mails.alreadyRegisteredMail(existing.firstName, this.url('/reset-password-request')),
          ),
        );
      return MSG.registered;
    }
    const userId = await this.repository.createUser({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      fiscalCode: body.fiscalCode,
      phone: body.phone,
      storeId: body.storeId,
      birthDate: body.birthDate,
      gender: body.gender,
      fidelityCard: body.fidelityCard || undefined,
    });
    if (!userId) return MSG.registered; // registered concurrently with the same address
    const answers = disclaimers
      .filter((d) => answered.has(d.registrationDisclaimerId))
      .map((d) => ({
        registrationDisclaimerId: d.registrationDisclaimerId,
        value: answered.get(d.registrationDisclaimerId)!,
      }));
    await this.repository.recordConsents(
      this.consentChanges(userId, disclaimers, answers, 'registration', ctx.ip),
    );
    await this.sendConfirmation(userId, body.email, body.firstName);
    return MSG.registered;
  }

  private async sendConfirmation(userId: number, email: string, firstName: string): Promise<void> {
    const token = await this.issueLinkToken(userId, 'registration_confirm', CONFIRM_DAYS * 86_400_000);
    const link = this.url(
      `/ebsn/api/registration/registration_confirm?e_mail=${encodeURIComponent(email)}&reg_control_code=${encodeURIComponent(token)}`,
    );
    await this.mailer.send(mails.toMessage(email, mails.registrationConfirmMail(firstName, link)));
  }

  async confirmRegistration(email: string, code: string): Promise<ConfirmOutcome> {
    const user = email ? await this.repository.userByEmail(email) : undefined;
    if (!user || user.anonymizedAt) return 'error';
    if (user.confirmedAt) return 'already-confirmed';
    const token = await this.liveToken('registration_confirm', code);
    if (!token || token.userId !== user.userId) return 'error';
    if (!(await this.repository.useToken(token.tokenId))) return 'already-confirmed';
    await this.repository.updateUser(user.userId, { confirmedAt: new Date() });
    return 'success';
  }

  async resendConfirmation(ctx: AccountContext, email: string): Promise<string> {
    await this.limiter.hit(this.ipLimit('register', ctx.ip, this.config.RATE_LIMIT_REQUEST_IP_MAX));
    const user = await this.repository.userByEmail(email);
    if (user && !user.confirmedAt && !user.anonymizedAt) {
      await this.limiter.hit(
        this.accountLimit('mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
      );
      await this.sendConfirmation(user.userId, user.email, user.firstName);
    }
    return MSG.confirmResent;
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

  private async resetToken(ctx: AccountContext, email: string | undefined, token: string | undefined) {
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
  private async checkPassword(ctx: AccountContext, user: UserRow, password: string): Promise<void> {
    const limits = this.loginLimits(user.emailLower, ctx.ip);
    const reserved = await this.reserveLoginAttempt(limits, user);
    const ok = await verifyPassword(password, user.passwordHash).catch(async (err: unknown) => {
      await this.limiter.release(reserved);
      throw err;
    });
    if (!ok) throw AppError.business('error.registration.wrong_password', MSG.passwordWrong);
    await this.limiter.release(reserved);
  }

  private async requireRow(userId: number): Promise<UserRow> {
    const user = await this.repository.userById(userId);
    if (!user || user.anonymizedAt) throw AppError.unauthorized();
    return user;
  }

  // ---------------------------------------------------------------- profile

  async updateUserDetail(userId: number, body: z.infer<typeof updateUserDetailBodySchema>) {
    await this.requireRow(userId);
    await this.repository.updateUser(userId, {
      firstName: body.firstName || undefined,
      lastName: body.lastName || undefined,
      birthDate: body.birthDate,
      gender: body.gender,
      fidelityCard: body.fidelityCard === undefined ? undefined : body.fidelityCard || null,
      fiscalCode: body.fiscalCode ? body.fiscalCode.toUpperCase() : undefined,
    });
    return MSG.profileUpdated;
  }

  async updateContact(userId: number, body: z.infer<typeof updateContactBodySchema>) {
    const user = await this.requireRow(userId);
    const contact = { ...user.contact };
    for (const key of ['phone', 'mobilePhone', 'phone2'] as const)
      if (body[key] !== undefined) contact[key] = body[key];
    await this.repository.updateUser(userId, {
      contact,
      phone: contact.phone || contact.mobilePhone || null,
    });
    return MSG.profileUpdated;
  }

  async updateBillingAddress(userId: number, body: z.infer<typeof billingAddressBodySchema>) {
    await this.requireRow(userId);
    await this.repository.updateUser(userId, {
      billingAddress: {
        address1: body.address1,
        addressNumber: body.addressNumber ?? '',
        city: body.city,
        province: (body.province ?? '').toUpperCase(),
        postalcode: body.postalcode,
        country: (body.country ?? 'IT').toUpperCase(),
      },
    });
    return MSG.profileUpdated;
  }

  async updateUsername(userId: number, username: string) {
    await this.requireRow(userId);
    if (await this.repository.usernameTaken(username, userId))
      throw AppError.business('error.registration.username_taken', MSG.usernameTaken);
    await this.repository.updateUser(userId, { username });
    return MSG.profileUpdated;
  }

  async updatePersonInfo(ctx: AccountContext & { userId: number }, personInfoTypeId: number, value: string) {
    await this.requireRow(ctx.userId);
    const disclaimer = await this.repository.disclaimerByPersonInfoType(personInfoTypeId);
    if (disclaimer) {
      if (value !== '0' && value !== '1')
        throw AppError.business(
          'error.registration.consent_value',
          'Il consenso vale 1 (dato) o 0 (negato).',
        );
      await this.repository.recordConsents(
        this.consentChanges(
          ctx.userId,
          [disclaimer],
          [{ personInfoTypeId, value: Number(value) }],
          'update_person_info',
          ctx.ip,
        ),
      );
    } else {
      await this.repository.setPersonInfo(ctx.userId, personInfoTypeId, value);
    }
    return MSG.profileUpdated;
  }

  /**
   * Asks to change the e-mail: a confirmation link goes to the new address and a notice with an
   * undo link to the current one. Needs the current password, unless the session logged in in
   * the last EMAIL_CHANGE_FRESH_MINUTES.
   */
  async requestEmailChange(
    ctx: AccountContext & { userId: number },
    newEmail: string,
    password: string | undefined,
  ) {
    const user = await this.requireRow(ctx.userId);
    const fresh =
      ctx.sessionStartedAt !== undefined &&
      Date.now() - ctx.sessionStartedAt.getTime() <= EMAIL_CHANGE_FRESH_MINUTES * 60_000;
    if (password) await this.checkPassword(ctx, user, password);
    else if (!fresh) throw AppError.business('error.registration.password_required', MSG.emailChangePassword);
    await this.limiter.hit(
      this.accountLimit('mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    if (await this.repository.emailTaken(newEmail, ctx.userId))
      throw AppError.business('error.registration.email_not_available', MSG.emailTaken);
    const token = await this.issueLinkToken(ctx.userId, 'email_change', EMAIL_CHANGE_HOURS * 3_600_000, {
      newEmail,
    });
    const undo = await this.issueLinkToken(ctx.userId, 'email_change_undo', EMAIL_UNDO_DAYS * 86_400_000, {
      oldEmail: user.email,
      newEmail,
    });
    const link = this.url(`/profile/email-updated?token=${encodeURIComponent(token)}`);
    await this.mailer.send(mails.toMessage(newEmail, mails.emailChangeMail(user.firstName, link)));
    const undoLink = this.url(`/ebsn/api/registration/update_email_undo?token=${encodeURIComponent(undo)}`);
    await this.mailer.send(
      mails.toMessage(user.email, mails.emailChangeNoticeMail(user.firstName, newEmail, undoLink)),
    );
    return MSG.emailChangeSent;
  }

  async confirmEmailChange(token: string) {
    const row = await this.liveToken('email_change', token);
    const newEmail = typeof row?.payload.newEmail === 'string' ? row.payload.newEmail : undefined;
    if (!row || !newEmail)
      throw AppError.business('error.registration.email_change_invalid', MSG.emailChangeInvalid);
    const user = await this.repository.userById(row.userId);
    if (!user || user.anonymizedAt)
      throw AppError.business('error.registration.email_change_invalid', MSG.emailChangeInvalid);
    if (await this.repository.emailTaken(newEmail, user.userId))
      throw AppError.business('error.registration.email_not_available', MSG.emailTaken);
    if (!(await this.repository.useToken(row.tokenId)))
      throw AppError.business('error.registration.email_change_invalid', MSG.emailChangeInvalid);
    await this.repository.updateUser(user.userId, { email: newEmail });
    return MSG.emailChanged;
  }

  /**
   * The undo link mailed to the old address: a pending change is dropped; a confirmed one is
   * reverted. Either way every session of the account ends and pending reset links die, so a
   * thief who changed the address and the password is out. Returns the user's id, or null when
   * the link is not valid.
   */
  async undoEmailChange(token: string): Promise<number | null> {
    const row = await this.liveToken('email_change_undo', token);
    const oldEmail = typeof row?.payload.oldEmail === 'string' ? row.payload.oldEmail : undefined;
    const user = row ? await this.repository.userById(row.userId) : undefined;
    if (!row || !oldEmail || !user || user.anonymizedAt) return null;
    if (!(await this.repository.useToken(row.tokenId))) return null;
    await this.repository.revokeTokens(user.userId, 'email_change');
    await this.repository.revokeTokens(user.userId, 'password_reset');
    await this.repository.revokeTokens(user.userId, 'mfa_pin');
    if (
      user.emailLower !== oldEmail.toLowerCase() &&
      !(await this.repository.emailTaken(oldEmail, user.userId))
    )
      await this.repository.updateUser(user.userId, { email: oldEmail });
    return user.userId;
  }

  // ---------------------------------------------------------------- fiscal persons

  personFiscals(userId: number) {
    return this.fiscal.personFiscals(userId);
  }

  async insertPersonFiscal(userId: number, b: z.infer<typeof insertBillingAddressBodySchema>) {
    await this.requireRow(userId);
    const id = await this.fiscal.insertPersonFiscal(userId, {
      personType: b.personType,
      companyName: b.companyName || null,
      firstName: b.firstName || null,
      lastName: b.lastName || null,
      fiscalCode: b.fiscalCode ? b.fiscalCode.toUpperCase() : null,
      vatCode: b.vatCode || null,
      address1: b.address1,
      addressNumber: b.addressNumber,
      city: b.city,
      province: b.province.toUpperCase(),
      postalcode: b.postalcode,
      country: b.country.toUpperCase(),
      sdiCode: b.sdiCode || null,
      pec: b.pec || null,
    });
    return id;
  }

  async deletePersonFiscal(userId: number, personFiscalId: number) {
    if (!(await this.fiscal.deletePersonFiscal(userId, personFiscalId)))
      throw AppError.business('error.person_fiscal.not_found', MSG.personFiscalNotFound);
    return MSG.personFiscalDeleted;
  }

  // ---------------------------------------------------------------- consents

  private async userStore(userId: number, storeId?: number): Promise<number> {
    if (storeId) return storeId;
    return (await this.repository.userById(userId))?.storeId ?? DEFAULT_DISCLAIMER_STORE;
  }

  async userDisclaimers(userId: number, storeId?: number, moduleTypeId?: number) {
    return this.disclaimers(await this.userStore(userId, storeId), moduleTypeId, userId);
  }

  async checkDisclaimer(userId: number, storeId?: number) {
    const store = await this.userStore(userId, storeId);
    const list = await this.disclaimers(store, 2, userId);
    const missing = list.filter((d) => d.required && d.value !== 1).map((d) => d.registrationDisclaimerId);
    return { storeId: store, accepted: missing.length === 0, missing };
  }

  async updateDisclaimers(
    ctx: AccountContext & { userId: number },
    storeId: number | undefined,
    answers: { registrationDisclaimerId?: number; personInfoTypeId?: number; value: number }[],
  ) {
    const store = await this.userStore(ctx.userId, storeId);
    const disclaimers = await this.repository.disclaimers(store, 2);
    const changes = this.consentChanges(ctx.userId, disclaimers, answers, 'update-disclaimer', ctx.ip);
    await this.repository.recordConsents(changes);
    return MSG.consentsSaved;
  }

  // ---------------------------------------------------------------- second factor

  async mfaEnabled(userId: number) {
    return (await this.requireRow(userId)).mfaEnabled;
  }

  async updateMfa(ctx: AccountContext & { userId: number }, enabled: boolean, password: string) {
    const user = await this.requireRow(ctx.userId);
    await this.checkPassword(ctx, user, password);
    await this.repository.updateUser(user.userId, { mfaEnabled: enabled });
    return enabled ? MSG.mfaOn : MSG.mfaOff;
  }

  // ---------------------------------------------------------------- deletion

  async requestAnonymize(userId: number) {
    const user = await this.requireRow(userId);
    if (await this.ordersToCollect(userId))
      throw AppError.business('error.registration.orders_to_collect', MSG.anonymizeOrders);
    await this.limiter.hit(
      this.accountLimit('mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    const token = await this.issueLinkToken(userId, 'anonymize', ANONYMIZE_MINUTES * 60_000);
    const link = this.url(
      `/profile/anonymize-confirm?login=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`,
    );
    await this.mailer.send(mails.toMessage(user.email, mails.anonymizeMail(user.firstName, link)));
    return MSG.anonymizeSent;
  }

  /** Checks the mailed token for the logged user; returns its id, to be kept in the session. */
  async checkAnonymizeToken(userId: number, login: string | undefined, token: string): Promise<number> {
    const row = await this.liveToken('anonymize', token);
    const user = await this.requireRow(userId);
    if (!row || row.userId !== userId || (login && login.trim().toLowerCase() !== user.emailLower))
      throw AppError.business('error.registration.anonymize_token_invalid', MSG.anonymizeInvalid);
    return row.tokenId;
  }

  /** Anonymises the account of a checked token (by id, from the session, or by the token itself). */
  async anonymize(userId: number, checked: { tokenId?: number; token?: string }) {
    const row = checked.token
      ? await this.liveToken('anonymize', checked.token)
      : checked.tokenId
        ? await this.repository.tokenById(checked.tokenId)
        : undefined;
    if (
      !row ||
      row.userId !== userId ||
      row.purpose !== 'anonymize' ||
      row.usedAt ||
      row.expiresAt.getTime() <= Date.now()
    )
      throw AppError.business('error.registration.anonymize_token_invalid', MSG.anonymizeInvalid);
    if (await this.ordersToCollect(userId))
      throw AppError.business('error.registration.orders_to_collect', MSG.anonymizeOrders);
    if (!(await this.repository.useToken(row.tokenId)))
      throw AppError.business('error.registration.anonymize_token_invalid', MSG.anonymizeInvalid);
    await this.repository.anonymize(userId);
    return MSG.anonymized;
  }
}
