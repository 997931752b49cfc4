// The reminder of a due document (issue 25, ADR 0063): a week before its last day, and once it is
// overdue. Mailed to the member (kept in the message archive, kind payment_due) and pushed.
import type { DueReminderStage } from '@sporta/domain';
import { hello, layout, text } from '../../platform/mail-layout';
import type { CustomerNotice } from '../messages';

export interface DueReminderInput {
  firstName: string;
  documentNumber: string;
  description: string;
  expiryDate: string;
  toPayCents: number;
  url: string;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const day = (date: string) => date.split('-').reverse().join('/');

export function dueReminderNotice(stage: DueReminderStage, d: DueReminderInput): CustomerNotice {
  const amount = euro(d.toPayCents);
  const overdue = stage === 'overdue';
  const title = overdue ? 'Hai un pagamento scaduto' : 'Un pagamento è in scadenza';
  const when = overdue ? `è scaduto il ${day(d.expiryDate)}` : `scade il ${day(d.expiryDate)}`;
  const paragraphs = [
    `Il documento ${d.documentNumber} (${d.description}) ${when}: restano da pagare ${amount}.`,
    'Puoi pagarlo online con la carta dalla pagina «Scadenze» del tuo profilo. Se lo hai già pagato al punto vendita, ignora questo messaggio.',
  ];
  return {
    kind: 'payment_due',
    mail: {
      subject: `Sporta: ${title.toLowerCase()} (${d.documentNumber})`,
      text: text(hello(d.firstName), paragraphs, d.url),
      html: layout(title, [hello(d.firstName), ...paragraphs], { label: 'Vai alle scadenze', url: d.url }),
    },
    push: {
      title,
      body: `${d.documentNumber}: ${overdue ? 'scaduto il' : 'scade il'} ${day(d.expiryDate)}, da pagare ${amount}.`,
      navTo: '/profile/paymentduedate',
    },
  };
}
