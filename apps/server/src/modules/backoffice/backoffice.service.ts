// Staff sign-in (password + TOTP second factor), customer search, acting as a customer and the
// audit log (seed 000 §2, §4, §6, §7; issue 22). Staff accounts are separate from customers.
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AppError } from '../../platform/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/password';
import type { Limit, RateLimiter } from '../../platform/rate-limit';
import {
  type AuditEntry,
  type BackofficeRepository,
  type CustomerHit,
  type NewAuditEntry,
  type StaffRecord,
  type StaffRole,
} from './backoffice.repository';

export const TOTP_ISSUER = 'Sporta back-office';

export const staffMessages = {
  badCredentials: 'Utente o password non corretti.',
  otpNeeded: "Scrivi il codice a 6 cifre che vedi nell'app di autenticazione.",
  otpEnrol:
    "Per entrare serve il secondo fattore: inquadra il codice QR con un'app di autenticazione (per esempio Google Authenticator o FreeOTP) e scrivi il codice a 6 cifre che ti mostra.",
  otpWrong: 'Il codice di verifica non è corretto o è scaduto: controlla l’ora del telefono e riprova.',
  otpReused: 'Questo codice è già stato usato: attendi il prossimo (cambia ogni 30 secondi).',
  notStaff: 'Questa funzione è riservata al personale: accedi dalla pagina del back-office.',
  forbiddenRole: 'Il tuo profilo non consente questa operazione.',
  noCustomer: 'Cliente non trovato.',
  welcome: (name: string) => `Benvenuto, ${name}.`,
  acting: (name: string) => `Stai operando come ${name}.`,
  released: (name: string) => `Hai terminato di operare come ${name}.`,
  ssoUnknown:
    'Nessun account del personale corrisponde a questa identità: chiedi a un amministratore di crearlo con la tua e-mail.',
  ssoFailed: 'Accesso con il sistema della cooperativa non riuscito: riprova.',
  ssoOff: 'L’accesso con il sistema della cooperativa non è configurato su questo negozio.',
  samlOff: 'L’accesso SAML non è configurato su questo negozio.',
  samlRefused:
    'Accesso SAML rifiutato: la risposta del sistema della cooperativa non è valida, è scaduta o è già stata usata. Riprova dalla pagina di accesso del personale.',
  customerOnly:
    'Questa operazione può farla solo il cliente (password, secondo fattore, cancellazione dell’account, e-mail di accesso e consensi di marketing): chiedigli di farla dal suo account.',
} as const;

export interface StaffView {
  staffUserId: number;
  username: string;
  displayName: string;
  roles: StaffRole[];
}

export type SignInOutcome =
  | { kind: 'ok'; staff: StaffRecord }
  | {
      kind: 'second-factor';
      message: string;
      error: boolean;
      enrolment?: { otpauthUri: string; qrCode: string; secret: string };
    };

/** The operator's time step of a TOTP code (30 s). */
const PERIOD = 30;

export function staffView(s: StaffRecord): StaffView {
  return { staffUserId: s.staffUserId, username: s.username, displayName: s.displayName, roles: s.roles };
}

export function hasRole(staff: { roles: readonly StaffRole[] }, ...roles: StaffRole[]): boolean {
  return staff.roles.includes('admin') || roles.some((r) => staff.roles.includes(r));
}

