// The message archive (seed 000 §2 news-list, seed 002 §2 /profile/news-list; issue 25, ADR 0060):
// what the shop sent the customer, recorded by the mailer's archive hook when a customer mail is
// sent, listed newest first, marked read when opened. Marketing messages are shown only while the
// customer's marketing consent holds.
import type { CustomerMessage, MessageList } from '@sporta/contracts';
import { AppError } from '../../platform/errors';
import type { MailArchive } from '../../platform/mail';
import { MessagesRepository, type Executor, type MessageRecord } from './messages.repository';
import type { MessageKind } from './messages.tables';

export const MESSAGE_TEXTS = {
  unknown: 'Messaggio non trovato: forse è stato rimosso.',
} as const;

const PREVIEW = 140;

export class MessagesService {
  readonly repo: MessagesRepository;

  constructor(
    db: Executor,
    private readonly deps: {
      /** Those of the users who gave the marketing consent. */
      marketingConsent: (userIds: number[]) => Promise<Set<number>>;
    },
  ) {
    this.repo = new MessagesRepository(db);
  }

  /** The mailer's archive hook: one row per customer mail sent. */
  readonly record: MailArchive = async (message) => {
    const { userId, kind } = message.archive;
    if (kind === 'marketing' && !(await this.deps.marketingConsent([userId])).has(userId)) return;
    await this.repo.insert(userId, kind, message.subject.slice(0, 300), message.text.slice(0, 20_000));
  };

  private async hidden(userId: number): Promise<MessageKind[]> {
    return (await this.deps.marketingConsent([userId])).has(userId) ? [] : ['marketing'];
  }

  async list(userId: number, page = 1, pageSize = 20): Promise<MessageList> {
    const hidden = await this.hidden(userId);
    const { rows, total } = await this.repo.page(userId, hidden, pageSize, (page - 1) * pageSize);
    return {
      messages: rows.map((r) => {
        const { text: _text, readAt: _readAt, ...summary } = dto(r);
        return summary;
      }),
      page: {
        selPage: page,
        itemsPerPage: pageSize,
        totItems: total,
        totPages: Math.max(1, Math.ceil(total / pageSize)),
      },
      unread: await this.repo.unread(userId, hidden),
    };
  }

  async read(userId: number, messageId: number): Promise<{ message: CustomerMessage; unread: number }> {
    const hidden = await this.hidden(userId);
    const row = await this.repo.read(userId, messageId, hidden);
    if (!row) throw AppError.business('error.message.unknown', MESSAGE_TEXTS.unknown);
    return { message: dto(row), unread: await this.repo.unread(userId, hidden) };
  }

  async unreadCount(userId: number): Promise<{ unread: number }> {
    return { unread: await this.repo.unread(userId, await this.hidden(userId)) };
  }
}

function dto(r: MessageRecord): CustomerMessage {
  const flat = r.body.replace(/\s+/g, ' ').trim();
  return {
    messageId: r.messageId,
    kind: r.kind,
    subject: r.subject,
    preview: flat.length > PREVIEW ? `${flat.slice(0, PREVIEW - 1)}…` : flat,
    sentAt: new Date(r.sentAt).toISOString(),
    read: r.readAt !== null,
    text: r.body,
    readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
  };
}
