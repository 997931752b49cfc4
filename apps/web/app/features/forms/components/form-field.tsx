// One field of a dynamic form, by its type (seed 002 §5: the 21 types). Every control has its
// label, a required mark, its description and help, and its error tied by aria-describedby;
// lists are fieldsets whose legend is the label. Date and file fields have their own components.
import type { FormField } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import type { UploadedFile } from '../api/forms-api';
import type { FieldValue } from '../form-model';
import { COUNTRY_CODES, countryName } from '../countries';
import { DateField } from './date-field';
import { FileField } from './file-field';
import { HtmlText } from './html-text';
import css from './forms.module.css';

export interface FieldProps {
  field: FormField;
  /** The id of the control that takes the focus (the first option of a group). */
  id: string;
  value: FieldValue | undefined;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
  /** Shows (or clears) a message on the field without a change of value (a refused upload). */
  onError: (message: string | null) => void;
  /** Uploads a file field's files (nf_fu_upload); answers the kept files or a message. */
  upload: (files: File[]) => Promise<{ files: UploadedFile[] } | { error: string }>;
}

const TEXT_TYPES: Record<
  string,
  { type: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' }
> = {
  textbox: { type: 'text' },
  address: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  zip: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  firstname: { type: 'text', autoComplete: 'given-name' },
  lastname: { type: 'text', autoComplete: 'family-name' },
  number: { type: 'text', inputMode: 'decimal' },
};

/** Ids of the texts that describe a control: description, help, error. */
export function describedBy(id: string, field: FormField, error: string | undefined): string | undefined {
  const ids = [
    field.desc_text && field.type !== 'html' ? `${id}-desc` : '',
    field.help_text ? `${id}-help` : '',
    error ? `${id}-error` : '',
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function RequiredMark({ field }: { field: FormField }) {
  if (field.required !== 1) return null;
  return (
    <span className={css.required} aria-hidden="true">
      *
    </span>
  );
}

/** The label's text with the required mark (read as «obbligatorio» by the control's state). */
export function LabelText({ field }: { field: FormField }) {
  return (
    <>
      {field.label}
      <RequiredMark field={field} />
    </>
  );
}

/** Description, help and error of a field, with the ids describedBy names. */
export function FieldNotes({ id, field, error }: { id: string; field: FormField; error?: string }) {
  return (
    <>
      {field.desc_text && field.type !== 'html' && (
        <p id={`${id}-desc`} className={css.desc}>
          {field.desc_text}
        </p>
      )}
      {field.help_text && (
        <p id={`${id}-help`} className={css.hint}>
          {field.help_text}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={css.error} data-testid="form-field-error">
          {error}
        </p>
      )}
    </>
  );
}

function Shell({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: FormField;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${css.field} ${field.container_class}`.trim()} data-field-key={field.key}>
      <label htmlFor={id} className={css.label}>
        <LabelText field={field} />
      </label>
      {children}
      <FieldNotes id={id} field={field} error={error} />
    </div>
  );
}

function Group({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: FormField;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`${css.field} ${field.container_class}`.trim()}
      data-field-key={field.key}
      aria-describedby={describedBy(id, field, error)}
      // A radio group can say it is required; a group of checkboxes cannot (ARIA).
      role={field.type === 'listradio' ? 'radiogroup' : undefined}
      aria-required={(field.type === 'listradio' && field.required === 1) || undefined}
    >
      <legend className={css.label}>
        <LabelText field={field} />
      </legend>
      {children}
      <FieldNotes id={id} field={field} error={error} />
    </fieldset>
  );
}

export function FormFieldView(props: FieldProps) {
  const { field, id, value, error, onChange } = props;
  const common = {
    id,
    name: field.key,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required === 1 || undefined,
    'aria-describedby': describedBy(id, field, error),
    readOnly: field.disable_input === 1 || undefined,
  } as const;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? (value as string[]) : [];
  const inputClass = `${css.input} ${field.element_class}`.trim();

  switch (field.type) {
    case 'hidden':
    case 'submit':
      return null;
    case 'html':
      return <HtmlText html={field.desc_text} className={field.container_class} />;
    case 'date':
      return (
        <Shell id={id} field={field} error={error}>
          <DateField
            {...common}
            className={inputClass}
            placeholder={field.placeholder}
            value={text}
            onChange={onChange}
          />
        </Shell>
      );
    case 'file_upload':
      return (
        <Shell id={id} field={field} error={error}>
          <FileField {...props} describedBy={common['aria-describedby']} />
        </Shell>
      );
    case 'textarea':
      return (
        <Shell id={id} field={field} error={error}>
          <textarea
            {...common}
            className={inputClass}
            placeholder={field.placeholder || undefined}
            maxLength={field.input_limit ?? undefined}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        </Shell>
      );
    case 'listselect':
    case 'listcountry':
      return (
        <Shell id={id} field={field} error={error}>
          <select
            {...common}
            disabled={field.disable_input === 1}
            className={inputClass}
            value={text}
            autoComplete={field.type === 'listcountry' ? 'country' : undefined}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{field.placeholder || t('forms.choose')}</option>
            {field.type === 'listcountry'
              ? COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))
              : field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
          </select>
        </Shell>
      );
    case 'listmultiselect':
      return (
        <Shell id={id} field={field} error={error}>
          <select
            {...common}
            multiple
            disabled={field.disable_input === 1}
            size={Math.min(Math.max(field.options.length, 2), 8)}
            className={inputClass}
            value={list}
            onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
          >
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p className={css.hint}>{t('forms.multiHint')}</p>
        </Shell>
      );
    case 'checkbox':
      return (
        <div className={`${css.field} ${field.container_class}`.trim()} data-field-key={field.key}>
          <label className={css.choice}>
            <input
              {...common}
              type="checkbox"
              disabled={field.disable_input === 1}
              className={field.element_class || undefined}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
            <span>
              <LabelText field={field} />
            </span>
          </label>
          <FieldNotes id={id} field={field} error={error} />
        </div>
      );
    case 'listradio':
    case 'listcheckbox': {
      const multi = field.type === 'listcheckbox';
      return (
        <Group id={id} field={field} error={error}>
          <div className={css.choices}>
            {field.options.map((o, i) => (
              <label key={o.value} className={css.choice}>
                <input
                  id={i === 0 ? id : `${id}-${i}`}
                  type={multi ? 'checkbox' : 'radio'}
                  name={field.key}
                  value={o.value}
                  disabled={field.disable_input === 1}
                  aria-invalid={error ? true : undefined}
                  checked={multi ? list.includes(o.value) : text === o.value}
                  onChange={(e) =>
                    onChange(
                      multi
                        ? e.target.checked
                          ? [...list, o.value]
                          : list.filter((v) => v !== o.value)
                        : o.value,
                    )
                  }
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </Group>
      );
    }
    default: {
      const kind = TEXT_TYPES[field.type] ?? TEXT_TYPES.textbox!;
      return (
        <Shell id={id} field={field} error={error}>
          <input
            {...common}
            type={kind.type}
            inputMode={kind.inputMode}
            autoComplete={kind.autoComplete}
            className={inputClass}
            placeholder={field.placeholder || undefined}
            maxLength={field.input_limit ?? undefined}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        </Shell>
      );
    }
  }
}
