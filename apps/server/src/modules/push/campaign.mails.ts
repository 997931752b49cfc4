// The mail of a marketing campaign (issue 27): the staff's title and text, a link to the page the
// message points at, and how to stop receiving such messages. Archived as 'marketing'.
import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/mail-layout';

export function campaignMail(
  to: string,
  userId: number,
  c: { firstName: string; title: string; body: string; url: string; consentUrl: string },
): MailMessage {
  const greeting = c.firstName ? `Ciao ${c.firstName},` : 'Ciao,';
  const subject = `Sporta: ${c.title}`;
  const footer =
    'Ricevi questo messaggio perché hai dato il consenso alle comunicazioni commerciali: puoi toglierlo dal tuo profilo.';
  const text = [greeting, '', c.body, '', `Scopri di più: ${c.url}`, '', footer, c.consentUrl].join('\n');
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="color:#d32f2f;font-size:22px">${escapeHtml(c.title)}</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(c.body)}</p>
<p><a href="${escapeHtml(c.url)}">Scopri di più</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(footer)} <a href="${escapeHtml(c.consentUrl)}">I tuoi consensi</a></p>
</body></html>`;
  return { to, subject, text, html, archive: { userId, kind: 'marketing' } };
}
