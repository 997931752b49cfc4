// Password hashing with Node's scrypt (N = 2^17, r = 8, p = 1: the OWASP
// parameters), encoded as scrypt$N$r$p$salt$hash (base64url). Never logged.
// Each hashing takes 128 MB for a few hundred milliseconds, while a guess costs an attacker
// nothing: at most PASSWORD_HASH_CONCURRENCY run at once, PASSWORD_HASH_QUEUE more wait, and
// beyond that the call answers 429 at once (forty parallel logins cannot take the memory).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from './errors';

let concurrency = 2;
let queueMax = 32;
let running = 0;
const waiting: (() => void)[] = [];

/** Sets the bounds (buildApp reads them from the configuration). */
export function configurePasswordHashing(options: { concurrency: number; queue: number }): void {
  concurrency = options.concurrency;
  queueMax = options.queue;
}

/** Hashings running and waiting now (tests read it). */
export function passwordHashingLoad(): { running: number; waiting: number; peak: number } {
  return { running, waiting: waiting.length, peak };
}
let peak = 0;

export function busyError(): AppError {
  return new AppError(
    'rateLimited',
    'error.busy',
    'Troppi accessi in questo momento: riprova tra qualche secondo.',
    { headers: { 'Retry-After': '5' } },
  );
}

async function withSlot<T>(run: () => Promise<T>): Promise<T> {
  if (running >= concurrency) {
    if (waiting.length >= queueMax) throw busyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  peak = Math.max(peak, running);
  try {
    return await run();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await withSlot(() =>
    scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * 1024 * 1024 }),
  );
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string | null | undefined): Promise<boolean> {
  if (!encoded) return false;
  const [algo, n, r, p, saltText, keyText] = encoded.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await withSlot(() =>
    scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 256 * 1024 * 1024,
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * The hash of a random password, made once: checking an unknown account against it costs what a
 * real check costs, so the time of the answer does not tell whether the account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}
