/**
 * Form validators (spec 000 §5, spec 001 §5, spec 002 §5), shared by the server's
 * zod schemas and the web forms. Each validator is `(value) => true | string`: true
 * when valid, otherwise the Italian message to show. Empty values (undefined, null,
 * '' or blanks) pass unless the rule is required. No zod here: edges wrap these with
 * `z.string().refine(...)`.
 *
 * Choices where the spec is silent or conflicts:
 * - Registration password: 8 to 25 characters with lower, upper, digit and one of
 *   @#$%^&+*!=. The profile tooltip says 6-25: the stricter rule wins, for new
 *   passwords only (existing passwords are never re-validated at login, so nobody
 *   is locked out). The 1,000 most common passwords are refused as well.
 * - Phone: separators (space . - / parentheses) are ignored; an optional +39 or 0039
 *   prefix; mobile = 3 then 8 or 9 digits; landline = 0 then 5 to 10 digits; generic
 *   = either, or any international number (+ and 6 to 15 digits).
 * - Loyalty card: 13 digits, a GS1 check digit, and one of the configured prefixes
 *   (default '2460' and '0460', our cooperatives' in-store ranges).
 * - Messages the spec does not give are written in the same style.
 */

import { isValidGs1 } from './ean';
import { isCommonPassword } from './common-passwords';

export type ValidationResult = true | string;
export type Validator = (value: unknown) => ValidationResult;

export interface RuleOptions {
  /** Empty values fail with 'Campo obbligatorio' (or `requiredMessage`). */
  required?: boolean;
  requiredMessage?: string;
  /** Overrides the failure message. */
  message?: string;
}

export const MESSAGES = {
  required: 'Campo obbligatorio',
  loginEmailRequired: 'Digita la tua email',
  email: 'Digitare una e-mail valida',
  loginPasswordRequired: 'Digita la tua password',
  phone: 'Digitare un numero di telefono valido',
  postalCode: 'Il CAP deve essere di 4 o 5 cifre',
  zip: 'Il codice postale deve essere di 10 cifre',
  password:
    'La password deve essere lunga da 8 a 25 caratteri e contenere almeno 1 lettera minuscola, 1 maiuscola, 1 numero e 1 carattere speciale tra @#$%^&+*!=',
  commonPassword: 'Questa password è troppo comune: scegline una più difficile da indovinare',
  fiscalCodeFormat: 'Formato non corretto',
  fiscalCodeInvalid: 'Codice fiscale non valido',
  vatOrFiscalCode: 'P.Iva e C.F. devono avere 11 cifre',
  vatNumber: 'Formato della partita IVA non corretto',
  sdiCode: 'Codice destinatario non valido',
  personName: 'Il nome può contenere solo lettere, apostrofi e spazi',
  loyaltyCard: 'Numero di carta fedeltà non valido',
  code: 'Codice non valido',
  mfaPin: 'Il codice deve essere di 6 cifre',
  alpha: 'Sono ammesse solo lettere',
  alphanumeric: 'Sono ammessi solo lettere e numeri',
  integer: 'Digitare un numero intero',
  number: 'Digitare un numero valido',
  decimal: 'Digitare un numero con al massimo due decimali separati dalla virgola (es. 12,50)',
  url: 'Digitare un indirizzo web valido',
} as const;

export const minLengthMessage = (n: number): string => `Lunghezza minima ${n} caratteri`;
export const maxLengthMessage = (n: number): string => `Lunghezza massima ${n} caratteri`;
export const exactLengthMessage = (n: number): string => `Lunghezza richiesta ${n} caratteri`;
export const lengthOneOfMessage = (ns: readonly number[]): string =>
  `Lunghezza consentita: ${ns.slice(0, -1).join(', ')}${ns.length > 1 ? ' o ' : ''}${ns[ns.length - 1]} caratteri`;
