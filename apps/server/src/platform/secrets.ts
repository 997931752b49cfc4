// The server's secrets (ARCHITECTURE.md §5: "no secret has a usable default in production").
// A secret the environment does not give is generated at first start (256 random bits) and kept
// in DATA_DIR/secrets.json, readable by the owner only (0600), so `npm start` stays one command
// and every start of the same DATA_DIR signs with the same keys. The environment always wins.
// Values that were ever published (old defaults, the .env.example placeholders) are known to
// anyone: config.ts refuses them in production.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SecretName = 'PAYMENT_HMAC_KEY' | 'ALTCHA_HMAC_KEY' | 'VAPID_PRIVATE_KEY';
const NAMES: SecretName[] = ['PAYMENT_HMAC_KEY', 'ALTCHA_HMAC_KEY', 'VAPID_PRIVATE_KEY'];

/** Every value that appeared as a default or an example in this project's code or docs. */
export const PUBLISHED_SECRETS: readonly string[] = [
  'sporta-dev-payment-hmac-key-change-me',
  'sporta-dev-altcha-hmac-key-change-me',
  'change-me-to-a-long-random-value',
];

export function isPublishedSecret(value: string): boolean {
  const v = value.trim().toLowerCase();
  return PUBLISHED_SECRETS.some((p) => p === v) || /change[-_ ]?me/.test(v);
}

/** A new value: 256 random bits, or for VAPID_PRIVATE_KEY a P-256 private key (Web Push, RFC 8292). */
function newSecret(name: SecretName): string {
  if (name === 'VAPID_PRIVATE_KEY') {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return ecdh.getPrivateKey().toString('base64url').padStart(43, 'A');
  }
  return randomBytes(32).toString('base64url');
}

export function generatedSecrets(): Record<SecretName, string> {
  return {
    PAYMENT_HMAC_KEY: newSecret('PAYMENT_HMAC_KEY'),
    ALTCHA_HMAC_KEY: newSecret('ALTCHA_HMAC_KEY'),
    VAPID_PRIVATE_KEY: newSecret('VAPID_PRIVATE_KEY'),
  };
}

function readFile(file: string): Partial<Record<SecretName, string>> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const out: Partial<Record<SecretName, string>> = {};
    for (const n of NAMES) if (typeof parsed[n] === 'string' && parsed[n].length >= 16) out[n] = parsed[n];
    return out;
  } catch {
    throw new Error(
      `Il file dei segreti ${file} non è leggibile (JSON non valido): ripristinalo da un backup o cancellalo per generarne di nuovi (i link già inviati per e-mail smetteranno di valere).`,
    );
  }
}

/**
 * The secrets to use: the environment's where given, otherwise the file's, otherwise new ones
 * written to the file (0600, created atomically so a concurrent start never reads half a file).
 */
export function resolveSecrets(
  file: string,
  fromEnv: Partial<Record<SecretName, string | undefined>>,
): Record<SecretName, string> {
  const missing = NAMES.filter((n) => !fromEnv[n]);
  if (missing.length === 0) return fromEnv as Record<SecretName, string>;
  const stored = readFile(file);
  const toStore = { ...stored };
  let changed = false;
  for (const n of missing)
    if (!toStore[n]) {
      toStore[n] = newSecret(n);
      changed = true;
    }
  if (changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(toStore, null, 2)}\n`, { mode: 0o600 });
    try {
      if (Object.keys(stored).length === 0) {
        // First start: link() fails when another process created the file meanwhile; then its
        // secrets are the ones (two starts must never sign with different keys).
        try {
          fs.linkSync(tmp, file);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
          return resolveSecrets(file, fromEnv);
        }
      } else fs.renameSync(tmp, file);
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  // Tighten a file whose mode was loosened by hand.
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch {
    // read-only file system: the file stays as it is
  }
  const out = {} as Record<SecretName, string>;
  for (const n of NAMES) out[n] = fromEnv[n] || toStore[n]!;
  return out;
}
