// The only reader of process.env in the server. Parsed with zod at start-up;
// a bad value stops the process with a message naming every key at fault.
import path from 'node:path';
import { z } from 'zod';
import { generatedSecrets, isPublishedSecret, resolveSecrets } from './platform/secrets';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by npm: the folder a command was typed in (the tools read their path arguments from there). */
  INIT_CWD: z.string().optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Holds db/ (PGlite), mail/ (.eml outbox) and files/ (uploads). */
  DATA_DIR: z.string().default('./var'),
  /** PostgreSQL server; when absent the embedded PGlite in DATA_DIR/db is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A streaming replica of DATABASE_URL for the catalogue's anonymous reads (listings, search,
   * product pages; ADR 0081). Writes, carts, orders and a customer's own data stay on the primary.
   * Ignored without DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Logs (warn) every database query slower than this many ms, with its SQL; 0: off. */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Public origin of the shop, used in mails and canonical URLs. When absent, the address the
   * server actually listens on (http://localhost:<port> for HOST 0.0.0.0 or ::); set it behind a
   * proxy or under a domain name.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto/-Host):
   * `false` (default: none, the socket's address counts), `true` (any: only behind a proxy that
   * overwrites these headers), a number of hops, or a comma-separated list of addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (['false', '0', 'no', ''].includes(v)) return false as const;
      if (['true', 'yes'].includes(v)) return true as const;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (
        list.every(
          (s) =>
            /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s) || ['loopback', 'linklocal', 'uniquelocal'].includes(s),
        )
      )
        return list;
      ctx.addIssue({
        code: 'custom',
        message: 'usa false, true, un numero di passaggi o un elenco di indirizzi/CIDR',
      });
      return z.NEVER;
    }),
  /** Apply the deterministic demo seed when the database is empty. */
  SEED_DEMO: bool.default(true),
  /**
   * A folder of content files (pages/, faq/, posts/ with Markdown and front-matter, menus.json)
   * imported by the demo seed after the shipped demo content; same format as
   * apps/server/db/seed/content.
   */
  CONTENT_EXTRA_DIR: z.string().min(1).optional(),
  /** Number of products of the demo seed. */
  SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(3000),
  /** Idle timeout of a session without remember-me, in minutes. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Absolute lifetime of any session, in days. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  /** Idle timeout of a staff (back-office) session, in minutes: shorter than a customer's. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Absolute lifetime of a staff session, in hours (never remembered). */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(10),
  /** Failed staff sign-ins per user and address, and per address, in RATE_LIMIT_WINDOW_MINUTES. */
  STAFF_LOGIN_MAX: z.coerce.number().int().min(1).default(5),
  STAFF_LOGIN_IP_MAX: z.coerce.number().int().min(1).default(20),
  /**
   * Staff single sign-on through the cooperative's OpenID Connect provider (issue 22): off unless
   * the issuer is set. The provider authenticates (its own second factor); the staff member must
   * exist here (matched by the provider's subject, or linked once by a verified e-mail).
   */
  STAFF_OIDC_ISSUER: z.string().url().optional(),
  STAFF_OIDC_CLIENT_ID: z.string().min(1).optional(),
  STAFF_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Staff sign-in through the cooperative's SAML 2.0 identity provider (issue 22, ADR 0046): off
   * unless the provider's sign-on URL (HTTP-Redirect binding) is set; then its signing certificate
   * (PEM, or the base64 body; several comma-separated during a key rollover) is required. The
   * provider authenticates (its own second factor); the staff member must exist here.
   */
  STAFF_SAML_ENTRY_POINT: z.string().url().optional(),
  STAFF_SAML_IDP_CERT: z.string().min(1).optional(),
  /** The provider's entity ID: when set, an assertion from another issuer is refused. */
  STAFF_SAML_IDP_ISSUER: z.string().min(1).optional(),
  /** Our entity ID (default PUBLIC_URL/ebsn/api/saml/metadata) and the audience the assertion must name (default: the entity ID). */
  STAFF_SAML_ISSUER: z.string().min(1).optional(),
  STAFF_SAML_AUDIENCE: z.string().min(1).optional(),
  /** Clock difference tolerated with the SAML provider, in seconds. */
  STAFF_SAML_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /**
   * Customers' «Accedi con Google» (OpenID Connect; issue 22): off unless the client id is set.
   * GOOGLE_OIDC_ISSUER stays Google's unless a test or a staging provider stands in for it.
   */
  GOOGLE_OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Customers' «Accedi con Facebook» (Facebook Login's OpenID Connect code flow with PKCE; issue
   * 22): off unless the app id is set. The same code path as Google's; FACEBOOK_OIDC_ISSUER stays
   * Facebook's unless a test or a staging provider stands in for it.
   */
  FACEBOOK_OIDC_ISSUER: z.string().url().default('https://www.facebook.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Allows an OpenID provider over plain http (a provider on this machine, tests): never in production. */
  OIDC_ALLOW_HTTP: bool.default(false),
  /** Serve the built web app (apps/web/build) from the same process. */
  SERVE_WEB: bool.default(true),
  /** SMTP server of outgoing mail; when absent each message is written as an .eml file in DATA_DIR/mail. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of the shop's mails. */
  MAIL_FROM: z.string().default('Sporta <noreply@sporta.example>'),
  /** Shoppers may register (spec 000 §1: "Registration is enabled by configuration"). */
  REGISTRATION_ENABLED: bool.default(true),
  /** ALTCHA bot check on the endpoints of ALTCHA_ENDPOINTS (token in `token_recaptcha`). */
  ALTCHA_ENABLED: bool.default(true),
  /**
   * HMAC secret signing ALTCHA challenges. When absent one is generated at first start and kept in
   * DATA_DIR/secrets.json (mode 0600); a published example key is refused in production.
   */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /**
   * Web Push (RFC 8292, VAPID): the server's P-256 private key, 32 bytes in base64url; the public
   * key the browsers subscribe with is derived from it. When absent one is generated at first
   * start and kept in DATA_DIR/secrets.json (mode 0600), like the other secrets.
   */
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'la chiave privata VAPID è di 32 byte in base64url (43 caratteri)')
    .optional(),
  /** Who runs the push sender, told to the push services: `mailto:` or an https URL (default: the MAIL_FROM address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT è un indirizzo mailto: o un URL https://')
    .optional(),
  /** Accept Web Push subscriptions whose endpoint is plain http (tests, a local push relay). Off in production. */
  PUSH_ALLOW_HTTP: bool.default(false),
  /** Seconds a push service has to accept one message. */
  PUSH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /**
   * Android App Links (seed 000 §2 deep links): the app's package and the SHA-256 fingerprints of
   * its signing certificates (comma-separated, AA:BB:…), served in /.well-known/assetlinks.json.
   * Without fingerprints the file answers 404 (no app is associated).
   */
  ANDROID_APP_ID: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i, 'ANDROID_APP_ID è un nome di pacchetto (it.sporta.app)')
    .default('it.sporta.app'),
  ANDROID_CERT_SHA256: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((f) => f.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/,
            'ogni impronta è SHA-256 in esadecimale, AA:BB:… (32 byte)',
          ),
      ),
    ),
  /**
   * iOS Universal Links: the app's identifier, TEAMID.bundle (e.g. ABCDE12345.it.sporta.app),
   * served in /.well-known/apple-app-site-association. Without it the file answers 404.
   */
  APPLE_APP_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/, 'APPLE_APP_ID è TEAMID.bundle (ABCDE12345.it.sporta.app)')
    .optional(),
  /** The marketing cloud's business unit (seed 000 §9: company 32 enrols the app for marketing push). */
  MARKETING_COMPANY_ID: z.coerce.number().int().positive().default(32),
  /** Calls (paths under /ebsn/api, comma-separated) that always need a solved ALTCHA challenge. */
  ALTCHA_ENDPOINTS: z
    .string()
    .default(
      'registration/register_user,registration/password_reset_token_request,eurospin-address-form/save-new-address',
    ),
  /**
   * auth/login asks for the bot check only after this many failed logins (in the rate-limit
   * window) from the same address or on the same account; 0 asks for it on every login.
   */
  ALTCHA_LOGIN_AFTER_FAILURES: z.coerce.number().int().min(0).max(1000).default(5),
  /** Proof-of-work difficulty: the solving counter is drawn between MAX/2 and MAX. */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(20_000),
  /** Minutes a challenge stays solvable. */
  ALTCHA_EXPIRES_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Rate limits: the window (minutes) in which failures are counted. */
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Failed logins (and wrong current passwords) on one account from one address in the window;
   * then that address waits (429) for that account, while the owner elsewhere still logs in.
   */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Failed logins on one account from all addresses together in the window; then the account is
   * locked for everyone and its owner gets a mailed unlock link.
   */
  RATE_LIMIT_ACCOUNT_LOCK_MAX: z.coerce.number().int().min(1).default(100),
  /** Failed logins from one address (all accounts together) in the window. */
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(50),
  /** Password hashings (scrypt, 128 MB each) running at once; more wait in line. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Password hashings allowed to wait for a place; beyond them a login answers 429. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Requests per IP address in the window on registration and password-reset requests. */
  RATE_LIMIT_REQUEST_IP_MAX: z.coerce.number().int().min(1).default(20),
  /** Mails (confirmation, reset, deletion) per account in the window. */
  RATE_LIMIT_MAIL_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
  /** Password-reset link lifetime, in minutes. */
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Minutes a chosen time slot stays held for a cart. */
  SLOT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Days of time slots offered ahead (today included). */
  SLOT_DAYS: z.coerce.number().int().min(1).max(60).default(14),
  /** Seconds between runs of the expired-hold sweeper. */
  SLOT_SWEEP_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * Invite a friend (seed 002 §9): the promotion's last day, YYYY-MM-DD; empty: a year after the
   * server starts. The job that issues the vouchers runs every INVITE_JOB_SECONDS (within 24 h).
   */
  INVITE_PROMO_END: z.iso.date({ message: 'INVITE_PROMO_END: una data AAAA-MM-GG' }).optional(),
  INVITE_JOB_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
  /** How often the due-date reminder job runs (issue 25): a reminder a week before, one once overdue. */
  DUE_REMINDER_JOB_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
  /**
   * How periodic jobs (slot sweeper, unpaid-order sweeper) run: `auto` (pg-boss on a PostgreSQL
   * server, DATABASE_URL; plain timers on the embedded PGlite) or `timer` (plain timers always: the
   * tests, or a single node).
   */
  JOB_RUNNER: z.enum(['auto', 'timer']).default('auto'),
  /**
   * Anonymous visitors may fill a cart (spec 001 §1) without address or slot; it moves into the
   * account's cart at login. Otherwise the cart needs login.
   */
  ANONYMOUS_CART: bool.default(false),
  /**
   * Plus/minus on product cards change the cart at once (spec 001 §4 "updateCart"); when false the
   * quantity stays on the card until 'Aggiungi' is pressed.
   */
  UPDATE_CART: bool.default(true),
  /** Default radius of the pick-up point proximity search, in metres. */
  /** Map tiles of the store pages (a Leaflet URL template; {s} subdomains allowed); empty turns maps off. */
  MAP_TILE_URL: z.string().max(500).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  PROXIMITY_DISTANCE: z.coerce.number().int().min(100).max(1_000_000).default(10000),
  /**
   * Payment provider: `test-gateway` (the built-in test gateway: no real payment, its pages say so)
   * or `none` (online payment types are not offered). The test gateway's pages are mounted only
   * when it is the provider.
   */
  PAYMENT_PROVIDER: z.enum(['test-gateway', 'none']).default('test-gateway'),
  /**
   * HMAC-SHA256 key of the payment results, the order access links and the fulfilment tool. When
   * absent one is generated at first start and kept in DATA_DIR/secrets.json (mode 0600); a
   * published example key is refused in production.
   */
  PAYMENT_HMAC_KEY: z.string().min(16).optional(),
  /** Merchant name shown on the hosted payment page. */
  PAYMENT_MERCHANT_NAME: z.string().min(1).default('Sporta'),
  /** Minutes a hosted payment page stays usable. */
  PAYMENT_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
});

