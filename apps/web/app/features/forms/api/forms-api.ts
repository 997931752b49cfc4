// The dynamic form's calls on the content backend (seed 002 §7 "Forms", ADR 0065), in Ninja
// Forms' shapes rather than the envelope: GET get_mail_pars (the definition and its nonce), then
// POST admin-ajax.php as multipart with action nf_fu_upload (a file field's files) or
// nf_ajax_submit (security, formData). A refusal comes back as errors per field id and for the
// whole form; this module turns every answer into a plain result the view renders.
import type { NfSubmitAnswer, NfUploadAnswer, WpForm } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { apiUrl } from '../../../lib/api/client';
import { identityHeaders } from '../../../lib/api/identity';

const MAIL_PARS = '/p/wp-json/custom/v1/get_mail_pars';
const AJAX = '/p/wp-admin/admin-ajax.php';

/** A refusal: messages per field id and the whole form's message (either may be missing). */
export interface Refusal {
  fields: Record<string, string>;
  form: string | null;
}

/** A file kept by nf_fu_upload; `tmp_name` is the token the submission names it by. */
export type UploadedFile = NonNullable<NfUploadAnswer['data']>['files'][number];

/** The form, or null when the backend does not know it (404: the embed hides itself). */
export async function getForm(formId: number, signal?: AbortSignal): Promise<WpForm | null> {
  const res = await fetch(apiUrl(MAIL_PARS, { form_id: formId }), {
    headers: { Accept: 'application/json', ...identityHeaders() },
    credentials: 'include',
    signal,
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(t('errors.generic'));
  return (await res.json()) as WpForm;
}

async function postAjax<T>(body: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(apiUrl(AJAX), {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', ...identityHeaders() },
      credentials: 'include',
    });
  } catch {
    throw new Error(t('errors.generic'));
  }
  const answer = (await res.json().catch(() => null)) as T | null;
  if (!answer || typeof answer !== 'object') throw new Error(t('errors.generic'));
  return answer;
}

function refusalOf(errors: NfSubmitAnswer['errors'] | NfUploadAnswer['errors']): Refusal | null {
  if (Array.isArray(errors)) return errors.length ? { fields: {}, form: String(errors[0]) } : null;
  const fields = errors.fields ?? {};
  const form = Object.values(errors.form ?? {})[0] ?? null;
  return Object.keys(fields).length || form ? { fields, form } : null;
}

/** nf_fu_upload: the field's files, or the refusal (an Italian message). */
export async function uploadFiles(
  form: WpForm,
  fieldId: number,
  files: File[],
): Promise<{ files: UploadedFile[] } | { refusal: Refusal }> {
  const body = new FormData();
  body.append('action', 'nf_fu_upload');
  body.append('form_id', String(form.id));
  body.append('field_id', String(fieldId));
  body.append('nonce', form.security);
  for (const file of files) body.append('files[]', file, file.name);
  const answer = await postAjax<NfUploadAnswer>(body);
  const refusal = refusalOf(answer.errors);
  if (refusal || !answer.data) return { refusal: refusal ?? { fields: {}, form: t('errors.generic') } };
  return { files: answer.data.files };
}

/** nf_ajax_submit: the success message, or the refusal. Values are keyed by field id. */
export async function submitForm(
  form: WpForm,
  values: Record<number, unknown>,
): Promise<{ success: string } | { refusal: Refusal }> {
  const fields = Object.fromEntries(
    Object.entries(values).map(([id, value]) => [id, { id: Number(id), value }]),
  );
  const body = new FormData();
  body.append('action', 'nf_ajax_submit');
  body.append('security', form.security);
  body.append('formData', JSON.stringify({ id: form.id, fields, settings: {}, extra: {} }));
  const answer = await postAjax<NfSubmitAnswer>(body);
  const refusal = refusalOf(answer.errors);
  if (refusal) return { refusal };
  return { success: answer.data?.actions?.success_message || form.actions.success_message };
}
