// The account area's shared ground: the repositories, rate limits, the user view, one-time
// link tokens and consent changes. AccountLoginService and AccountService build on it.
import type { User } from '@sporta/contracts';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { RateLimiter, type Limit } from '../../platform/rate-limit';
import { hashToken, newToken } from '../../platform/tokens';
import {
  AccountRepository,
  type ConsentChange,
  type DisclaimerRow,
  type TokenPurpose,
  type UserRow,
} from './account.repository';
import { PersonFiscalRepository } from './person-fiscal.repository';
import { MSG } from './account.messages';

export class AccountServiceBase {
  readonly repository: AccountRepository;
  protected readonly fiscal: PersonFiscalRepository;
  protected readonly limiter: RateLimiter;

  /**
   * `ordersToCollect` is the orders module's check (account deletion is refused while an order
   * waits to be collected, spec 000 §1); the composition root hands it in.
   */
  constructor(
    db: Database,
    protected readonly config: Config,
    protected readonly mailer: Mailer,
    protected readonly ordersToCollect: (userId: number) => Promise<boolean>,
    /** What other modules let go of an anonymised account (the loyalty cards it held). */
    protected readonly afterAnonymize: (userId: number) => Promise<void> = async () => {},
  ) {
    this.repository = new AccountRepository(db);
    this.fiscal = new PersonFiscalRepository(db);
    this.limiter = new RateLimiter(db);
  }

  // ---------------------------------------------------------------- limits

  protected get windowMs(): number {
    return this.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  }
  protected accountLimit(bucket: string, account: string, max = this.config.RATE_LIMIT_ACCOUNT_MAX): Limit {
    return { bucket, key: `acct:${account.trim().toLowerCase()}`, max, windowMs: this.windowMs };
  }
  protected ipLimit(bucket: string, ip: string, max = this.config.RATE_LIMIT_IP_MAX): Limit {
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

  protected async toUser(u: UserRow): Promise<User> {
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

  // ---------------------------------------------------------------- one-time link tokens

  protected async issueLinkToken(
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
  protected async liveToken(purpose: TokenPurpose, token: string | undefined) {
    if (!token) return undefined;
    const row = await this.repository.tokenByHash(purpose, hashToken(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    return row;
  }

  protected url(pathAndQuery: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${pathAndQuery}`;
  }

  protected consentChanges(
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

  protected async requireRow(userId: number): Promise<UserRow> {
    const user = await this.repository.userById(userId);
    if (!user || user.anonymizedAt) throw AppError.unauthorized();
    return user;
  }
}
