// The only reader of process.env in the server. Parsed with zod at start-up;
// a bad value stops the process with a message naming every key at fault.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Holds db/ (PGlite), mail/ (.eml outbox) and files/ (uploads). */
  DATA_DIR: z.string().default('./var'),
  /** PostgreSQL server; when absent the embedded PGlite in DATA_DIR/db is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the shop, used in mails and canonical URLs. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Apply the deterministic demo seed when the database is empty. */
  SEED_DEMO: bool.default(true),
  /** Number of products of the demo seed. */
  SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(3000),
  /** Idle timeout of a session without remember-me, in minutes. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Absolute lifetime of any session, in days. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
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
  /** HMAC secret signing ALTCHA challenges; the default is for development only. */
  ALTCHA_HMAC_KEY: z.string().min(16).default('sporta-dev-altcha-hmac-key-change-me'),
  /** Calls (paths under /ebsn/api, comma-separated) that need a solved ALTCHA challenge. */
  ALTCHA_ENDPOINTS: z
    .string()
    .default('auth/login,registration/register_user,registration/password_reset_token_request'),
  /** Proof-of-work difficulty: the solving counter is drawn between MAX/2 and MAX. */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(20_000),
  /** Minutes a challenge stays solvable. */
  ALTCHA_EXPIRES_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Rate limits: window (minutes) and maximum failures per account and per IP address. */
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(50),
  /** Requests per IP address in the window on registration and password-reset requests. */
  RATE_LIMIT_REQUEST_IP_MAX: z.coerce.number().int().min(1).default(20),
  /** Mails (confirmation, reset, deletion) per account in the window. */
  RATE_LIMIT_MAIL_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
  /** Password-reset link lifetime, in minutes. */
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  REDIS_URL: z.string().url().optional(),
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
  /** HMAC-SHA256 key signing the built-in test gateway's results; the default is for development only. */
  PAYMENT_HMAC_KEY: z.string().min(16).default('sporta-dev-payment-hmac-key-change-me'),
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

export interface Config extends RawConfig {
  dataDir: string;
  dbDir: string;
  mailDir: string;
  filesDir: string;
}

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  return withPaths(parsed.data);
}

export function withPaths(raw: RawConfig): Config {
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    mailDir: path.join(dataDir, 'mail'),
    filesDir: path.join(dataDir, 'files'),
  };
}

/** A config for tests and tools: defaults plus overrides, no process.env. */
export function testConfig(overrides: Partial<RawConfig> = {}): Config {
  // The bot check is off in tests unless a test turns it on (the account tests do).
  return withPaths({
    ...configSchema.parse({}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ALTCHA_ENABLED: false,
    ...overrides,
  });
}
