/**
 * Forms (spec 002 §3 "Dynamic form", §4 "Forms", §5 "Dynamic form" and "Custom form"): the 21
 * field types of the ninja-style form, the check of one field's value and of a whole form, the
 * date rules (dd/MM/yyyy, not before 1910-01-01) and the upload rules (the field's upload_types,
 * a size limit). Pure: the server refuses with these messages, the web shows the same ones.
 * The custom forms (cu-form) describe their fields with the same types, so one check serves both.
 */
import {
  isEmpty,
  isFiscalCodeFormat,
  isValidEmail,
  isValidFiscalCode,
  isValidPartitaIva,
  isValidPhone,
} from './validators';

/** The 21 field types of spec 002 §5, with ninja forms' names. */
export const FORM_FIELD_TYPES = [
  'textbox',
  'number',
  'address',
  'city',
  'zip',
  'email',
  'phone',
  'firstname',
  'lastname',
  'hidden',
  'listselect',
  'listcountry',
  'textarea',
  'checkbox',
  'file_upload',
  'date',
  'submit',
  'listcheckbox',
  'listradio',
  'listmultiselect',
  'html',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types that carry no value (a button, a piece of text). */
export const VALUELESS_TYPES: readonly FormFieldType[] = ['submit', 'html'];
/** Types whose value is a list of options' values. */
export const MULTI_VALUE_TYPES: readonly FormFieldType[] = ['listcheckbox', 'listmultiselect'];
/** Types chosen among the field's options. */
export const OPTION_TYPES: readonly FormFieldType[] = [
  'listselect',
  'listradio',
  'listcheckbox',
  'listmultiselect',
];

/** Spec 002 §5 date picker and §9: minimum date 1910-01-01, format dd/MM/yyyy, weeks from Monday. */
export const FORM_DATE_MIN = '1910-01-01';
export const FORM_DATE_FORMAT = 'dd/MM/yyyy';
export const FORM_WEEK_STARTS_ON = 1; // Monday
/** Largest file one upload field takes (a field may set a smaller one). */
export const FORM_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Files one upload field takes. */
export const FORM_UPLOAD_MAX_FILES = 3;

export const FORM_MESSAGES = {
  /** Spec 002 §4: the default success message. */
  success: 'Grazie per averci inviato la tua richiesta',
  /** Spec 002 §5/§8: the whole-form failure. */
  failure: 'La form non è stata compilata correttamente',
  /** Spec 002 §5: a required checkbox. */
  consent: 'È obbligatorio accettare questo consenso per procedere',
  required: 'Questo campo è obbligatorio',
  email: 'Digitare una e-mail valida',
  phone: 'Digitare un numero di telefono valido',
  zip: 'Il CAP deve essere di 5 cifre',
  number: 'Digitare un numero valido',
  taxCode: 'Codice fiscale o partita IVA non valido',
  date: 'Digitare una data nel formato gg/mm/aaaa',
  option: 'Scegliere una delle opzioni proposte',
  loginRequired: 'Per compilare questo modulo devi accedere al tuo account.',
  uploadMissing: 'Il file indicato non è stato caricato: caricalo di nuovo',
} as const;

export const inputLimitMessage = (n: number): string => `Lunghezza massima ${n} caratteri`;
export const numMinMessage = (n: number): string => `Il valore minimo è ${formatNumber(n)}`;
export const numMaxMessage = (n: number): string => `Il valore massimo è ${formatNumber(n)}`;
export const numStepMessage = (n: number): string =>
  `Il valore deve essere un multiplo di ${formatNumber(n)}`;
export const dateMinMessage = (): string =>
  `La data non può essere precedente al ${isoToItalian(FORM_DATE_MIN)}`;
export const uploadTypeMessage = (types: readonly string[]): string =>
  `Tipo di file non ammesso: sono ammessi solo ${types.map((t) => t.toUpperCase()).join(', ')}`;
export const uploadSizeMessage = (bytes: number): string =>
  `Il file è troppo grande: al massimo ${Math.round(bytes / (1024 * 1024))} MB`;
export const uploadCountMessage = (n: number): string => `Al massimo ${n} file per questo campo`;

function formatNumber(n: number): string {
  return String(n).replace('.', ',');
}

/** The parts of a field definition the checks read. */
export interface FormFieldRules {
  type: FormFieldType;
  required?: boolean;
  /** Maximum characters (spec: input_limit). */
  inputLimit?: number | null;
  numMin?: number | null;
  numMax?: number | null;
  numStep?: number | null;
  /** Option values of list fields. */
  options?: readonly { value: string }[];
  /** A tax-code textbox (codice fiscale or partita IVA): spec 002 §5 "a tax code / VAT rule". */
  taxCode?: boolean;
  /** A message of the form's own for any failure of this field (custom forms' schema). */
  message?: string | null;
}

// ---------------------------------------------------------------- dates

/** 'dd/MM/yyyy' → 'yyyy-MM-dd' when it is a real calendar day; otherwise null. */
export function italianToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, d, mo, y] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  return `${y}-${mo}-${d}`;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export function isoToItalian(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The check of a date typed as dd/MM/yyyy: format, real day, not before 1910-01-01. */
export function formDateError(value: string): string | null {
  const iso = italianToIso(value);
  if (!iso) return FORM_MESSAGES.date;
  return iso < FORM_DATE_MIN ? dateMinMessage() : null;
}

/**
 * The weeks of a month for a calendar whose weeks start on Monday: rows of 7 cells, each an ISO
 * day or null outside the month.
 */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 7 - FORM_WEEK_STARTS_ON) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++)
    cells.push(`${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

// ---------------------------------------------------------------- uploads

/** The extensions a field accepts: '.jpg, png ,PDF' → ['jpg', 'png', 'pdf']; empty = any. */
export function parseUploadTypes(uploadTypes: string | null | undefined): string[] {
  return (uploadTypes ?? '')
    .split(/[\s,;|]+/)
    .map((t) => t.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** The file's extension, lower case ('' when it has none). */
export function fileExtension(name: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/** The check of one file for an upload field: its type among upload_types, its size. */
export function uploadError(
  file: { name: string; size: number },
  field: { uploadTypes?: string | null; maxBytes?: number | null },
): string | null {
  const types = parseUploadTypes(field.uploadTypes);
  const ext = fileExtension(file.name);
  const accepted =
    types.length === 0 ? !!ext : types.includes(ext) || (ext === 'jpeg' && types.includes('jpg'));
  if (!accepted) return uploadTypeMessage(types.length ? types : ['con estensione']);
  const max = Math.min(field.maxBytes ?? FORM_UPLOAD_MAX_BYTES, FORM_UPLOAD_MAX_BYTES);
  if (file.size <= 0 || file.size > max) return uploadSizeMessage(max);
  return null;
}

// ---------------------------------------------------------------- fields

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function isChecked(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'checked';
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText).filter((v) => v !== '');
  const text = asText(value);
  return text === '' ? [] : [text];
}

function decimal(value: string): number | null {
  const v = value.trim().replace(',', '.');
  return /^[-+]?\d+(?:\.\d+)?$/.test(v) ? Number(v) : null;
}

/** Codice fiscale (pattern and check character) or partita IVA (11 digits, checksum). */
export function isValidTaxCode(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (/^\d{11}$/.test(v)) return isValidPartitaIva(v);
  return isFiscalCodeFormat(v) && isValidFiscalCode(v);
}

/**
 * The message for one field's value, or null when it is fine. Empty optional fields pass; a
 * required checkbox that is not ticked fails with the spec's consent message. File fields are
 * checked for presence here (their files were checked at upload).
 */
export function formFieldError(field: FormFieldRules, value: unknown): string | null {
  const own = (message: string) => field.message || message;
  const { type } = field;
  if (VALUELESS_TYPES.includes(type)) return null;
  if (type === 'checkbox') {
    if (field.required && !isChecked(value)) return field.message || FORM_MESSAGES.consent;
    return null;
  }
  if (MULTI_VALUE_TYPES.includes(type) || type === 'file_upload') {
    const list = type === 'file_upload' ? uploadTokens(value) : asList(value);
    if (list.length === 0) return field.required ? own(FORM_MESSAGES.required) : null;
    if (type === 'file_upload')
      return list.length > FORM_UPLOAD_MAX_FILES ? uploadCountMessage(FORM_UPLOAD_MAX_FILES) : null;
    const allowed = new Set((field.options ?? []).map((o) => o.value));
    return list.every((v) => allowed.has(v)) ? null : own(FORM_MESSAGES.option);
  }
  const text = asText(value);
  if (isEmpty(text)) return field.required ? own(FORM_MESSAGES.required) : null;
  if (field.inputLimit && text.length > field.inputLimit) return own(inputLimitMessage(field.inputLimit));
  switch (type) {
    case 'email':
      return isValidEmail(text) ? null : own(FORM_MESSAGES.email);
    case 'phone':
      return isValidPhone(text) ? null : own(FORM_MESSAGES.phone);
    case 'zip':
      return /^\d{5}$/.test(text.trim()) ? null : own(FORM_MESSAGES.zip);
    case 'date':
      return formDateError(text) ? own(formDateError(text)!) : null;
    case 'number': {
      const n = decimal(text);
      if (n === null) return own(FORM_MESSAGES.number);
      if (field.numMin != null && n < field.numMin) return own(numMinMessage(field.numMin));
      if (field.numMax != null && n > field.numMax) return own(numMaxMessage(field.numMax));
      if (field.numStep && field.numStep > 0) {
        const base = field.numMin ?? 0;
        const steps = (n - base) / field.numStep;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) return own(numStepMessage(field.numStep));
      }
      return null;
    }
    case 'listselect':
    case 'listradio':
      return (field.options ?? []).some((o) => o.value === text) ? null : own(FORM_MESSAGES.option);
    case 'listcountry':
      return /^[A-Z]{2}$/.test(text) ? null : own(FORM_MESSAGES.option);
    default:
      if (field.taxCode && !isValidTaxCode(text)) return own(FORM_MESSAGES.taxCode);
      return null;
  }
}

/** The upload tokens of a file field's value: a list of tokens or ninja's { token: name } map. */
export function uploadTokens(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText).filter(Boolean);
  if (value && typeof value === 'object') return Object.keys(value);
  const text = asText(value);
  return text ? [text] : [];
}

/** Every field's failure, keyed by the field's key (empty when the form is fine). */
export function formErrors<K extends string | number>(
  fields: readonly (FormFieldRules & { id: K })[],
  values: ReadonlyMap<K, unknown> | Record<K, unknown>,
): Map<K, string> {
  const get = (id: K) => (values instanceof Map ? values.get(id) : (values as Record<K, unknown>)[id]);
  const errors = new Map<K, string>();
  for (const f of fields) {
    const err = formFieldError(f, get(f.id));
    if (err) errors.set(f.id, err);
  }
  return errors;
}
