// SQL of the account module: users, one-time tokens, disclaimers and consents,
// fiscal persons, redeemed bot-check challenges. Rows are mapped to camelCase.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import { PersonFiscalRepository } from './person-fiscal.repository';

export type TokenPurpose =
  | 'registration_confirm'
  /** a registration from a loyalty card: its link also links the card it proved */
  | 'registration_card_confirm'
  | 'mfa_pin'
  | 'password_reset'
  | 'email_change'
  | 'email_change_undo'
  | 'login_unlock'
  | 'anonymize';

export interface UserRow {
  userId: number;
  email: string;
  emailLower: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  fiscalCode: string | null;
  phone: string | null;
  userTypeId: number;
  storeId: number | null;
  fidelityCard: string | null;
  mfaEnabled: boolean;
  isStaff: boolean;
  confirmedAt: Date | null;
  anonymizedAt: Date | null;
  username: string | null;
  birthDate: string | null;
  gender: string | null;
  profileLevel: number;
  betaTester: boolean;
  companyId: number | null;
  contact: Record<string, string>;
  billingAddress: Record<string, string>;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  fiscalCode: string;
  phone: string;
  storeId: number;
  birthDate?: string;
  gender?: string;
  fidelityCard?: string;
}

export interface UserPatch {
  email?: string;
  passwordHash?: string | null;
  firstName?: string;
  lastName?: string;
  fiscalCode?: string | null;
  phone?: string | null;
  storeId?: number | null;
  fidelityCard?: string | null;
  mfaEnabled?: boolean;
  confirmedAt?: Date | null;
  anonymizedAt?: Date | null;
  username?: string | null;
  birthDate?: string | null;
  gender?: string | null;
  contact?: Record<string, string>;
  billingAddress?: Record<string, string>;
}

export interface TokenRow {
  tokenId: number;
  userId: number;
  purpose: string;
  tokenHash: Buffer;
  salt: Buffer | null;
  payload: Record<string, unknown>;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface DisclaimerRow {
  registrationDisclaimerId: number;
  storeId: number;
  personInfoTypeId: number;
  disclaimerTitle: string;
  disclaimerContent: string;
  disclaimerUrl: string | null;
  disclaimerHtml: string;
  priority: number;
  required: boolean;
  marketing: boolean;
  version: string;
}

export interface ConsentChange {
  userId: number;
  registrationDisclaimerId: number | null;
  personInfoTypeId: number;
  value: string;
  disclaimerVersion: string | null;
  disclaimerTitle: string | null;
  source: string;
  ip: string | null;
}

/** The default disclaimer set, answered for an unknown store (spec 000 §9: default store_id 5). */
export const DEFAULT_DISCLAIMER_STORE = 5;

const userColumns = [
  'user_id',
  'email',
  'email_lower',
  'password_hash',
  'first_name',
  'last_name',
  'fiscal_code',
  'phone',
  'user_type_id',
  'store_id',
  'fidelity_card',
  'mfa_enabled',
  'is_staff',
  'confirmed_at',
  'anonymized_at',
  'username',
  'birth_date',
  'gender',
  'profile_level',
  'beta_tester',
  'company_id',
  'contact',
  'billing_address',
] as const;

export type { NewPersonFiscal, PersonFiscalRow } from './person-fiscal.repository';

export class AccountRepository {
  constructor(private readonly db: Database) {}

  private mapUser(r: {
    user_id: number;
    email: string;
    email_lower: string;
    password_hash: string | null;
    first_name: string;
    last_name: string;
    fiscal_code: string | null;
    phone: string | null;
    user_type_id: number;
    store_id: number | null;
    fidelity_card: string | null;
    mfa_enabled: boolean;
    is_staff: boolean;
    confirmed_at: Date | null;
    anonymized_at: Date | null;
    username: string | null;
    birth_date: string | Date | null;
    gender: string | null;
    profile_level: number;
    beta_tester: boolean;
    company_id: number | null;
    contact: Record<string, string> | null;
    billing_address: Record<string, string> | null;
  }): UserRow {
    const birth = r.birth_date;
    return {
      userId: Number(r.user_id),
      email: r.email,
      emailLower: r.email_lower,
      passwordHash: r.password_hash,
      firstName: r.first_name,
      lastName: r.last_name,
      fiscalCode: r.fiscal_code,
      phone: r.phone,
      userTypeId: r.user_type_id,
      storeId: r.store_id,
      fidelityCard: r.fidelity_card,
      mfaEnabled: r.mfa_enabled,
      isStaff: r.is_staff,
      confirmedAt: r.confirmed_at,
      anonymizedAt: r.anonymized_at,
      username: r.username,
      birthDate: birth instanceof Date ? birth.toISOString().slice(0, 10) : birth,
      gender: r.gender,
      profileLevel: r.profile_level,
      betaTester: r.beta_tester,
      companyId: r.company_id,
      contact: r.contact ?? {},
      billingAddress: r.billing_address ?? {},
    };
  }

