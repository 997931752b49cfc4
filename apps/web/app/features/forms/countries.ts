// The countries a «country select» field offers (seed 002 §5): Italy first, then the European
// Union's and the countries most of the shop's customers come from; names in Italian from the
// browser's Intl data. The server takes any two-letter code.
export const COUNTRY_CODES = [
  'IT',
  'AT',
  'BE',
  'BG',
  'CY',
  'HR',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'CZ',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'HU',
  'AL',
  'CH',
  'SM',
  'VA',
  'GB',
  'NO',
  'UA',
  'MD',
  'RS',
  'MA',
  'TN',
  'EG',
  'SN',
  'NG',
  'CN',
  'IN',
  'PK',
  'BD',
  'LK',
  'PH',
  'BR',
  'PE',
  'EC',
  'AR',
  'US',
] as const;

let names: Intl.DisplayNames | null | undefined;

export function countryName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['it'], { type: 'region' });
    } catch {
      names = null;
    }
  }
  return names?.of(code) ?? code;
}
