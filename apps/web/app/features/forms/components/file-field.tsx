// A file field (seed 002 §5 "File upload is limited to the upload_types of the field"): the files
// chosen are checked with the domain's rule (type, size), then sent at once with nf_fu_upload, as
// Ninja Forms does; the field's value is the list of kept files. A refusal, the browser's or the
// server's, shows in Italian where the field's error goes.
import {
  FORM_UPLOAD_MAX_FILES,
  parseUploadTypes,
  uploadCountMessage,
  uploadError,
} from '@sporta/domain/forms';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { UploadedFile } from '../api/forms-api';
import type { FieldProps } from './form-field';
import css from './forms.module.css';

export function FileField({
  field,
  id,
  value,
  error,
  onChange,
  onError,
  upload,
  describedBy,
}: FieldProps & { describedBy?: string }) {
  const [busy, setBusy] = useState(false);
  const files = (Array.isArray(value) ? value : []) as UploadedFile[];
  const types = parseUploadTypes(field.upload_types);
  const accept = types.length ? types.map((e) => `.${e}`).join(',') : undefined;

  const choose = async (input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    if (chosen.length === 0) return;
    const refuse = (message: string) => onError(message);
    if (files.length + chosen.length > FORM_UPLOAD_MAX_FILES)
      return refuse(uploadCountMessage(FORM_UPLOAD_MAX_FILES));
    for (const file of chosen) {
      const err = uploadError(file, { uploadTypes: field.upload_types, maxBytes: field.max_file_size });
      if (err) return refuse(err);
    }
    setBusy(true);
    try {
      const answer = await upload(chosen);
      if ('error' in answer) refuse(answer.error);
      else {
        onError(null);
        onChange([...files, ...answer.files]);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        id={id}
        name={field.key}
        type="file"
        className={`${css.input} ${field.element_class}`.trim()}
        accept={accept}
        multiple={FORM_UPLOAD_MAX_FILES - files.length > 1}
        disabled={busy || field.disable_input === 1 || files.length >= FORM_UPLOAD_MAX_FILES}
        aria-invalid={error ? true : undefined}
        aria-required={field.required === 1 || undefined}
        aria-describedby={describedBy}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <p className={css.sr} role="status">
        {busy ? t('forms.uploading') : ''}
      </p>
      {files.length > 0 && (
        <ul className={css.files} aria-label={t('forms.uploaded')} data-testid="form-uploaded-files">
          {files.map((f) => (
            <li key={f.tmp_name}>
              <span>{f.name}</span>
              <button
                type="button"
                className={css.iconButton}
                aria-label={t('forms.removeFile', { name: f.name })}
                onClick={() => onChange(files.filter((x) => x.tmp_name !== f.tmp_name))}
              >
                {t('forms.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
