// Outgoing mail with nodemailer. SMTP_URL set: messages go through that SMTP
// server. Otherwise each message is built by nodemailer's stream transport and
// written as an .eml file in DATA_DIR/mail (the local outbox of ARCHITECTURE.md §1).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when no SMTP server is configured. */
  file?: string;
}

export interface MailerOptions {
  smtpUrl?: string;
  mailDir: string;
  from: string;
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;

  constructor(private readonly options: MailerOptions) {
    this.toFiles = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (!this.toFiles) return { messageId: String(info.messageId) };
    const raw = (info as unknown as { message: Buffer }).message;
    fs.mkdirSync(this.options.mailDir, { recursive: true });
    // Sortable by time, unique across concurrent sends.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.options.mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.promises.writeFile(file, raw);
    return { messageId: String(info.messageId), file };
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(config: { SMTP_URL?: string; mailDir: string; MAIL_FROM: string }): Mailer {
  return new Mailer({ smtpUrl: config.SMTP_URL, mailDir: config.mailDir, from: config.MAIL_FROM });
}
