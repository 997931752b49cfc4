// One way to tell a customer something that happened to what they own (issue 25, ADR 0063): a
// mail, recorded in their message archive by the mailer's hook, and a push to their devices with
// the page to open. Used by the jobs and modules that are not the order lifecycle (which mails
// and pushes from OrdersService.notify): due-date reminders, reward requests. A notice never
// fails the caller's work: a lost mail or push is logged. Anonymised accounts get nothing.
import type { PushPayload } from '@sporta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';
import type { Mailer } from '../../platform/mail';
import type { MailTemplate } from '../../platform/mail-layout';
import type { MessageKind } from './messages.tables';

export interface NoticeContact {
  email: string;
  firstName: string;
}

export interface CustomerNotice {
  kind: MessageKind & Exclude<PushPayload['kind'], 'marketing'>;
  mail: MailTemplate;
  push: { title: string; body: string; navTo: string };
}

export class CustomerNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: {
      mailer: Pick<Mailer, 'send'>;
      /** Pushes to one customer's devices (PushService.sendToCustomer); never throws. */
      push: (
        userId: number,
        message: { kind: CustomerNotice['kind']; title: string; body: string; navTo: string },
      ) => Promise<unknown>;
      log?: FastifyBaseLogger;
    },
  ) {}

  /** Mails and pushes the notice `build` writes for the customer; false when there is no one to tell. */
  async send(userId: number, build: (contact: NoticeContact) => CustomerNotice): Promise<boolean> {
    const contact = await this.db
      .selectFrom('app_user')
      .select(['email', 'first_name as firstName'])
      .where('user_id', '=', userId)
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    if (!contact) return false;
    const notice = build(contact);
    try {
      await this.deps.mailer.send({
        to: contact.email,
        ...notice.mail,
        archive: { userId, kind: notice.kind },
      });
    } catch (err) {
      this.deps.log?.error({ err, userId, kind: notice.kind }, 'customer notice mail failed');
    }
    await this.deps.push(userId, { kind: notice.kind, ...notice.push });
    return true;
  }
}