export type RawConfig = z.infer<typeof configSchema>;

/** The keys whose value is a secret: generated into DATA_DIR/secrets.json when absent. */
export const SECRET_KEYS = ['PAYMENT_HMAC_KEY', 'ALTCHA_HMAC_KEY', 'VAPID_PRIVATE_KEY'] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];

export interface Config extends Omit<RawConfig, 'PUBLIC_URL' | SecretKey> {
  /** The public origin: PUBLIC_URL, or the address the server listens on (see listenUrl). */
  PUBLIC_URL: string;
  /** PUBLIC_URL was set explicitly (it is then never replaced by the listening address). */
  publicUrlExplicit: boolean;
  PAYMENT_HMAC_KEY: string;
  ALTCHA_HMAC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  dataDir: string;
  dbDir: string;
  mailDir: string;
  filesDir: string;
  /** Files no HTTP route serves as they are (refund photos: only through the owner-checked call). */
  privateDir: string;
  secretsFile: string;
}

function fail(lines: string[]): never {
  throw new Error(`Configurazione non valida:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

export function parseRaw(env: Record<string, string | undefined> = process.env): RawConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  if (parsed.data.STAFF_SAML_ENTRY_POINT && !parsed.data.STAFF_SAML_IDP_CERT)
    fail([
      'STAFF_SAML_IDP_CERT: serve il certificato di firma del provider SAML (PEM) quando STAFF_SAML_ENTRY_POINT è impostato.',
    ]);
  return parsed.data;
}

/**
 * The server's configuration: the environment, parsed, with the secrets the environment does not
 * give read from (or generated into) DATA_DIR/secrets.json. In production a secret equal to a
 * published example value stops the start.
 */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = parseRaw(env);
  const paths = pathsOf(raw.DATA_DIR);
  const secrets = resolveSecrets(paths.secretsFile, {
    PAYMENT_HMAC_KEY: raw.PAYMENT_HMAC_KEY,
    ALTCHA_HMAC_KEY: raw.ALTCHA_HMAC_KEY,
    VAPID_PRIVATE_KEY: raw.VAPID_PRIVATE_KEY,
  });
  if (raw.NODE_ENV === 'production') {
    const published = SECRET_KEYS.filter((k) => isPublishedSecret(secrets[k]));
    if (published.length)
      fail(
        published.map(
          (k) =>
            `${k}: è una chiave di esempio pubblicata e non vale in produzione; toglila dall'ambiente (il server ne genera una in ${paths.secretsFile}) oppure impostane una tua, lunga e casuale.`,
        ),
      );
  }
  return withPaths({ ...raw, ...secrets });
}

