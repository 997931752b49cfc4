// Italian mails of the order lifecycle: one per status change, text and HTML.
import { centsToEuro, ORDER_STATUS_LABELS, type OrderStatusId } from '@sporta/domain';
import type { MailMessage } from '../../platform/mail';
import { escapeHtml } from '../../platform/mail-layout';

export function euro(cents: number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(centsToEuro(cents));
}

const WHAT: Partial<Record<number, string>> = {
  1: 'abbiamo ricevuto il tuo ordine: è in attesa del pagamento.',
  2: 'abbiamo ricevuto il tuo ordine: è in validazione.',
  3: 'il tuo ordine è confermato. Lo prepareremo per la data scelta.',
  4: 'il tuo ordine è arrivato al punto vendita ed è in preparazione.',
  5: 'stiamo preparando il tuo ordine: ora non è più modificabile. I prodotti sfusi sono stati pesati.',
  6: 'il tuo ordine è pronto.',
  7: 'il tuo ordine è in consegna.',
  8: 'il tuo ordine è stato consegnato. Grazie!',
  9: 'il tuo ordine è stato consegnato in parte.',
  10: 'il tuo ordine è stato annullato: non ti è stato addebitato nulla.',
  11: 'il pagamento online del tuo ordine non è andato a buon fine. Puoi riprovare dalla pagina dei tuoi ordini.',
  12: 'il tuo ordine non è stato ritirato.',
  13: 'purtroppo non siamo riusciti a evadere il tuo ordine.',
  14: 'purtroppo non siamo riusciti a evadere il tuo ordine.',
  18: 'abbiamo emesso lo scontrino del tuo ordine.',
};

export interface OrderMailInput {
  firstName: string;
  orderId: number;
  statusId: number;
  deliveryDate: string;
  beginTime: string;
  endTime: string;
  totalCents: number;
  capturedCents?: number;
  url: string;
  /** At picking (ADR 0055): the lines replaced by another product, and the ones not found. */
  substituted?: { name: string; substitute: string }[];
  missing?: string[];
}

export function orderStatusMail(to: string, o: OrderMailInput): MailMessage {
  const label = ORDER_STATUS_LABELS[o.statusId as OrderStatusId] ?? `Stato ${o.statusId}`;
  const [y, m, d] = o.deliveryDate.split('-');
  const greeting = o.firstName ? `Ciao ${o.firstName},` : 'Ciao,';
  const lines = [
    `${WHAT[o.statusId] ?? `il tuo ordine è ora nello stato «${label}».`}`,
    `Ordine n. ${o.orderId} – stato: ${label}.`,
    `Consegna o ritiro: ${d}/${m}/${y}, ${o.beginTime}–${o.endTime}.`,
    `Totale: ${euro(o.totalCents)}${o.capturedCents ? ` (addebitati ${euro(o.capturedCents)})` : ''}.`,
    ...(o.substituted ?? []).map(
      (s) =>
        `Sostituito: ${s.name} con ${s.substitute} (paghi il prezzo del prodotto consegnato, mai più di quello ordinato).`,
    ),
    ...(o.missing ?? []).map((name) => `Mancante: ${name} (non ti è stato addebitato).`),
  ];
  const subject = `Sporta: ordine n. ${o.orderId} – ${label}`;
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `Dettagli dell'ordine: ${o.url}`,
    '',
    'Sporta, la spesa online',
  ].join('\n');
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="color:#d32f2f;font-size:22px">Ordine n. ${o.orderId}: ${escapeHtml(label)}</h1>
<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(o.url)}">Vedi l'ordine</a></p>
<p style="font-size:12px;color:#666">Questa e-mail è stata inviata automaticamente da Sporta, la spesa online: non rispondere a questo indirizzo.</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The push message of the same status change (issue 27): it opens the order's page. */
export function orderStatusPush(o: { orderId: number; statusId: number }): {
  title: string;
  body: string;
  navTo: string;
} {
  const label = ORDER_STATUS_LABELS[o.statusId as OrderStatusId] ?? `Stato ${o.statusId}`;
  const what = WHAT[o.statusId] ?? `il tuo ordine è ora nello stato «${label}».`;
  return {
    title: `Ordine n. ${o.orderId}: ${label}`,
    body: what.charAt(0).toUpperCase() + what.slice(1),
    navTo: `/profile/orders/${o.orderId}`,
  };
}