export function customerName(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

export class BackofficeService {
  constructor(
    private readonly repo: BackofficeRepository,
    private readonly limiter: RateLimiter,
    private readonly limits: { perUser: number; perIp: number; windowMs: number },
  ) {}

  /**
   * Password then second factor. A staff member without a confirmed authenticator is shown the
   * enrolment QR code (after the password) and enters with its first valid code.
   */
  async signIn(input: {
    username: string;
    password?: string;
    otp?: string;
    ip: string;
  }): Promise<SignInOutcome> {
    const username = input.username.trim();
    const limits: Limit[] = [
      {
        bucket: 'staff_login',
        key: `${username.toLowerCase()}|${input.ip}`,
        max: this.limits.perUser,
        windowMs: this.limits.windowMs,
      },
      { bucket: 'staff_login_ip', key: input.ip, max: this.limits.perIp, windowMs: this.limits.windowMs },
    ];
    const reserved = await this.limiter.reserve(limits);
    const staff = await this.repo.staffByUsername(username);
    // Same work whether the account exists or not: the answer does not tell.
    const passwordOk = await verifyPassword(
      input.password ?? '',
      staff?.passwordHash ?? (await dummyPasswordHash()),
    );
    if (!staff || !staff.active || !staff.passwordHash || !passwordOk)
      throw AppError.validation('error.backoffice.credentials', staffMessages.badCredentials);

    const otp = (input.otp ?? '').replace(/\s+/g, '');
    if (!staff.totpSecret || !staff.totpConfirmed) {
      let secret = staff.totpSecret;
      if (!secret) {
        secret = generateSecret();
        await this.repo.setTotpSecret(staff.staffUserId, secret);
      }
      const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: staff.username, secret });
      const enrolment = {
        otpauthUri,
        qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }),
        secret,
      };
      if (!otp) {
        await this.limiter.release(reserved);
        return { kind: 'second-factor', message: staffMessages.otpEnrol, error: false, enrolment };
      }
      const check = await this.checkCode(staff.staffUserId, secret, otp);
      if (check) return { kind: 'second-factor', message: check, error: true, enrolment };
    } else {
      if (!otp) {
        await this.limiter.release(reserved);
        return { kind: 'second-factor', message: staffMessages.otpNeeded, error: false };
      }
      const check = await this.checkCode(staff.staffUserId, staff.totpSecret, otp);
      if (check) return { kind: 'second-factor', message: check, error: true };
    }
    await this.limiter.release(reserved);
    await this.limiter.clear('staff_login', `${username.toLowerCase()}|${input.ip}`);
    return { kind: 'ok', staff };
  }

  /** Null when the code is valid and unused (then it is spent); otherwise the message. */
  private async checkCode(staffUserId: number, secret: string, otp: string): Promise<string | null> {
    if (!/^\d{6}$/.test(otp)) return staffMessages.otpWrong;
    const now = Math.floor(Date.now() / 1000);
    const result = await verify({ secret, token: otp, period: PERIOD, epoch: now, epochTolerance: PERIOD });
    if (!result.valid) return staffMessages.otpWrong;
    const used = await this.repo.useTotpStep(staffUserId, Math.floor(now / PERIOD) + result.delta);
    return used ? null : staffMessages.otpReused;
  }

  /**
   * The staff member of an identity the cooperative's provider vouched for: the one linked to it,
   * or the one with its verified e-mail (then linked for good). Never creates an account.
   */
  async staffForIdentity(identity: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
  }) {
    const linked = await this.repo.staffBySso(identity.issuer, identity.subject);
    if (linked?.active) return linked;
    if (!linked && identity.email && identity.emailVerified) {
      const byEmail = await this.repo.unlinkedStaffByEmail(identity.email);
      if (byEmail?.active) {
        await this.repo.linkSso(byEmail.staffUserId, identity.issuer, identity.subject);
        return byEmail;
      }
    }
    throw AppError.forbidden(staffMessages.ssoUnknown, 'error.backoffice.sso_unknown');
  }

  async staff(staffUserId: number): Promise<StaffRecord> {
    const staff = await this.repo.staffById(staffUserId);
    if (!staff || !staff.active)
      throw AppError.forbidden(staffMessages.notStaff, 'error.backoffice.not_staff');
    return staff;
  }

  async searchCustomers(input: {
    q: string;
    card?: string;
    userTypeId?: number;
    page: number;
    pageSize: number;
  }) {
    return this.repo.searchCustomers(input);
  }

  async customer(userId: number): Promise<CustomerHit> {
    const customer = await this.repo.customer(userId);
    if (!customer) throw AppError.notFound(staffMessages.noCustomer);
    return customer;
  }

  recentCustomers(staffUserId: number, limit = 8) {
    return this.repo.recentCustomers(staffUserId, limit);
  }

  private marketing?: ReturnType<BackofficeRepository['marketingDisclaimers']>;
  /** The marketing disclaimers (read once: they change with a migration). */
  marketingDisclaimers = () => (this.marketing ??= this.repo.marketingDisclaimers());

  /** A staff session that ends while acting for a customer: the end of acting is recorded. */
  async recordLogout(ctx: { staffUserId: number | null; userId: number | null; sessionId: number | null }) {
    if (ctx.staffUserId === null || ctx.userId === null || ctx.sessionId === null) return;
    const customer = await this.customer(ctx.userId).catch(() => null);
    await this.record({
      staffUserId: ctx.staffUserId,
      userId: ctx.userId,
      sessionId: ctx.sessionId,
      action: 'release_user',
      summary: `Termina di operare come ${customer ? customerName(customer) : 'il cliente'} (uscita)`,
      outcome: 'ok',
    });
  }

  record(entry: NewAuditEntry): Promise<number> {
    return this.repo.appendAudit(entry);
  }

  audit(filter: Parameters<BackofficeRepository['audit']>[0]): Promise<AuditEntry[]> {
    return this.repo.audit(filter);
  }

  /** Creates or updates a staff account (seed, operators' tooling). */
  async saveStaff(input: {
    username: string;
    displayName: string;
    email?: string | null;
    password: string | null;
    totpSecret?: string | null;
    roles: StaffRole[];
  }): Promise<number> {
    return this.repo.upsertStaff({
      username: input.username,
      displayName: input.displayName,
      email: input.email ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      totpSecret: input.totpSecret ?? null,
      totpConfirmed: Boolean(input.totpSecret),
      roles: input.roles,
    });
  }
}

/** CSV of audit entries (administrators' export), with the before/after as JSON. */
export function auditCsv(entries: AuditEntry[]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
    // A leading = + - @ would be read as a formula by a spreadsheet.
    const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const head = ['id', 'data', 'operatore', 'cliente', 'azione', 'descrizione', 'esito', 'prima', 'dopo'];
  const rows = entries.map((e) =>
    [
      e.auditId,
      e.createdAt.toISOString(),
      e.staffName,
      e.customerName ?? '',
      e.action,
      e.summary,
      e.outcome,
      e.before,
      e.after,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[head.map(cell).join(';'), ...rows].join('\r\n')}\r\n`;
}
