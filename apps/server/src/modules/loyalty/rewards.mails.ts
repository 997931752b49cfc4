// What a member is told when the store moves their reward request (issue 25, ADR 0063): ready to
// collect, or cancelled with the points given back. Mailed (kept in the message archive, kind
// loyalty) and pushed, with the requests page to open.
import type { RewardRequest } from '@sporta/contracts';
import { hello, layout, text } from '../../platform/mail-layout';
import type { CustomerNotice } from '../messages';

const points = (n: number) => `${n.toLocaleString('it-IT')} ${n === 1 ? 'punto' : 'punti'}`;
const euro = (n: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(n);

export function rewardRequestNotice(
  to: 'ready' | 'cancelled',
  r: Pick<RewardRequest, 'requestId' | 'storeName' | 'points' | 'euro' | 'lines'> & {
    firstName: string;
    url: string;
  },
): CustomerNotice {
  const ready = to === 'ready';
  const title = ready ? 'I tuoi premi sono pronti' : 'La tua richiesta premi è stata annullata';
  const what = r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
  const paragraphs = ready
    ? [
        `La richiesta premi n. ${r.requestId} (${what}) è pronta: puoi ritirarla al punto vendita ${r.storeName} mostrando la tua carta fedeltà.`,
        ...(r.euro > 0 ? [`Al ritiro restano da pagare ${euro(r.euro)}.`] : []),
      ]
    : [
        `Il punto vendita ${r.storeName} ha annullato la richiesta premi n. ${r.requestId} (${what}).`,
        `Ti abbiamo restituito ${points(r.points)} sulla carta.`,
      ];
  return {
    kind: 'loyalty',
    mail: {
      subject: `Sporta: ${title.toLowerCase()} (richiesta n. ${r.requestId})`,
      text: text(hello(r.firstName), paragraphs, r.url),
      html: layout(title, [hello(r.firstName), ...paragraphs], {
        label: 'Vedi le tue richieste',
        url: r.url,
      }),
    },
    push: {
      title,
      body: ready
        ? `Ritirali al punto vendita ${r.storeName}: richiesta n. ${r.requestId}.`
        : `Richiesta n. ${r.requestId}: ${points(r.points)} restituiti.`,
      navTo: '/profile/requested-rewards',
    },
  };
}
