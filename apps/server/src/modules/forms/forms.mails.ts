// The mail of a form submission, to the form's recipient: the form's title, each field's label and
// value, the names of the attached files (kept on the server; staff see them in the back-office).
import type { MailMessage } from '../../platform/mail';
import { layout, text } from '../../platform/mail-layout';
import type { StoredValue } from './forms.repository';

export function submissionMail(
  to: string,
  s: { formTitle: string; submissionId: number; values: StoredValue[]; files: string[] },
): MailMessage {
  const subject = `Sporta: nuova richiesta dal modulo «${s.formTitle}» (n. ${s.submissionId})`;
  const lines = [
    `È arrivata una richiesta dal modulo «${s.formTitle}» del sito (n. ${s.submissionId}).`,
    ...s.values.map((v) => `${v.label}: ${v.value || '—'}`),
    ...(s.files.length ? [`File allegati (consultabili dal back-office): ${s.files.join(', ')}`] : []),
  ];
  return {
    to,
    subject,
    text: text('Buongiorno,', lines),
    html: layout(`Nuova richiesta: ${s.formTitle}`, lines),
  };
}
