/**
 * GS1 check digits (EAN-8, EAN-13, GTIN-14, loyalty cards): weights 3 and 1
 * alternate from the rightmost data digit, check = (10 − sum mod 10) mod 10.
 */

const DIGITS = /^\d+$/;

/** Check digit for the data digits (the code without its check digit). */
export function gs1CheckDigit(dataDigits: string): number {
  if (!DIGITS.test(dataDigits)) throw new RangeError(`GS1 data must be digits, got "${dataDigits}"`);
  let sum = 0;
  for (let i = 0; i < dataDigits.length; i++) {
    const digit = dataDigits.charCodeAt(dataDigits.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of `code` is its GS1 check digit (any length ≥ 2). */
export function isValidGs1(code: string): boolean {
  if (code.length < 2 || !DIGITS.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (first12.length !== 12) throw new RangeError(`EAN-13 needs 12 data digits, got ${first12.length}`);
  return gs1CheckDigit(first12);
}

/** A 13-digit code whose check digit is right. */
export function isValidEan13(code: string): boolean {
  return code.length === 13 && isValidGs1(code);
}

/** Completes 12 data digits into a full EAN-13. */
export function completeEan13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
