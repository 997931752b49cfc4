// The mail of an invite voucher: the inviter is told which friend earned it and how to use it.
import { escapeHtml, type MailMessage } from '../../platform/mail';

export function inviteVoucherMail(
  to: string,
  userId: number,
  v: {
    firstName: string;
    friend: string;
    percent: number;
    code: string;
    endDay: string;
    url: string;
    earned: number;
    max: number;
  },
): MailMessage {
  const [y, m, d] = v.endDay.split('-');
  const greeting = v.firstName ? `Ciao ${v.firstName},` : 'Ciao,';
  const subject = `Sporta: il tuo buono sconto del ${v.percent}% per aver invitato ${v.friend}`;
  const lines = [
    `${v.friend} ha ricevuto la sua prima spesa: grazie per averci fatto conoscere!`,
    `Ti abbiamo regalato un buono sconto del ${v.percent}% sulla tua prossima spesa, codice ${v.code}, valido fino al ${d}/${m}/${y}.`,
    `Lo trovi tra i tuoi buoni sconto e lo puoi applicare nel carrello. Buoni ottenuti con gli inviti: ${v.earned} di ${v.max}.`,
  ];
  const text = [greeting, '', ...lines, '', `I tuoi buoni: ${v.url}`, '', 'Sporta, la spesa online'].join(
    '\n',
  );
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="color:#d32f2f;font-size:22px">Un buono sconto del ${v.percent}% per te</h1>
<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(v.url)}">Vedi i tuoi buoni</a></p>
<p style="font-size:12px;color:#666">Questa e-mail è stata inviata automaticamente da Sporta, la spesa online: non rispondere a questo indirizzo.</p>
</body></html>`;
  return { to, subject, text, html, archive: { userId, kind: 'invite' } };
}
