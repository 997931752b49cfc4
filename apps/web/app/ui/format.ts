// Prices, weights and dates are formatted here and nowhere else (STYLE.md, Web).
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return euro.format(value);
}

export function formatDate(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

/** The unit shown after a per-unit price: "kg", "l", "pz". */
export function unitLabel(unit: string | undefined): string {
  return (unit ?? '').trim().toLowerCase();
}

const quantityFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

/** A quantity or weight: "0,5", "1,25". */
export function formatQuantity(value: number): string {
  return quantityFormat.format(value);
}

const weekdayFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

/** A delivery day of the time-slot tabs: "sab 21/11". `dateIso` is YYYY-MM-DD. */
export function formatWeekday(dateIso: string): string {
  return weekdayFormat.format(new Date(`${dateIso}T12:00:00Z`));
}
