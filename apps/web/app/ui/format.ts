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
