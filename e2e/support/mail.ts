// Reads the mails the app wrote as .eml files in DATA_DIR/mail (no SMTP_URL in e2e).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function mailDir(dataDir = process.env.DATA_DIR): string {
  if (!dataDir) throw new Error('DATA_DIR is not set: the global setup did not start the app');
  return path.join(dataDir, 'mail');
}

/** The text of a MIME message with quoted-printable and base64 parts decoded. */
function decode(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  const b64 = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${Buffer.from(qp, 'latin1').toString('utf8')}\n${b64}`;
}

/**
 * The newest mail sent to `to` after `since` (ms) — and, with `contains`, whose text matches it
 * (so a mail written just before `since` is never taken for the one awaited) — waiting up to
 * `timeoutMs` for it.
 */
export async function newestMailTo(
  to: string,
  since: number,
  options: { contains?: RegExp; timeoutMs?: number; dataDir?: string } = {},
): Promise<string> {
  const dir = mailDir(options.dataDir);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      // no mail yet
    }
    const candidates = files
      .map((f) => path.join(dir, f))
      .map((f) => ({ f, mtime: statSync(f).mtimeMs }))
      .filter((x) => x.mtime >= since - 1000)
      .sort((a, b) => b.mtime - a.mtime)
      .map((x) => decode(readFileSync(x.f, 'utf8')))
      .filter((text) => new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text))
      .filter((text) => !options.contains || options.contains.test(text));
    if (candidates[0]) return candidates[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The path and query of the first link of the mail that contains `pathPart`. */
export function linkIn(mail: string, pathPart: string): string {
  const urls = mail.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const url = urls.find((u) => u.includes(pathPart));
  if (!url) throw new Error(`no link with ${pathPart} in the mail:\n${mail.slice(0, 2000)}`);
  const parsed = new URL(url.replace(/&amp;/g, '&'));
  return parsed.pathname + parsed.search;
}

/** A second-factor mail (pass to newestMailTo's `contains`). */
export const PIN_MAIL = /codice di verifica per accedere a Sporta/;

/** The 6-digit PIN of a second-factor mail: the digits after its sentence, not any 6 digits. */
export function pinIn(mail: string): string {
  const match = mail.match(/codice di verifica per accedere a Sporta \S{1,3}: (\d{6})(?!\d)/);
  if (!match) throw new Error(`no PIN in the mail:\n${mail.slice(0, 2000)}`);
  return match[1]!;
}
