import type { FormField, WpForm } from '@sporta/contracts';
import { FORM_MESSAGES, uploadTypeMessage } from '@sporta/domain/forms';
import { describe, expect, it } from 'vitest';
import { formErrors, initialValues, submittedValues } from './form-model';

const base: Omit<FormField, 'id' | 'key' | 'type' | 'label' | 'order'> = {
  placeholder: '',
  desc_text: '',
  help_text: '',
  required: 0,
  disable_input: 0,
  options: [],
  default: '',
  input_limit: null,
  num_min: null,
  num_max: null,
  num_step: null,
  upload_types: '',
  max_file_size: null,
  tax_code: 0,
  element_class: '',
  container_class: '',
};
const field = (id: number, type: FormField['type'], more: Partial<FormField> = {}): FormField => ({
  ...base,
  id,
  key: `f${id}`,
  type,
  label: `Campo ${id}`,
  order: id,
  ...more,
});
const form: WpForm = {
  id: 2,
  settings: { title: 'Diventa socio', logged_in: 0, not_logged_in_msg: '', changeEmailErrorMsg: '' },
  fields: [
    field(1, 'date', { required: 1 }),
    field(2, 'file_upload', { required: 1, upload_types: 'pdf, png' }),
    field(3, 'checkbox', { required: 1 }),
    field(4, 'listcheckbox', { options: [{ label: 'Bio', value: 'bio' }] }),
    field(5, 'hidden', { default: 'contatti' }),
    field(6, 'submit'),
  ],
  actions: { success_message: FORM_MESSAGES.success },
  security: 'x',
};

describe('form model', () => {
  it('refuses an empty form with the domain messages, by field id in order', () => {
    expect(formErrors(form, initialValues(form))).toEqual({
      1: FORM_MESSAGES.required,
      2: FORM_MESSAGES.required,
      3: FORM_MESSAGES.consent,
    });
    expect(formErrors(form, { ...initialValues(form), 1: '1909-12-31' })[1]).toBe(FORM_MESSAGES.date);
    expect(formErrors(form, { ...initialValues(form), 1: '31/12/1909' })[1]).toMatch(/01\/01\/1910/);
    expect(uploadTypeMessage(['pdf', 'png'])).toMatch(/PDF, PNG/);
  });

  it('sends files as their tokens, a consent as 1, lists as lists and hidden defaults', () => {
    const values = {
      ...initialValues(form),
      1: '15/03/1985',
      2: [{ name: 'doc.pdf', tmp_name: 'tok', size: 10, type: 'application/pdf' }],
      3: true,
      4: ['bio'],
    };
    expect(formErrors(form, values)).toEqual({});
    expect(submittedValues(form, values)).toEqual({
      1: '15/03/1985',
      2: ['tok'],
      3: 1,
      4: ['bio'],
      5: 'contatti',
    });
  });
});
