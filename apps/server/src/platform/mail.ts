// Outgoing mail with nodemailer. SMTP_URL set: messages go through that SMTP
// server. Otherwise each message is built by nodemailer's stream transport and
// written as an .eml file in DATA_DIR/mail (the local outbox of ARCHITECTURE.md §1).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

/** Text placed in a mail's HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A message the shop sends a customer (not a link of the account's security): once sent it is
   * recorded in their message archive (/profile/news-list) by the mailer's archive hook.
   */
  archive?: { userId: number; kind: 'order' | 'invite' | 'payment_due' | 'marketing' | 'account' };
}

/** Records a sent customer message (the message archive); set once by the composition root. */
export type MailArchive = (
  message: MailMessage & { archive: NonNullable<MailMessage['archive']> },
) => Promise<void>;

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
  private archive: MailArchive | null = null;

  constructor(private readonly options: MailerOptions) {
    this.toFiles = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** The one place sent customer messages are recorded (see MailMessage.archive). */
  archiveWith(archive: MailArchive): void {
    this.archive = archive;
  }

  async send(message: MailMessage): Promise<SentMail> {
    const sent = await this.deliver(message);
    if (message.archive && this.archive) await this.archive({ ...message, archive: message.archive });
    return sent;
  }

  private async deliver({ archive: _archive, ...message }: MailMessage): Promise<SentMail> {
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
