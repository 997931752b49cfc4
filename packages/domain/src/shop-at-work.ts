// Shop at work (seed 001 "Workplace shopping", issue 25): a company with an agreement gives its
// staff a subscription code; the company's address is delivered only on the agreed weekdays.

const WEEKDAY_NAMES = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];

/** The code as the staff may type it: spaces around, lower case. Null when it cannot be a code. */
export function normalizeSubscriptionCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9-]{4,40}$/.test(code) ? code : null;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day YYYY-MM-DD. */
export function isoWeekdayOf(day: string): number {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** «il martedì e il giovedì», «il lunedì, il mercoledì e il venerdì». */
export function agreedDaysText(weekdays: readonly number[]): string {
  const names = [...new Set(weekdays)].sort((a, b) => a - b).map((d) => `il ${WEEKDAY_NAMES[d - 1]}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

export const SHOP_AT_WORK_MESSAGES = {
  codeInvalid: 'Il codice azienda ha da 4 a 40 lettere, cifre o trattini: controllalo.',
  codeUnknown: (code: string) =>
    `Il codice «${code}» non corrisponde a nessuna azienda convenzionata: controllalo con il tuo ufficio del personale.`,
  codeExpired: (company: string, until: string) =>
    `La convenzione di ${company} è scaduta il ${until.split('-').reverse().join('/')}: chiedi il nuovo codice al tuo ufficio del personale.`,
  notCovered: (company: string) =>
    `L'indirizzo di ${company} non è ancora servito dalla consegna a domicilio.`,
  dayNotAgreed: (weekdays: readonly number[]) =>
    `La spesa al lavoro si consegna solo ${agreedDaysText(weekdays)}: scegli una fascia di quei giorni.`,
  addressLocked: "L'indirizzo della spesa al lavoro è quello dell'azienda: non si può modificare.",
} as const;
