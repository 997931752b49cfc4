import { describe, it, expect } from 'vitest';
import type { Validator } from './validators';
import {
  alpha,
  alphanumeric,
  checkbox,
  compose,
  decimalComma,
  email,
  exactLength,
  fiscalCode,
  fiscalCodeCheckChar,
  greaterThan,
  integer,
  isValidFiscalCode,
  isValidLoyaltyCard,
  isValidPartitaIva,
  lengthOneOf,
  loginEmail,
  loginPassword,
  lotteryCode,
  loyaltyCard,
  maxLength,
  mfaPin,
  minCapitals,
  minDigits,
  minLength,
  minSymbols,
  number,
  personName,
  phone,
  postalCode,
  registrationPassword,
  required,
  sdiCode,
  taxCode,
  url,
  validateAll,
  vatNumber,
  vatOrFiscalCode,
  zip,
} from './validators';

type Row = readonly [string, Validator, unknown, true | string];
const check = (rows: readonly Row[]) =>
  it.each(rows)('%s: %j', (_rule, validator, value, expected) => {
    expect(validator(value)).toBe(expected);
  });

const REQUIRED = 'Campo obbligatorio';
const PASSWORD_POLICY =
  'La password deve essere lunga da 8 a 25 caratteri e contenere almeno 1 lettera minuscola, 1 maiuscola, 1 numero e 1 carattere speciale tra @#$%^&+*!=';
const COMMON = 'Questa password è troppo comune: scegline una più difficile da indovinare';

describe('required and empty values (empty passes unless required)', () => {
  check([
    ['required: text', required(), 'x', true],
    ['required: empty', required(), '', REQUIRED],
    ['required: blanks', required(), '   ', REQUIRED],
    ['required: null', required(), null, REQUIRED],
    ['required: undefined', required(), undefined, REQUIRED],
    ['required: 0 is a value', required(), 0, true],
    ['optional CAP: empty passes', postalCode(), '', true],
    ['required CAP: empty fails', postalCode({ required: true }), '', REQUIRED],
    ['optional tax code: empty passes', taxCode(), undefined, true],
    ['optional VAT: empty passes', vatNumber(), null, true],
    ['optional code: empty passes', lotteryCode(), '', true],
    ['optional password: empty passes', registrationPassword(), '', true],
  ]);
});

describe('login (spec 000 §5)', () => {
  check([
    ['login email required', loginEmail, '', 'Digita la tua email'],
    ['login email format', loginEmail, 'mario.rossi', 'Digitare una e-mail valida'],
    ['login email ok', loginEmail, 'mario.rossi@example.it', true],
    ['login email trimmed', loginEmail, '  mario.rossi@example.it ', true],
    ['login password required', loginPassword, '', 'Digita la tua password'],
    ['login password required (undefined)', loginPassword, undefined, 'Digita la tua password'],
    ['login password any value', loginPassword, 'x', true],
  ]);
});

describe('e-mail format (top-level domain 2 to 11 letters)', () => {
  check([
    ['simple', email(), 'a@b.it', true],
    ['plus and dots', email(), 'anna.maria+spesa@posta.coop.it', true],
    ['TLD of 11 letters', email(), 'a@example.engineering', true],
    ['TLD of 12 letters', email(), 'a@example.abcdefghijkl', 'Digitare una e-mail valida'],
    ['TLD of 1 letter', email(), 'a@example.i', 'Digitare una e-mail valida'],
    ['numeric TLD', email(), 'a@example.123', 'Digitare una e-mail valida'],
    ['no domain', email(), 'a@', 'Digitare una e-mail valida'],
    ['no @', email(), 'example.it', 'Digitare una e-mail valida'],
    ['double dot', email(), 'a..b@example.it', 'Digitare una e-mail valida'],
    ['space inside', email(), 'a b@example.it', 'Digitare una e-mail valida'],
    ['two @', email(), 'a@b@example.it', 'Digitare una e-mail valida'],
  ]);
});

describe('phone: generic, mobile, landline', () => {
  const msg = 'Digitare un numero di telefono valido';
  check([
    ['mobile', phone('mobile'), '3471234567', true],
    ['mobile with +39 and spaces', phone('mobile'), '+39 347 123 4567', true],
    ['mobile with 0039', phone('mobile'), '00393471234567', true],
    ['mobile 9 digits', phone('mobile'), '347123456', true],
    ['landline is not mobile', phone('mobile'), '0212345678', msg],
    ['mobile too short', phone('mobile'), '34712345', msg],
    ['landline Milan', phone('landline'), '02 1234 5678', true],
    ['landline with +39', phone('landline'), '+39 0331 123456', true],
    ['mobile is not landline', phone('landline'), '3471234567', msg],
    ['generic mobile', phone(), '347-123-4567', true],
    ['generic landline', phone(), '(02) 12345678', true],
    ['generic international', phone(), '+41 44 123 45 67', true],
    ['letters', phone(), '347abc4567', msg],
    ['too short', phone(), '12345', msg],
    ['plus only in front', phone(), '347+1234567', msg],
  ]);
});

