// Helpers of the account tests: mailbox reading (.eml files of DATA_DIR/mail),
// registration through the API and direct user creation.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../platform/db';
import { hashPassword } from '../../platform/password';

export const PASSWORD = 'Spesa#2026ok';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodePart(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const m = /^=([0-9A-F]{2})/.exec(soft.slice(i, i + 3));
      if (m) {
        bytes.push(parseInt(m[1]!, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodePart(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** A minimal MIME reader for the messages nodemailer writes (multipart/alternative). */
export function parseMail(raw: string, file = ''): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`) : [`${head}\n\n${body}`];
  for (const part of parts) {
    const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = decodePart(
      pb.join('\n\n'),
      /content-transfer-encoding: *([\w-]+)/i.exec(ph)?.[1]?.toLowerCase() ?? '',
    );
    if (/content-type: *text\/plain/i.test(ph)) text = content;
    else if (/content-type: *text\/html/i.test(ph)) html = content;
  }
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), text, html };
}

export function readMails(dataDir: string): Mail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8'), f));
}

/** The newest mail to an address (throws when there is none). */
export function lastMailTo(dataDir: string, to: string): Mail {
  const mail = readMails(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function linkIn(mail: Mail): URL {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in mail ${mail.subject}`);
  return new URL(m[0]);
}

export function pinIn(mail: Mail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error('no PIN in mail');
  return m[1]!;
}

export type Json = {
  response: {
    status: number;
    errors: { code: string; error: string }[];
    infos: { code: string; info: string }[];
  };
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
};
export const body = (res: LightMyRequestResponse) => res.json() as Json;

let counter = 0;
/** A new valid fiscal code-like identity for each call (real check characters). */
export const FISCAL_CODES = ['RSSMRA85T10A562S', 'BNCGLI90A41F205H', 'VRDLGU75C15H501L'];

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  storeId: number;
  fiscalCode: string;
}

export function customer(overrides: Partial<NewCustomer> = {}): NewCustomer {
  counter += 1;
  return {
    email: `cliente${counter}.${Date.now()}@example.com`,
    password: PASSWORD,
    firstName: 'Anna',
    storeId: 1,
    fiscalCode: 'RSSMRA85T10A562S',
    ...overrides,
  };
}

/** Registers through the API with the required disclaimers of store 1 (ids 11, 12) accepted. */
export async function register(app: FastifyInstance, c: NewCustomer, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/registration/register_user',
    payload: {
      firstName: c.firstName,
      lastName: 'Verdi',
      email: c.email,
      password: c.password,
      fiscalCode: c.fiscalCode,
      phone: '333 1234567',
      storeId: c.storeId,
      disclaimers: [
        { registrationDisclaimerId: c.storeId * 10 + 1, value: 1 },
        { registrationDisclaimerId: c.storeId * 10 + 2, value: 1 },
        { registrationDisclaimerId: c.storeId * 10 + 4, value: 1 },
      ],
      ...extra,
    },
  });
}

/** Registers, then confirms by the link of the mail. */
export async function registerConfirmed(app: FastifyInstance, dataDir: string, c: NewCustomer = customer()) {
  const res = await register(app, c);
  if (body(res).response.status !== 0) throw new Error(JSON.stringify(res.json()));
  const link = linkIn(lastMailTo(dataDir, c.email));
  await app.inject({ method: 'GET', url: link.pathname + link.search });
  return c;
}

/** A confirmed user written straight to the database (no mail). */
export async function insertUser(database: DatabaseHandle, c: NewCustomer, options: { mfa?: boolean } = {}) {
  const row = await database.db
    .insertInto('app_user')
    .values({
      email: c.email,
      email_lower: c.email.toLowerCase(),
      password_hash: await hashPassword(c.password),
      first_name: c.firstName,
      last_name: 'Verdi',
      fiscal_code: c.fiscalCode,
      store_id: c.storeId,
      mfa_enabled: options.mfa ?? false,
      confirmed_at: new Date(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return Number(row.user_id);
}

export async function login(
  app: FastifyInstance,
  c: { email: string; password: string },
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
  from: { remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...from,
    payload: new URLSearchParams({ login: c.email, password: c.password, ...extra }).toString(),
    // form-encoded, as the spec's client sends it
  });
}

/** Logs in and returns the account token. */
export async function loginToken(
  app: FastifyInstance,
  c: { email: string; password: string },
): Promise<string> {
  const res = await login(app, c);
  const token = res.headers['x-ebsn-account'];
  if (body(res).response.status !== 0 || typeof token !== 'string') throw new Error(res.body);
  return token;
}
