// The one look of the shop's mails: an Italian HTML page with a title, paragraphs and an optional
// button, and the same words as plain text. Each module writes only its words and links.

/** A mail's three parts; the module adds the recipient (and the archive, for a customer message). */
export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#d32f2f;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#666">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="color:#d32f2f;font-size:22px">${escapeHtml(title)}</h1>
${body}
${button}
<p style="font-size:12px;color:#666">Questa e-mail è stata inviata automaticamente da Sporta, la spesa online: non rispondere a questo indirizzo.</p>
</body></html>`;
}

export function text(greeting: string, paragraphs: string[], url?: string): string {
  return [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(url ? [url, ''] : []),
    'Sporta, la spesa online',
  ].join('\n');
}

export const hello = (firstName: string) => (firstName ? `Ciao ${firstName},` : 'Ciao,');