describe('CAP and ZIP', () => {
  check([
    ['CAP 5 digits', postalCode(), '20121', true],
    ['CAP 4 digits', postalCode(), '6900', true],
    ['CAP 3 digits', postalCode(), '201', 'Il CAP deve essere di 4 o 5 cifre'],
    ['CAP 6 digits', postalCode(), '201211', 'Il CAP deve essere di 4 o 5 cifre'],
    ['CAP letters', postalCode(), '20I21', 'Il CAP deve essere di 4 o 5 cifre'],
    ['ZIP 10 digits', zip(), '1234567890', true],
    ['ZIP 9 digits', zip(), '123456789', 'Il codice postale deve essere di 10 cifre'],
  ]);
});

describe('registration password (8-25, lower, upper, digit, one of @#$%^&+*!=; not common)', () => {
  check([
    ['valid', registrationPassword(), 'Spesa2024#', true],
    ['exactly 8', registrationPassword(), 'Abcdef1!', true],
    ['exactly 25', registrationPassword(), 'Abcdefghijklmnopqrstuvw1=', true],
    ['7 characters (the 6-25 tooltip loses)', registrationPassword(), 'Abcde1!', PASSWORD_POLICY],
    ['26 characters', registrationPassword(), 'Abcdefghijklmnopqrstuvwx1=', PASSWORD_POLICY],
    ['no lowercase', registrationPassword(), 'SPESA2024#', PASSWORD_POLICY],
    ['no uppercase', registrationPassword(), 'spesa2024#', PASSWORD_POLICY],
    ['no digit', registrationPassword(), 'SpesaSpesa#', PASSWORD_POLICY],
    ['no special', registrationPassword(), 'Spesa20244', PASSWORD_POLICY],
    ['special not in the list', registrationPassword(), 'Spesa2024.', PASSWORD_POLICY],
    ['common: P@ssw0rd', registrationPassword(), 'P@ssw0rd', COMMON],
    ['common, any case: pASSWORD1!', registrationPassword(), 'pASSWORD1!', COMMON],
    ['common Italian: Juventus1!', registrationPassword(), 'Juventus1!', COMMON],
    ['required', registrationPassword({ required: true }), '', REQUIRED],
  ]);
});

describe('codice fiscale: pattern and checksum with omocodia', () => {
  check([
    ['valid', fiscalCode(), 'RSSMRA85T10A562S', true],
    ['valid, lower case', fiscalCode(), 'rssmra85t10a562s', true],
    ['valid, woman (day + 40)', fiscalCode(), 'BNCGNN80A41F205A', true],
    ['omocode: last digit 2 → N', fiscalCode(), 'RSSMRA85T10A56NH', true],
    ['omocode: two substitutions', fiscalCode(), 'RSSMRA85T10A5RNS', true],
    ['omocode: every digit substituted', fiscalCode(), 'RSSMRAURTMLARNME', true],
    ['wrong check character', fiscalCode(), 'RSSMRA85T10A562T', 'Codice fiscale non valido'],
    ['omocode with wrong check', fiscalCode(), 'RSSMRA85T10A56NS', 'Codice fiscale non valido'],
    [
      'impossible day 35',
      fiscalCode(),
      'RSSMRA85T35A562' + fiscalCodeCheckChar('RSSMRA85T35A562'),
      'Codice fiscale non valido',
    ],
    ['wrong month letter', fiscalCode(), 'RSSMRA85F10A562S', 'Formato non corretto'],
    ['too short', fiscalCode(), 'RSSMRA85T10A562', 'Formato non corretto'],
    ['digits in the name part', fiscalCode(), 'RSS1RA85T10A562S', 'Formato non corretto'],
    ['letter not allowed for omocodia (W)', fiscalCode(), 'RSSMRA85T10A56WS', 'Formato non corretto'],
    ['11 digits are not a personal code', fiscalCode(), '00743110157', 'Formato non corretto'],
  ]);

  it.each([
    ['RSSMRA85T10A562', 'S'],
    ['RSSMRA85T10A56N', 'H'],
    ['BNCGNN80A41F205', 'A'],
  ])('check character of %s is %s', (first15, check) => {
    expect(fiscalCodeCheckChar(first15)).toBe(check);
    expect(isValidFiscalCode(first15 + check)).toBe(true);
  });
});

