import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