  async userById(userId: number): Promise<UserRow | undefined> {
    const r = await this.db
      .selectFrom('app_user')
      .select(userColumns)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r ? this.mapUser(r) : undefined;
  }

  /** By e-mail (case-insensitive) or by username. */
  async userByLogin(login: string): Promise<UserRow | undefined> {
    const lower = login.trim().toLowerCase();
    const r = await this.db
      .selectFrom('app_user')
      .select(userColumns)
      .where((eb) => eb.or([eb('email_lower', '=', lower), eb(sql`lower(username)`, '=', lower)]))
      .orderBy(sql`email_lower = ${lower}`, 'desc')
      .executeTakeFirst();
    return r ? this.mapUser(r) : undefined;
  }

  async userByEmail(email: string): Promise<UserRow | undefined> {
    const r = await this.db
      .selectFrom('app_user')
      .select(userColumns)
      .where('email_lower', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return r ? this.mapUser(r) : undefined;
  }

  async usernameTaken(username: string, exceptUserId: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('app_user')
      .select('user_id')
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('user_id', '!=', exceptUserId)
      .executeTakeFirst();
    return Boolean(r);
  }

  async createUser(u: NewUser): Promise<number> {
    const row = await this.db
      .insertInto('app_user')
      .values({
        email: u.email,
        email_lower: u.email.toLowerCase(),
        password_hash: u.passwordHash,
        first_name: u.firstName,
        last_name: u.lastName,
        fiscal_code: u.fiscalCode,
        phone: u.phone,
        store_id: u.storeId,
        birth_date: u.birthDate ?? null,
        gender: u.gender ?? null,
        fidelity_card: u.fidelityCard ?? null,
        contact: JSON.stringify({ phone: u.phone }),
      })
      .onConflict((oc) => oc.column('email_lower').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row ? Number(row.user_id) : 0;
  }

  async updateUser(userId: number, p: UserPatch): Promise<void> {
    const set: Record<string, unknown> = { updated_at: new Date() };
    if (p.email !== undefined) {
      set.email = p.email;
      set.email_lower = p.email.toLowerCase();
    }
    if (p.passwordHash !== undefined) set.password_hash = p.passwordHash;
    if (p.firstName !== undefined) set.first_name = p.firstName;
    if (p.lastName !== undefined) set.last_name = p.lastName;
    if (p.fiscalCode !== undefined) set.fiscal_code = p.fiscalCode;
    if (p.phone !== undefined) set.phone = p.phone;
    if (p.storeId !== undefined) set.store_id = p.storeId;
    if (p.fidelityCard !== undefined) set.fidelity_card = p.fidelityCard;
    if (p.mfaEnabled !== undefined) set.mfa_enabled = p.mfaEnabled;
    if (p.confirmedAt !== undefined) set.confirmed_at = p.confirmedAt;
    if (p.anonymizedAt !== undefined) set.anonymized_at = p.anonymizedAt;
    if (p.username !== undefined) set.username = p.username;
    if (p.birthDate !== undefined) set.birth_date = p.birthDate;
    if (p.gender !== undefined) set.gender = p.gender;
    if (p.contact !== undefined) set.contact = JSON.stringify(p.contact);
    if (p.billingAddress !== undefined) set.billing_address = JSON.stringify(p.billingAddress);
    await this.db.updateTable('app_user').set(set).where('user_id', '=', userId).execute();
  }

  async emailTaken(email: string, exceptUserId: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('app_user')
      .select('user_id')
      .where('email_lower', '=', email.toLowerCase())
      .where('user_id', '!=', exceptUserId)
      .executeTakeFirst();
    return Boolean(r);
  }

  // ---------------------------------------------------------------- tokens

  async createToken(t: {
    userId: number;
    purpose: TokenPurpose;
    tokenHash: Buffer;
    salt?: Buffer;
    payload?: Record<string, unknown>;
    expiresAt: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('account_token')
      .values({
        user_id: t.userId,
        purpose: t.purpose,
        token_hash: t.tokenHash,
        salt: t.salt ?? null,
        payload: JSON.stringify(t.payload ?? {}),
        expires_at: t.expiresAt,
      })
      .returning('token_id')
      .executeTakeFirstOrThrow();
    return Number(row.token_id);
  }

  private mapToken(r: {
    token_id: number;
    user_id: number;
    purpose: string;
    token_hash: Buffer;
    salt: Buffer | null;
    payload: Record<string, unknown>;
    attempts: number;
    expires_at: Date;
    used_at: Date | null;
  }): TokenRow {
    return {
      tokenId: Number(r.token_id),
      userId: Number(r.user_id),
      purpose: r.purpose,
      tokenHash: Buffer.from(r.token_hash),
      salt: r.salt ? Buffer.from(r.salt) : null,
      payload: r.payload ?? {},
      attempts: r.attempts,
      expiresAt: r.expires_at,
      usedAt: r.used_at,
    };
  }

  private tokenQuery() {
    return this.db
      .selectFrom('account_token')
      .select([
        'token_id',
        'user_id',
        'purpose',
        'token_hash',
        'salt',
        'payload',
        'attempts',
        'expires_at',
        'used_at',
      ]);
  }

  async tokenByHash(purpose: TokenPurpose, tokenHash: Buffer): Promise<TokenRow | undefined> {
    const r = await this.tokenQuery()
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return r ? this.mapToken(r) : undefined;
  }

  async tokenById(tokenId: number): Promise<TokenRow | undefined> {
    const r = await this.tokenQuery().where('token_id', '=', tokenId).executeTakeFirst();
    return r ? this.mapToken(r) : undefined;
  }

  /** The newest unused token of a purpose (the PIN being typed). */
  async activeToken(userId: number, purpose: TokenPurpose): Promise<TokenRow | undefined> {
    const r = await this.tokenQuery()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('token_id', 'desc')
      .executeTakeFirst();
    return r ? this.mapToken(r) : undefined;
  }

  /** Counts a wrong attempt; returns the new count. */
  async addAttempt(tokenId: number): Promise<number> {
    const r = await this.db
      .updateTable('account_token')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('token_id', '=', tokenId)
      .returning('attempts')
      .executeTakeFirst();
    return r?.attempts ?? 0;
  }

  /** Spends a token once: false when someone else spent it first. */
  async useToken(tokenId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('account_token')
      .set({ used_at: new Date() })
      .where('token_id', '=', tokenId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Spends every open token of a purpose (a new one replaces them). */
  async revokeTokens(userId: number, purpose?: TokenPurpose): Promise<void> {
    let q = this.db
      .updateTable('account_token')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null);
    if (purpose) q = q.where('purpose', '=', purpose);
    await q.execute();
  }

  // ---------------------------------------------------------------- disclaimers, consents

  async disclaimers(storeId: number, moduleTypeId: number): Promise<DisclaimerRow[]> {
    const load = (store: number) =>
      this.db
        .selectFrom('registration_disclaimer')
        .select([
          'registration_disclaimer_id',
          'store_id',
          'person_info_type_id',
          'disclaimer_title',
          'disclaimer_content',
          'disclaimer_url',
          'disclaimer_html',
          'priority',
          'required',
          'marketing',
          'version',
        ])
        .where('store_id', '=', store)
        .where('registration_module_type_id', '=', moduleTypeId)
        .orderBy('priority')
        .execute();
    let rows = await load(storeId);
    if (rows.length === 0 && storeId !== DEFAULT_DISCLAIMER_STORE)
      rows = await load(DEFAULT_DISCLAIMER_STORE);
    return rows.map((r) => ({
      registrationDisclaimerId: r.registration_disclaimer_id,
      storeId: r.store_id,
      personInfoTypeId: r.person_info_type_id,
      disclaimerTitle: r.disclaimer_title,
      disclaimerContent: r.disclaimer_content,
      disclaimerUrl: r.disclaimer_url,
      disclaimerHtml: r.disclaimer_html,
      priority: r.priority,
      required: r.required,
      marketing: r.marketing,
      version: r.version,
    }));
  }

  async disclaimerByPersonInfoType(personInfoTypeId: number): Promise<DisclaimerRow | undefined> {
    const r = await this.db
      .selectFrom('registration_disclaimer')
      .select(['store_id'])
      .where('person_info_type_id', '=', personInfoTypeId)
      .executeTakeFirst();
    if (!r) return undefined;
    return (await this.disclaimers(r.store_id, 2)).find((d) => d.personInfoTypeId === personInfoTypeId);
  }

  async personInfos(userId: number): Promise<{ personInfoTypeId: number; value: string }[]> {
    const rows = await this.db
      .selectFrom('user_person_info')
      .select(['person_info_type_id', 'value'])
      .where('user_id', '=', userId)
      .orderBy('person_info_type_id')
      .execute();
    return rows.map((r) => ({ personInfoTypeId: r.person_info_type_id, value: r.value }));
  }

  async setPersonInfo(userId: number, personInfoTypeId: number, value: string): Promise<void> {
    await this.db
      .insertInto('user_person_info')
      .values({ user_id: userId, person_info_type_id: personInfoTypeId, value })
      .onConflict((oc) =>
        oc.columns(['user_id', 'person_info_type_id']).doUpdateSet({ value, updated_at: new Date() }),
      )
      .execute();
  }

  /** Writes the new values and their history rows in one transaction. */
  async recordConsents(changes: ConsentChange[]): Promise<void> {
    if (changes.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const c of changes) {
        await trx
          .insertInto('user_person_info')
          .values({ user_id: c.userId, person_info_type_id: c.personInfoTypeId, value: c.value })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'person_info_type_id'])
              .doUpdateSet({ value: c.value, updated_at: new Date() }),
          )
          .execute();
      }
      await trx
        .insertInto('user_consent_history')
        .values(
          changes.map((c) => ({
            user_id: c.userId,
            registration_disclaimer_id: c.registrationDisclaimerId,
            person_info_type_id: c.personInfoTypeId,
            value: c.value,
            disclaimer_version: c.disclaimerVersion,
            disclaimer_title: c.disclaimerTitle,
            source: c.source,
            ip: c.ip,
          })),
        )
        .execute();
    });
  }

