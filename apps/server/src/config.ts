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
  SMTP_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
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
  return withPaths({ ...configSchema.parse({}), NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
