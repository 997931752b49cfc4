// Delivery messages and slot labels, shared by the delivery services and routes (and, through
// index.ts, by the cart).

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

export interface SlotView {
  timeslotId: number;
  date: string;
  beginTime: string;
  endTime: string;
  name: string;
  cutoffDate: string;
  cutoffTime: string;
  cutoffAt: Date;
}

function weekdayOf(isoDate: string): string {
  return WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()] as string;
}

/** "10:00–12:00 di sabato 14/11" as the slot messages say it. */
export function slotLabel(slot: { date: string; beginTime: string; endTime: string }): string {
  const [, m, d] = slot.date.split('-');
  return `${slot.beginTime}–${slot.endTime} di ${weekdayOf(slot.date)} ${d}/${m}`;
}

export const messages = {
  slotFull: (slot: { date: string; beginTime: string; endTime: string }) =>
    `La fascia ${slotLabel(slot)} è piena: scegline un'altra.`,
  slotZoneFull: (slot: { date: string; beginTime: string; endTime: string }) =>
    `La fascia ${slotLabel(slot)} è al completo per la tua zona: scegline un'altra.`,
  slotClosed: (slot: { date: string; beginTime: string; endTime: string }) =>
    `La fascia ${slotLabel(slot)} non è più prenotabile: scegline un'altra.`,
  slotUnknown:
    "La fascia oraria scelta non esiste o non è disponibile per il servizio selezionato: scegline un'altra.",
  notCovered:
    "L'indirizzo non è ancora raggiunto dal servizio di consegna: lasciaci i tuoi dati e ti avviseremo quando arriveremo.",
  addressNotFound: "L'indirizzo richiesto non esiste o non appartiene al tuo account.",
  serviceNotFound: 'Il servizio di consegna richiesto non esiste.',
  serviceMismatch: "Il servizio di consegna scelto non è disponibile per l'indirizzo selezionato.",
};
