// Dates in the block editor, in the shop's time zone whatever the editor's computer says.
const format = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `27/11/2026, 08:00` */
export const romeDateTime = (iso: string) => format.format(new Date(iso));
