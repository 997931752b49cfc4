import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_TYPES,
  FORM_MESSAGES,
  formDateError,
  formFieldError,
  italianToIso,
  monthGrid,
  uploadError,
  type FormFieldRules,
} from './forms';

describe('dynamic form rules (spec 002 §5)', () => {
  it('has the 21 field types', () => expect(FORM_FIELD_TYPES).toHaveLength(21));

  const rows: [string, FormFieldRules, unknown, string | null][] = [
    ['required checkbox', { type: 'checkbox', required: true }, '0', FORM_MESSAGES.consent],
    ['ticked checkbox', { type: 'checkbox', required: true }, true, null],
    ['required text', { type: 'textbox', required: true }, ' ', FORM_MESSAGES.required],
    ['input_limit', { type: 'textarea', inputLimit: 3 }, 'abcd', 'Lunghezza massima 3 caratteri'],
    ['email', { type: 'email' }, 'a@b', FORM_MESSAGES.email],
    ['phone', { type: 'phone' }, '12', FORM_MESSAGES.phone],
    ['CAP', { type: 'zip' }, '2014', FORM_MESSAGES.zip],
    ['number', { type: 'number' }, '1e3', FORM_MESSAGES.number],
    ['number min', { type: 'number', numMin: 1 }, '0', 'Il valore minimo è 1'],
    ['number step', { type: 'number', numStep: 0.5 }, '1,25', 'Il valore deve essere un multiplo di 0,5'],
    ['tax code', { type: 'textbox', taxCode: true }, 'RSSMRA80A01F205A', FORM_MESSAGES.taxCode],
    ['partita IVA', { type: 'textbox', taxCode: true }, '01234567897', null],
    ['date format', { type: 'date' }, '2020-01-01', FORM_MESSAGES.date],
    ['date min', { type: 'date' }, '31/12/1909', 'La data non può essere precedente al 01/01/1910'],
    ['date ok', { type: 'date' }, '01/01/1910', null],
    ['option', { type: 'listradio', options: [{ value: 'a' }] }, 'b', FORM_MESSAGES.option],
    ['own message', { type: 'email', message: 'E-mail sbagliata' }, 'x', 'E-mail sbagliata'],
    ['submit has no value', { type: 'submit', required: true }, undefined, null],
  ];
  it.each(rows)('%s', (_name, field, value, expected) => expect(formFieldError(field, value)).toBe(expected));

  it('reads dd/MM/yyyy days', () => {
    expect(italianToIso('29/02/2024')).toBe('2024-02-29');
    expect(italianToIso('29/02/2023')).toBeNull();
    expect(formDateError('1/1/2000')).toBe(FORM_MESSAGES.date);
  });

  it('weeks start on Monday', () => {
    // 1 September 2026 is a Tuesday.
    expect(monthGrid(2026, 9)[0]).toEqual([
      null,
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
    ]);
  });

  it('limits uploads to upload_types and size', () => {
    expect(uploadError({ name: 'a.exe', size: 10 }, { uploadTypes: '.pdf, jpg' })).toBe(
      'Tipo di file non ammesso: sono ammessi solo PDF, JPG',
    );
    expect(uploadError({ name: 'a.JPEG', size: 10 }, { uploadTypes: 'jpg' })).toBeNull();
    expect(
      uploadError(
        { name: 'a.pdf', size: 3 * 1024 * 1024 },
        { uploadTypes: 'pdf', maxBytes: 2 * 1024 * 1024 },
      ),
    ).toBe('Il file è troppo grande: al massimo 2 MB');
  });
});
