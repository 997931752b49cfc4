// A push service for tests: an HTTP endpoint that receives Web Push requests (RFC 8030) and
// decrypts them with the subscription's private key and auth secret (RFC 8291 over RFC 8188's
// aes128gcm), checking the VAPID signature (RFC 8292) on the way. Only node:crypto: the decryption
// is written from the RFCs, independent of the library that encrypts.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SubscriptionKeys {
  /** The user agent's ECDH key pair (P-256) and auth secret, as a browser keeps them. */
  privateKey: Buffer;
  p256dh: string;
  auth: string;
}

export function newSubscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    privateKey: ecdh.getPrivateKey(),
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm Web Push body. */
export function decryptWebPush(body: Buffer, keys: SubscriptionKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen); // the sender's ephemeral public key
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Error('a test message fits one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT's ES256 signature checked with k. */
export function verifyVapid(
  header: string | undefined,
  audience: string,
): { publicKey: string; sub: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID authorization: ${header}`);
  const [head, payload, signature] = m[1]!.split('.');
  const point = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud} is not ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { publicKey: m[2]!, sub: claims.sub };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A local push service: every request is kept; `status` is what it answers (201, or 410 for gone). */
export async function startPushEndpoint(): Promise<{
  url: string;
  received: ReceivedPush[];
  status: { code: number };
  close(): Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const status = { code: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status.code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
