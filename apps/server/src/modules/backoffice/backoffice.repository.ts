// Staff accounts and the audit log (owner of staff_user and staff_audit). Customer search reads
// the customers' table and their order numbers; it never writes them.
import { sql } from 'kysely';
import type { Database } from '../../platform/db';

export const STAFF_ROLES = [
  'operator',
  'content_editor',
  'leaflet_editor',
  'store_manager',
  'picker',
  'marketing',
  'admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffRecord {
  staffUserId: number;
  username: string;
  displayName: string;
  email: string | null;
  passwordHash: string | null;
  totpSecret: string | null;
  totpConfirmed: boolean;
  totpLastStep: number | null;
  roles: StaffRole[];
  active: boolean;
  /** The warehouses a store manager or picker works for; null: every warehouse. */
  warehouseIds: number[] | null;
}

export interface CustomerHit {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  fiscalCode: string | null;
  fidelityCard: string | null;
  phone: string | null;
  storeId: number | null;
  userTypeId: number;
  lastOrderId: number | null;
  /** What matched the search: name, email, fiscalCode, card, order. */
  matchedBy: string;
}

export interface AuditEntry {
  auditId: number;
  staffUserId: number;
  staffName: string;
  userId: number | null;
  customerName: string | null;
  action: string;
  summary: string;
  outcome: 'ok' | 'refused' | 'failed';
  before: unknown;
  after: unknown;
  input: unknown;
  createdAt: Date;
}

export interface NewAuditEntry {
  staffUserId: number;
  userId: number | null;
  sessionId: number | null;
  action: string;
  summary: string;
  outcome: 'ok' | 'refused' | 'failed';
  before?: unknown;
  after?: unknown;
  input?: unknown;
}

const staffColumns = [
  'staff_user_id',
  'username',
  'display_name',
  'email',
  'password_hash',
  'totp_secret',
  'totp_confirmed_at',
  'totp_last_step',
  'roles',
  'active',
  'warehouse_ids',
] as const;

type StaffRow = {
  staff_user_id: number;
  username: string;
  display_name: string;
  email: string | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed_at: Date | null;
  totp_last_step: string | null;
  roles: string[];
  warehouse_ids: number[] | null;
  active: boolean;
};

function toStaff(r: StaffRow): StaffRecord {
  return {
    staffUserId: Number(r.staff_user_id),
    username: r.username,
    displayName: r.display_name,
    email: r.email,
    passwordHash: r.password_hash,
    totpSecret: r.totp_secret,
    totpConfirmed: r.totp_confirmed_at !== null,
    totpLastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
    roles: r.roles.filter((x): x is StaffRole => (STAFF_ROLES as readonly string[]).includes(x)),
    active: r.active,
    warehouseIds: r.warehouse_ids,
  };
}

/** The customer columns a search hit shows (as `u.*`). */
const CUSTOMER_COLUMNS = [
  'u.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.fiscal_code',
  'u.fidelity_card',
  'u.phone',
  'u.store_id',
  'u.user_type_id',
] as const;

type CustomerRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  fiscal_code: string | null;
  fidelity_card: string | null;
  phone: string | null;
  store_id: number | null;
  user_type_id: number;
};

function toCustomer(r: CustomerRow, matchedBy: string, lastOrderId: number | null = null): CustomerHit {
  return {
    userId: Number(r.user_id),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    fiscalCode: r.fiscal_code,
    fidelityCard: r.fidelity_card,
    phone: r.phone,
    storeId: r.store_id,
    userTypeId: r.user_type_id,
    lastOrderId,
    matchedBy,
  };
}

