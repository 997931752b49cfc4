// The server's log (pino, through Fastify) never carries a password, PIN, token or card number
// (ARCHITECTURE.md §5). Secrets can reach a log line three ways, each closed here:
//  - the request URL: query parameters named in SECRET_PARAMS are replaced by [redacted] in the
//    logged `req.url` (some calls of the spec take them in the query string);
//  - headers and cookies: never logged (the request serializer keeps method, url, host, address);
//  - objects logged by our code (bodies, errors): pino's redaction censors the known fields.
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions, type Logger } from 'pino';

/** Query and body fields that hold a secret (lower-case). */
export const SECRET_PARAMS = [
  'password',
  'old_password',
  'new_password',
  'mfa_pin',
  'pin',
  'otp',
  'token',
  'reset_token',
  'access_token',
  'reg_control_code',
  'token_recaptcha',
  'card_number',
  'cvv',
  'card_token',
  'sig',
  'key',
] as const;
const SECRET_SET = new Set<string>(SECRET_PARAMS);

const CENSOR = '[redacted]';

/** The URL with the values of secret query parameters replaced (and nothing else changed). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1).replace(/([^&=]+)=([^&]*)/g, (whole, rawKey: string) => {
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // a bad escape: compare the raw key
    }
    return SECRET_SET.has(key.toLowerCase()) ? `${rawKey}=${CENSOR}` : whole;
  });
  return `${url.slice(0, q)}?${query}`;
}

const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-ebsn-account"]',
  'req.headers["x-ebsn-session"]',
  'req.headers["x-fulfilment-key"]',
  'req.headers["x-backup-key"]',
  'res.headers["set-cookie"]',
  'res.headers["x-ebsn-account"]',
  'res.headers["x-ebsn-session"]',
  ...SECRET_PARAMS.flatMap((p) => [p, `*.${p}`, `*.*.${p}`, `body.${p}`, `query.${p}`]),
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: CENSOR },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/** The pino logger of the app, writing to `stream` (stdout when absent). */
export function createLogger(level: string, stream?: Writable): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}