describe('tax code (registration form): Italian pattern or 11 digits, case-insensitive', () => {
  check([
    ['personal pattern', taxCode(), 'RSSMRA85T10A562S', true],
    ['lower case', taxCode(), 'rssmra85t10a562s', true],
    ['11 digits', taxCode(), '00743110157', true],
    ['10 digits', taxCode(), '0074311015', 'Codice fiscale non valido'],
    ['garbage', taxCode(), 'ABC', 'Codice fiscale non valido'],
  ]);
});

describe('partita IVA and SDI', () => {
  check([
    ['VAT or CF: 11 digits', vatOrFiscalCode(), '01114601006', true],
    ['VAT or CF: 10 digits', vatOrFiscalCode(), '0111460100', 'P.Iva e C.F. devono avere 11 cifre'],
    ['VAT or CF: letters', vatOrFiscalCode(), 'RSSMRA85T10A562S', 'P.Iva e C.F. devono avere 11 cifre'],
    ['VAT number: 11 digits', vatNumber(), '00743110157', true],
    ['VAT number: 12 digits', vatNumber(), '007431101571', true],
    ['VAT number: 13 digits', vatNumber(), '0074311015712', 'Formato della partita IVA non corretto'],
    ['VAT number: IT prefix', vatNumber(), 'IT00743110157', 'Formato della partita IVA non corretto'],
    ['SDI: 7 characters', sdiCode(), 'M5UXCR1', true],
    ['SDI: 6 characters', sdiCode(), 'ABC123', true],
    ['SDI: 0000000', sdiCode(), '0000000', true],
    ['SDI: lower case', sdiCode(), 'm5uxcr1', 'Codice destinatario non valido'],
    ['SDI: 5 characters', sdiCode(), 'ABC12', 'Codice destinatario non valido'],
    ['SDI: 8 characters', sdiCode(), 'ABC12345', 'Codice destinatario non valido'],
  ]);

  it.each([
    ['00743110157', true],
    ['01114601006', true],
    ['00743110158', false],
    ['01114601007', false],
    ['00000000000', false],
    ['0074311015', false],
    ['0074311015A', false],
  ])('isValidPartitaIva(%s) = %s', (value, valid) => {
    expect(isValidPartitaIva(value)).toBe(valid);
  });
});

describe('person name: letters (accented too), apostrophe and space', () => {
  const msg = 'Il nome può contenere solo lettere, apostrofi e spazi';
  check([
    ['plain', personName(), 'Mario', true],
    ['accented and apostrophe', personName(), "Niccolò D'Angelo", true],
    ['typographic apostrophe', personName(), 'D’Amico', true],
    ['two names', personName(), 'Anna Maria', true],
    ['digit', personName(), 'Mario2', msg],
    ['hyphen', personName(), 'Anna-Maria', msg],
    ['dot', personName(), 'G. Verdi', msg],
  ]);
});

describe('lengths and composition', () => {
  check([
    ['min length ok', minLength(3), 'abc', true],
    ['min length', minLength(3), 'ab', 'Lunghezza minima 3 caratteri'],
    ['max length ok', maxLength(5), 'abcde', true],
    ['max length', maxLength(5), 'abcdef', 'Lunghezza massima 5 caratteri'],
    ['length counts characters, not bytes', maxLength(3), 'àèì', true],
    ['exact length ok', exactLength(4), 'abcd', true],
    ['exact length', exactLength(4), 'abc', 'Lunghezza richiesta 4 caratteri'],
    ['one of lengths ok', lengthOneOf([4, 5]), '1234', true],
    ['one of lengths', lengthOneOf([4, 5]), '123', 'Lunghezza consentita: 4 o 5 caratteri'],
    ['one of three lengths', lengthOneOf([8, 11, 16]), '123', 'Lunghezza consentita: 8, 11 o 16 caratteri'],
    ['min digits ok', minDigits(2), 'a1b2', true],
    ['min digits', minDigits(2), 'a1b', 'Inserire almeno 2 numeri'],
    ['min 1 digit', minDigits(1), 'abc', 'Inserire almeno 1 numero'],
    ['min capitals ok', minCapitals(1), 'aBc', true],
    ['min capitals', minCapitals(2), 'aBc', 'Inserire almeno 2 lettere maiuscole'],
    ['min symbols ok', minSymbols(1), 'abc!', true],
    ['min symbols', minSymbols(1), 'abc1', 'Inserire almeno 1 carattere speciale'],
  ]);
});

