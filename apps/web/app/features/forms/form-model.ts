// The state of a dynamic form in the browser (seed 002 §3/§5, ADR 0065): one value per field, the
// domain's rules read from the definition, the values as nf_ajax_submit takes them. Pure, so the
// view stays a view and the rules are the server's own (`@sporta/domain/forms`).
import type { FormField, WpForm } from '@sporta/contracts';
import {
  formFieldError,
  MULTI_VALUE_TYPES,
  VALUELESS_TYPES,
  type FormFieldRules,
} from '@sporta/domain/forms';
import type { UploadedFile } from './api/forms-api';

export type FieldValue = string | string[] | boolean | UploadedFile[];
export type FormValues = Record<number, FieldValue>;

/** The fields in the order the form gives. */
export function orderedFields(form: WpForm): FormField[] {
  return [...form.fields].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Fields the visitor fills or reads (the hidden ones travel without showing). */
export function shownFields(form: WpForm): FormField[] {
  return orderedFields(form).filter((f) => f.type !== 'hidden');
}

/** The value a field starts with: its default, its options' values, ticked or not. */
export function initialValue(field: FormField): FieldValue {
  switch (field.type) {
    case 'checkbox':
      return ['1', 'checked', 'true'].includes(field.default);
    case 'listcheckbox':
    case 'listmultiselect':
      return field.default
        ? field.default
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [];
    case 'file_upload':
      return [];
    default:
      return field.default;
  }
}

export function initialValues(form: WpForm): FormValues {
  return Object.fromEntries(form.fields.map((f) => [f.id, initialValue(f)]));
}

/** The domain's rules of a field as the definition states them. */
export function fieldRules(field: FormField): FormFieldRules {
  return {
    type: field.type,
    required: field.required === 1,
    inputLimit: field.input_limit,
    numMin: field.num_min,
    numMax: field.num_max,
    numStep: field.num_step,
    options: field.options,
    taxCode: field.tax_code === 1,
  };
}

/** The value as the check and the server read it: a file field's value is its tokens. */
export function wireValue(field: FormField, value: FieldValue | undefined): unknown {
  if (field.type === 'file_upload') return ((value ?? []) as UploadedFile[]).map((f) => f.tmp_name);
  if (field.type === 'checkbox') return value === true ? 1 : 0;
  if (MULTI_VALUE_TYPES.includes(field.type)) return Array.isArray(value) ? value : [];
  return typeof value === 'string' ? value : '';
}

/** One field's message, or null. */
export function fieldError(field: FormField, value: FieldValue | undefined): string | null {
  return formFieldError(fieldRules(field), wireValue(field, value));
}

/** Every field's message by field id, in the form's order (empty when the form is fine). */
export function formErrors(form: WpForm, values: FormValues): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const f of orderedFields(form)) {
    const err = fieldError(f, values[f.id]);
    if (err) errors[f.id] = err;
  }
  return errors;
}

/** The values nf_ajax_submit takes, by field id (buttons and text blocks carry none). */
export function submittedValues(form: WpForm, values: FormValues): Record<number, unknown> {
  return Object.fromEntries(
    form.fields
      .filter((f) => !VALUELESS_TYPES.includes(f.type))
      .map((f) => [f.id, wireValue(f, values[f.id])]),
  );
}

/** The id of the element of a field that takes the focus (the first option of a group). */
export function controlId(formId: number, field: FormField): string {
  return `nf-${formId}-${field.id}`;
}