function pathsOf(dataDirSetting: string) {
  const dataDir = path.resolve(dataDirSetting);
  return {
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    mailDir: path.join(dataDir, 'mail'),
    filesDir: path.join(dataDir, 'files'),
    privateDir: path.join(dataDir, 'private'),
    secretsFile: path.join(dataDir, 'secrets.json'),
  };
}

/** The public origin of a server listening on host:port (the wildcard hosts read as localhost). */
export function listenUrl(host: string, port: number): string {
  const h = ['0.0.0.0', '::', '', '::0'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return `http://${h}:${port}`;
}

export function withPaths(raw: RawConfig & Record<SecretKey, string>): Config {
  const paths = pathsOf(raw.DATA_DIR);
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? listenUrl(raw.HOST, raw.PORT)).replace(/\/+$/, ''),
    publicUrlExplicit: raw.PUBLIC_URL !== undefined,
    ...paths,
  };
}

/** A config for tests and tools: defaults plus overrides, no process.env, random secrets. */
export function testConfig(overrides: Partial<RawConfig> = {}): Config {
  // The bot check is off in tests unless a test turns it on (the account tests do).
  return withPaths({
    ...configSchema.parse({}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOB_RUNNER: 'timer',
    ALTCHA_ENABLED: false,
    PUBLIC_URL: 'http://localhost:3000',
    ...generatedSecrets(),
    ...overrides,
  } as RawConfig & Record<SecretKey, string>);
}