export const greaterThanMessage = (n: number): string => `Il valore deve essere maggiore di ${n}`;
const plural = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one}` : `${n} ${many}`);
export const minDigitsMessage = (n: number): string => `Inserire almeno ${plural(n, 'numero', 'numeri')}`;
export const minCapitalsMessage = (n: number): string =>
  `Inserire almeno ${plural(n, 'lettera maiuscola', 'lettere maiuscole')}`;
export const minSymbolsMessage = (n: number): string =>
  `Inserire almeno ${plural(n, 'carattere speciale', 'caratteri speciali')}`;

/** undefined, null, '' and blank strings (and false is not empty: a checkbox left unticked is a value). */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/** Builds a validator from a predicate over the trimmed text. */
function rule(test: (v: string) => boolean, defaultMessage: string, options: RuleOptions = {}): Validator {
  return (value) => {
    if (isEmpty(value)) return options.required ? (options.requiredMessage ?? MESSAGES.required) : true;
    return test(text(value)) ? true : (options.message ?? defaultMessage);
  };
}

/** Runs validators in order and returns the first failure. */
export function compose(...validators: readonly Validator[]): Validator {
  return (value) => {
    for (const v of validators) {
      const result = v(value);
      if (result !== true) return result;
    }
    return true;
  };
}

/** Checks a value against validators; collects every failure (for server-side reports). */
export function validateAll(value: unknown, validators: readonly Validator[]): string[] {
  return validators.map((v) => v(value)).filter((r): r is string => r !== true);
}

export function required(message: string = MESSAGES.required): Validator {
  return (value) => (isEmpty(value) || value === false ? message : true);
}

// ---------------------------------------------------------------- e-mail, login

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,11}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/** E-mail format; the top-level domain has 2 to 11 letters. */
export function email(options?: RuleOptions): Validator {
  return rule(isValidEmail, MESSAGES.email, options);
}

/** Login e-mail: required ('Digita la tua email'), then the format. */
export const loginEmail: Validator = email({ required: true, requiredMessage: MESSAGES.loginEmailRequired });

/** Login password: required ('Digita la tua password'); the policy is not checked at login. */
export const loginPassword: Validator = (value) =>
  typeof value === 'string' && value !== '' ? true : MESSAGES.loginPasswordRequired;

// ---------------------------------------------------------------- phone, postcode

function phoneDigits(value: string): string | undefined {
  const compact = value.replace(/[\s.\-/()]/g, '');
  return /^\+?\d+$/.test(compact) ? compact : undefined;
}

function italianNational(compact: string): string {
  if (compact.startsWith('+39')) return compact.slice(3);
  if (compact.startsWith('0039')) return compact.slice(4);
  return compact;
}

export type PhoneKind = 'generic' | 'mobile' | 'landline';

export function isValidPhone(value: string, kind: PhoneKind = 'generic'): boolean {
  const compact = phoneDigits(value);
  if (compact === undefined) return false;
  const national = italianNational(compact);
  const mobile = /^3\d{8,9}$/.test(national);
  const landline = /^0\d{5,10}$/.test(national);
  if (kind === 'mobile') return mobile;
  if (kind === 'landline') return landline;
  const international = /^(?:\+|00)[1-9]\d{5,14}$/.test(compact);
  return mobile || landline || international;
}

export function phone(kind: PhoneKind = 'generic', options?: RuleOptions): Validator {
  return rule((v) => isValidPhone(v, kind), MESSAGES.phone, options);
}

/** CAP: 4 or 5 digits. */
export function postalCode(options?: RuleOptions): Validator {
  return rule((v) => /^\d{4,5}$/.test(v), MESSAGES.postalCode, options);
}

/** ZIP: 10 digits (a separate rule of spec 000 §5; message not shown). */
export function zip(options?: RuleOptions): Validator {
  return rule((v) => /^\d{10}$/.test(v), MESSAGES.zip, options);
}

// ---------------------------------------------------------------- passwords

const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+*!=]).{8,25}$/;

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_POLICY.test(password);
}

/**
 * Registration and new passwords: 8-25 characters, at least 1 lowercase, 1 uppercase,
 * 1 digit and 1 of @#$%^&+*!=, and not one of the 1,000 most common passwords.
 * The value is not trimmed: spaces are characters of a password.
 */
export function registrationPassword(options?: RuleOptions): Validator {
  return (value) => {
    if (value === undefined || value === null || value === '')
      return options?.required ? (options.requiredMessage ?? MESSAGES.required) : true;
    const password = String(value);
    if (!meetsPasswordPolicy(password)) return options?.message ?? MESSAGES.password;
    if (isCommonPassword(password)) return MESSAGES.commonPassword;
    return true;
  };
}

// ---------------------------------------------------------------- codice fiscale

/** Personal codice fiscale, omocodia letters allowed in the digit places. */
const FISCAL_CODE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const OMOCODIA = 'LMNPQRSTUV'; // letters standing for 0-9
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function charValue(c: string): number {
  const code = c.charCodeAt(0);
  return code >= 48 && code <= 57 ? code - 48 : code - 65;
}

/** Check character of the first 15 characters (uppercase) of a codice fiscale. */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = charValue(first15.charAt(i));
    sum += i % 2 === 0 ? (ODD_VALUES[v] as number) : v; // position 1, 3, 5… (1-based) is "odd"
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function isFiscalCodeFormat(value: string): boolean {
  return FISCAL_CODE.test(value.trim().toUpperCase());
}

/** Pattern, check character (omocodia included) and a real day of birth (1-31, women +40). */
export function isValidFiscalCode(value: string): boolean {
  const cf = value.trim().toUpperCase();
  if (!FISCAL_CODE.test(cf)) return false;
  if (fiscalCodeCheckChar(cf.slice(0, 15)) !== cf.charAt(15)) return false;
  const dayDigits = cf
    .slice(9, 11)
    .split('')
    .map((c) => (OMOCODIA.includes(c) ? String(OMOCODIA.indexOf(c)) : c))
    .join('');
  const day = Number(dayDigits);
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

/** Codice fiscale: 'Formato non corretto' on the pattern, 'Codice fiscale non valido' on the checksum. */
export function fiscalCode(options?: RuleOptions): Validator {
  return (value) => {
    if (isEmpty(value)) return options?.required ? (options.requiredMessage ?? MESSAGES.required) : true;
    const v = text(value);
    if (!isFiscalCodeFormat(v)) return MESSAGES.fiscalCodeFormat;
    return isValidFiscalCode(v) ? true : (options?.message ?? MESSAGES.fiscalCodeInvalid);
  };
}

/** Tax code of the registration and billing forms: the personal pattern or 11 digits, any case. */
export function taxCode(options?: RuleOptions): Validator {
  return rule((v) => isFiscalCodeFormat(v) || /^\d{11}$/.test(v), MESSAGES.fiscalCodeInvalid, options);
}

// ---------------------------------------------------------------- partita IVA, SDI

/**
 * Italian partita IVA checksum (Luhn variant): digits in odd places (1st, 3rd…) add up
 * as they are, digits in even places are doubled (minus 9 above 9); the 11th digit
 * makes the total a multiple of 10. All zeros is refused.
 */
export function isValidPartitaIva(value: string): boolean {
  const v = value.trim();
  if (!/^\d{11}$/.test(v) || /^0{11}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = v.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === v.charCodeAt(10) - 48;
}

/** "P.Iva e C.F.": exactly 11 digits. */
export function vatOrFiscalCode(options?: RuleOptions): Validator {
  return rule((v) => /^\d{11}$/.test(v), MESSAGES.vatOrFiscalCode, options);
}

/** Billing VAT number: 11 or 12 digits (format only; use isValidPartitaIva for the checksum). */
export function vatNumber(options?: RuleOptions): Validator {
  return rule((v) => /^\d{11,12}$/.test(v), MESSAGES.vatNumber, options);
}

/** SDI recipient code: 6 or 7 uppercase letters or digits. */
export function sdiCode(options?: RuleOptions): Validator {
  return rule((v) => /^[A-Z0-9]{6,7}$/.test(v), MESSAGES.sdiCode, options);
}

// ---------------------------------------------------------------- names, text, lengths

/** Letters of any alphabet (accented included), apostrophes (' and ’) and spaces. */
export function personName(options?: RuleOptions): Validator {
  return rule((v) => /^[\p{L}\p{M}'’ ]+$/u.test(v), MESSAGES.personName, options);
}

export function alpha(options?: RuleOptions): Validator {
  return rule((v) => /^[\p{L}\p{M}]+$/u.test(v), MESSAGES.alpha, options);
}

export function alphanumeric(options?: RuleOptions): Validator {
  return rule((v) => /^[\p{L}\p{M}\d]+$/u.test(v), MESSAGES.alphanumeric, options);
}

export function integer(options?: RuleOptions): Validator {
  return rule((v) => /^[-+]?\d+$/.test(v), MESSAGES.integer, options);
}

/** A number written with a dot or a comma as decimal separator. */
export function number(options?: RuleOptions): Validator {
  return rule((v) => /^[-+]?\d+(?:[.,]\d+)?$/.test(v), MESSAGES.number, options);
}

/** A decimal with the Italian comma, at most two decimals: "12", "12,5", "12,50". */
export function decimalComma(options?: RuleOptions): Validator {
  return rule((v) => /^[-+]?\d+(?:,\d{1,2})?$/.test(v), MESSAGES.decimal, options);
}

/** http(s) URL with a host name (or localhost) and an optional port, path, query and fragment. */
export function url(options?: RuleOptions): Validator {
  return rule(
    (v) =>
      /^https?:\/\/(?:localhost|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63})(?::\d{1,5})?(?:[/?#][^\s]*)?$/.test(
        v,
      ),
    MESSAGES.url,
    options,
  );
}

/** Lengths count characters (code points), not UTF-16 units. */
const length = (v: string): number => [...v].length;

export function minLength(n: number, options?: RuleOptions): Validator {
  return rule((v) => length(v) >= n, minLengthMessage(n), options);
}

export function maxLength(n: number, options?: RuleOptions): Validator {
  return rule((v) => length(v) <= n, maxLengthMessage(n), options);
}

export function exactLength(n: number, options?: RuleOptions): Validator {
  return rule((v) => length(v) === n, exactLengthMessage(n), options);
}

export function lengthOneOf(lengths: readonly number[], options?: RuleOptions): Validator {
  return rule((v) => lengths.includes(length(v)), lengthOneOfMessage(lengths), options);
}

export function minDigits(n: number, options?: RuleOptions): Validator {
  return rule((v) => (v.match(/\d/g) ?? []).length >= n, minDigitsMessage(n), options);
}

export function minCapitals(n: number, options?: RuleOptions): Validator {
  return rule((v) => (v.match(/\p{Lu}/gu) ?? []).length >= n, minCapitalsMessage(n), options);
}

/** Symbols are characters that are neither letters, digits nor spaces. */
export function minSymbols(n: number, options?: RuleOptions): Validator {
  return rule((v) => (v.match(/[^\p{L}\p{M}\d\s]/gu) ?? []).length >= n, minSymbolsMessage(n), options);
}

/** Numeric minimum, strictly greater than the bound. Accepts a comma decimal. */
export function greaterThan(bound: number, options?: RuleOptions): Validator {
  return rule(
    (v) => {
      if (!/^[-+]?\d+(?:[.,]\d+)?$/.test(v)) return false;
      return Number(v.replace(',', '.')) > bound;
    },
    greaterThanMessage(bound),
    options,
  );
}

// ---------------------------------------------------------------- codes, cards, checkbox

/** Loyalty card prefixes we issue (13-digit GS1 in-store numbers). */
export const LOYALTY_CARD_PREFIXES: readonly string[] = ['2460', '0460'];

export function isValidLoyaltyCard(
  value: string,
  prefixes: readonly string[] = LOYALTY_CARD_PREFIXES,
): boolean {
  const v = value.replace(/\s/g, '');
  return /^\d{13}$/.test(v) && prefixes.some((p) => v.startsWith(p)) && isValidGs1(v);
}

export function loyaltyCard(options?: RuleOptions & { prefixes?: readonly string[] }): Validator {
  return rule((v) => isValidLoyaltyCard(v, options?.prefixes), MESSAGES.loyaltyCard, options);
}

/** A required consent: true or 1 ('1'); false or 0 fail. */
export function checkbox(options?: RuleOptions): Validator {
  return (value) => {
    if (isEmpty(value)) return options?.required ? (options.requiredMessage ?? MESSAGES.required) : true;
    return value === true || value === 1 || value === '1' || value === 'true'
      ? true
      : (options?.message ?? MESSAGES.required);
  };
}

/** Receipt lottery code: exactly 7 letters or digits (any case). */
export function lotteryCode(options?: RuleOptions): Validator {
  return rule((v) => /^[A-Za-z0-9]{7}$/.test(v), MESSAGES.code, options);
}

/** Second-factor PIN: 6 digits. */
export function mfaPin(options?: RuleOptions): Validator {
  return rule((v) => /^\d{6}$/.test(v), MESSAGES.mfaPin, options);
}