describe('loyalty card: prefix 2460 or 0460, 13 digits, GS1 check digit', () => {
  const msg = 'Numero di carta fedeltà non valido';
  check([
    ['valid 2460', loyaltyCard(), '2460000123457', true],
    ['valid 0460', loyaltyCard(), '0460000987655', true],
    ['spaces ignored', loyaltyCard(), '2460 0001 2345 7', true],
    ['wrong check digit', loyaltyCard(), '2460000123458', msg],
    ['wrong prefix (valid EAN)', loyaltyCard(), '4006381333931', msg],
    ['12 digits', loyaltyCard(), '246000012345', msg],
    ['configured prefix', loyaltyCard({ prefixes: ['400'] }), '4006381333931', true],
  ]);

  it('isValidLoyaltyCard uses the default prefixes', () => {
    expect(isValidLoyaltyCard('2460000123457')).toBe(true);
    expect(isValidLoyaltyCard('4006381333931')).toBe(false);
  });
});

describe('checkbox, numeric minimum, codes, MFA PIN', () => {
  check([
    ['checkbox true', checkbox(), true, true],
    ['checkbox 1', checkbox(), 1, true],
    ["checkbox '1'", checkbox(), '1', true],
    ['checkbox false', checkbox(), false, REQUIRED],
    ['checkbox 0', checkbox(), 0, REQUIRED],
    ['checkbox empty passes', checkbox(), undefined, true],
    ['required checkbox empty', checkbox({ required: true }), undefined, REQUIRED],
    ['greater than: above', greaterThan(0), '0,01', true],
    ['greater than: equal is not enough', greaterThan(10), '10', 'Il valore deve essere maggiore di 10'],
    ['greater than: below', greaterThan(10), 9, 'Il valore deve essere maggiore di 10'],
    ['greater than: not a number', greaterThan(10), 'dieci', 'Il valore deve essere maggiore di 10'],
    ['lottery code 7 alphanumerics', lotteryCode(), 'AB12CD3', true],
    ['lottery code 6', lotteryCode(), 'AB12CD', 'Codice non valido'],
    ['lottery code 8', lotteryCode(), 'AB12CD34', 'Codice non valido'],
    ['lottery code symbol', lotteryCode(), 'AB12CD!', 'Codice non valido'],
    ['MFA PIN', mfaPin(), '012345', true],
    ['MFA PIN 5 digits', mfaPin(), '12345', 'Il codice deve essere di 6 cifre'],
    ['MFA PIN letters', mfaPin(), '12345a', 'Il codice deve essere di 6 cifre'],
  ]);
});

describe('format checks', () => {
  check([
    ['alpha', alpha(), 'Città', true],
    ['alpha with digit', alpha(), 'abc1', 'Sono ammesse solo lettere'],
    ['alphanumeric', alphanumeric(), 'abc123', true],
    ['alphanumeric with space', alphanumeric(), 'abc 123', 'Sono ammessi solo lettere e numeri'],
    ['integer', integer(), '-42', true],
    ['integer with decimals', integer(), '4.2', 'Digitare un numero intero'],
    ['number with dot', number(), '4.25', true],
    ['number with comma', number(), '4,25', true],
    ['number', number(), '4,2,5', 'Digitare un numero valido'],
    ['decimal with comma', decimalComma(), '12,50', true],
    ['decimal without decimals', decimalComma(), '12', true],
    [
      'decimal with dot',
      decimalComma(),
      '12.50',
      'Digitare un numero con al massimo due decimali separati dalla virgola (es. 12,50)',
    ],
    [
      'decimal with three decimals',
      decimalComma(),
      '12,505',
      'Digitare un numero con al massimo due decimali separati dalla virgola (es. 12,50)',
    ],
    ['url https', url(), 'https://www.sporta.it/page/chi-siamo?x=1#top', true],
    ['url with port', url(), 'http://localhost:3000/cart', true],
    ['url without scheme', url(), 'www.sporta.it', 'Digitare un indirizzo web valido'],
    ['url javascript', url(), 'javascript:alert(1)', 'Digitare un indirizzo web valido'],
    ['url with space', url(), 'https://www.sporta .it', 'Digitare un indirizzo web valido'],
  ]);
});

describe('compose and validateAll', () => {
  it('compose returns the first failure', () => {
    const rule = compose(required(), minLength(3), maxLength(5));
    expect(rule('')).toBe(REQUIRED);
    expect(rule('ab')).toBe('Lunghezza minima 3 caratteri');
    expect(rule('abcdef')).toBe('Lunghezza massima 5 caratteri');
    expect(rule('abcd')).toBe(true);
  });

  it('validateAll collects every failure', () => {
    expect(validateAll('a', [minLength(3), minDigits(1), maxLength(5)])).toEqual([
      'Lunghezza minima 3 caratteri',
      'Inserire almeno 1 numero',
    ]);
  });
});