/** A text matched literally inside LIKE (its \\, % and _ escaped). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

export class BackofficeRepository {
  constructor(private readonly db: Database) {}

  async staffByUsername(username: string): Promise<StaffRecord | null> {
    const row = await this.db
      .selectFrom('staff_user')
      .select(staffColumns)
      .where('username_lower', '=', username.trim().toLowerCase())
      .executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async staffById(staffUserId: number): Promise<StaffRecord | null> {
    const row = await this.db
      .selectFrom('staff_user')
      .select(staffColumns)
      .where('staff_user_id', '=', staffUserId)
      .executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async upsertStaff(input: {
    username: string;
    displayName: string;
    email: string | null;
    passwordHash: string | null;
    totpSecret: string | null;
    totpConfirmed: boolean;
    roles: StaffRole[];
  }): Promise<number> {
    const values = {
      username: input.username,
      username_lower: input.username.toLowerCase(),
      display_name: input.displayName,
      email: input.email,
      password_hash: input.passwordHash,
      totp_secret: input.totpSecret,
      totp_confirmed_at: input.totpConfirmed ? new Date() : null,
      roles: input.roles,
    };
    const { username_lower: _key, ...update } = values;
    const row = await this.db
      .insertInto('staff_user')
      .values(values)
      .onConflict((oc) => oc.column('username_lower').doUpdateSet({ ...update, active: true }))
      .returning('staff_user_id')
      .executeTakeFirstOrThrow();
    return Number(row.staff_user_id);
  }

  /** The staff member an outside identity (OpenID Connect or SAML) belongs to. */
  async staffBySso(issuer: string, subject: string): Promise<StaffRecord | null> {
    const row = await this.db
      .selectFrom('staff_user')
      .select(staffColumns)
      .where('sso_issuer', '=', issuer)
      .where('sso_subject', '=', subject)
      .executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  /** A staff member not yet linked to an outside identity, by e-mail. */
  async unlinkedStaffByEmail(email: string): Promise<StaffRecord | null> {
    const row = await this.db
      .selectFrom('staff_user')
      .select(staffColumns)
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .where('sso_subject', 'is', null)
      .executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async linkSso(staffUserId: number, issuer: string, subject: string): Promise<void> {
    await this.db
      .updateTable('staff_user')
      .set({ sso_issuer: issuer, sso_subject: subject })
      .where('staff_user_id', '=', staffUserId)
      .where('sso_subject', 'is', null)
      .execute();
  }

  /** Starts an enrolment: a new secret, not yet confirmed. */
  async setTotpSecret(staffUserId: number, secret: string): Promise<void> {
    await this.db
      .updateTable('staff_user')
      .set({ totp_secret: secret, totp_confirmed_at: null, totp_last_step: null })
      .where('staff_user_id', '=', staffUserId)
      .execute();
  }

  /**
   * Records a code's time step as used, only when it is later than the last one: false when the
   * step was already used (a replayed code) — atomic, so two requests cannot both use one code.
   */
  async useTotpStep(staffUserId: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff_user')
      .set({
        totp_last_step: step,
        totp_confirmed_at: sql<Date>`coalesce(totp_confirmed_at, now())`,
      })
      .where('staff_user_id', '=', staffUserId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Customers (user type `userTypeId`, default every customer) whose name, e-mail, fiscal code,
   * loyalty card or order number matches `q`; `card` alone matches the loyalty card exactly.
   */
  async searchCustomers(input: {
    q: string;
    card?: string;
    userTypeId?: number;
    page: number;
    pageSize: number;
  }): Promise<{ items: CustomerHit[]; total: number }> {
    const q = input.q.trim();
    const digits = /^\d{1,9}$/.test(q) ? Number(q) : null;
    const like = `%${escapeLike(q)}%`;
    const words = q
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 4)
      .map((w) => `%${escapeLike(w)}%`);
    const base = this.db
      .selectFrom('app_user as u')
      .where('u.anonymized_at', 'is', null)
      .$if(input.userTypeId !== undefined, (qb) => qb.where('u.user_type_id', '=', input.userTypeId!))
      .$if(Boolean(input.card), (qb) => qb.where('u.fidelity_card', '=', input.card!.trim()))
      .$if(q.length > 0, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('u.email_lower', 'like', like.toLowerCase()),
            eb(sql<string>`upper(coalesce(u.fiscal_code, ''))`, '=', q.toUpperCase()),
            eb(sql<string>`coalesce(u.fidelity_card, '')`, '=', q),
            eb.and(
              words.map((w) =>
                eb(
                  sql<string>`f_unaccent(lower(u.first_name || ' ' || u.last_name))`,
                  'like',
                  sql<string>`f_unaccent(${w})`,
                ),
              ),
            ),
            ...(digits !== null
              ? [
                  eb.exists(
                    eb
                      .selectFrom('customer_order as o')
                      .select('o.order_id')
                      .whereRef('o.user_id', '=', 'u.user_id')
                      .where('o.order_id', '=', digits),
                  ),
                ]
              : []),
          ]),
        ),
      );
    const total = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirst();
    const rows = await base
      .select([
        ...CUSTOMER_COLUMNS,
        (eb) =>
          eb
            .selectFrom('customer_order as o')
            .select(sql<number>`max(o.order_id)`.as('m'))
            .whereRef('o.user_id', '=', 'u.user_id')
            .as('last_order_id'),
      ])
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.user_id')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    const upper = q.toUpperCase();
    return {
      total: Number(total?.n ?? 0),
      items: rows.map((r) =>
        toCustomer(
          r,
          !q
            ? 'card'
            : r.fidelity_card === q
              ? 'card'
              : (r.fiscal_code ?? '').toUpperCase() === upper
                ? 'fiscalCode'
                : r.email.toLowerCase().includes(q.toLowerCase())
                  ? 'email'
                  : digits !== null &&
                      !`${r.first_name} ${r.last_name}`.toLowerCase().includes(q.toLowerCase())
                    ? 'order'
                    : 'name',
          r.last_order_id === null ? null : Number(r.last_order_id),
        ),
      ),
    };
  }

  async customer(userId: number): Promise<CustomerHit | null> {
    const r = await this.db
      .selectFrom('app_user as u')
      .select(CUSTOMER_COLUMNS)
      .where('u.user_id', '=', userId)
      .where('u.anonymized_at', 'is', null)
      .executeTakeFirst();
    return r ? toCustomer(r, 'id') : null;
  }

  /** The marketing disclaimers (their ids and person info types): consents staff may not change. */
  async marketingDisclaimers(): Promise<{ disclaimerIds: Set<number>; infoTypeIds: Set<number> }> {
    const rows = await this.db
      .selectFrom('registration_disclaimer')
      .select(['registration_disclaimer_id', 'person_info_type_id'])
      .where('marketing', '=', true)
      .execute();
    return {
      disclaimerIds: new Set(rows.map((r) => Number(r.registration_disclaimer_id))),
      infoTypeIds: new Set(rows.map((r) => Number(r.person_info_type_id))),
    };
  }

  async appendAudit(entry: NewAuditEntry): Promise<number> {
    const row = await this.db
      .insertInto('staff_audit')
      .values({
        staff_user_id: entry.staffUserId,
        user_id: entry.userId,
        session_id: entry.sessionId,
        action: entry.action,
        summary: entry.summary,
        outcome: entry.outcome,
        before: json(entry.before),
        after: json(entry.after),
        input: json(entry.input),
      })
      .returning('audit_id')
      .executeTakeFirstOrThrow();
    return Number(row.audit_id);
  }

  /** The audit log, newest first, filtered by customer, staff member and time. */
  async audit(filter: {
    userId?: number;
    staffUserId?: number;
    from?: Date;
    to?: Date;
    limit: number;
    offset?: number;
  }): Promise<AuditEntry[]> {
    const rows = await this.db
      .selectFrom('staff_audit as a')
      .innerJoin('staff_user as s', 's.staff_user_id', 'a.staff_user_id')
      .leftJoin('app_user as u', 'u.user_id', 'a.user_id')
      .select([
        'a.audit_id',
        'a.staff_user_id',
        's.display_name',
        'a.user_id',
        'u.first_name',
        'u.last_name',
        'a.action',
        'a.summary',
        'a.outcome',
        'a.before',
        'a.after',
        'a.input',
        'a.created_at',
      ])
      .$if(filter.userId !== undefined, (qb) => qb.where('a.user_id', '=', filter.userId!))
      .$if(filter.staffUserId !== undefined, (qb) => qb.where('a.staff_user_id', '=', filter.staffUserId!))
      .$if(filter.from !== undefined, (qb) => qb.where('a.created_at', '>=', filter.from!))
      .$if(filter.to !== undefined, (qb) => qb.where('a.created_at', '<', filter.to!))
      .orderBy('a.audit_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute();
    return rows.map((r) => ({
      auditId: Number(r.audit_id),
      staffUserId: Number(r.staff_user_id),
      staffName: r.display_name,
      userId: r.user_id === null ? null : Number(r.user_id),
      customerName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      action: r.action,
      summary: r.summary,
      outcome: r.outcome,
      before: r.before,
      after: r.after,
      input: r.input,
      createdAt: r.created_at,
    }));
  }

  /** The customers a staff member acted for most recently (one row each). */
  async recentCustomers(staffUserId: number, limit: number): Promise<(CustomerHit & { at: Date })[]> {
    const rows = await this.db
      .selectFrom('staff_audit as a')
      .innerJoin('app_user as u', 'u.user_id', 'a.user_id')
      .select([...CUSTOMER_COLUMNS, sql<Date>`max(a.created_at)`.as('at')])
      .where('a.staff_user_id', '=', staffUserId)
      .where('a.action', '=', 'select_user')
      .where('u.anonymized_at', 'is', null)
      .groupBy([...CUSTOMER_COLUMNS])
      .orderBy('at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...toCustomer(r, 'recent'), at: new Date(r.at) }));
  }
}