  // ---------------------------------------------------------------- deletion

  /** Replaces personal data with placeholders; orders and consent proofs stay, without personal data. */
  async anonymize(userId: number): Promise<void> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({
          email: `anonimo-${userId}@anonymized.invalid`,
          email_lower: `anonimo-${userId}@anonymized.invalid`,
          password_hash: null,
          first_name: 'Anonimo',
          last_name: '',
          fiscal_code: null,
          phone: null,
          fidelity_card: null,
          mfa_enabled: false,
          username: null,
          birth_date: null,
          gender: null,
          contact: JSON.stringify({}),
          billing_address: JSON.stringify({}),
          anonymized_at: now,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
      await new PersonFiscalRepository(trx).anonymize(userId, now);
      await trx.updateTable('user_consent_history').set({ ip: null }).where('user_id', '=', userId).execute();
      await trx
        .updateTable('account_token')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    });
  }

  // ---------------------------------------------------------------- bot check

  /** Marks a solved challenge as redeemed: false when it was already. */
  async redeemChallenge(challengeId: string, expiresAt: Date): Promise<boolean> {
    await this.db.deleteFrom('altcha_used').where('expires_at', '<', new Date()).execute();
    const r = await this.db
      .insertInto('altcha_used')
      .values({ challenge_id: challengeId, expires_at: expiresAt })
      .onConflict((oc) => oc.column('challenge_id').doNothing())
      .returning('challenge_id')
      .executeTakeFirst();
    return Boolean(r);
  }
}
