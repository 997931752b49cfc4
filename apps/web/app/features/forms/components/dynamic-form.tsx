// A dynamic (ninja-style) form (seed 002 §3–§6, ADR 0065), loaded lazily where content embeds it:
// its definition comes from get_mail_pars (404: the form hides itself), its fields are checked with
// the domain's rules before sending, refused with the spec's messages (each under its field, the
// whole form's above it, the focus on the first error), files go first with nf_fu_upload and the
// values with nf_ajax_submit; once sent the form gives way to its success message. A login-only
// form shows visitors a prompt to log in instead. Plain controlled inputs, no form library.
import '../../../i18n/rest-messages';
import type { FormField, WpForm } from '@sporta/contracts';
import { FORM_MESSAGES } from '@sporta/domain/forms';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../../i18n/i18n';
import { AUTH_CHANGED_EVENT, isMarkedLoggedIn } from '../../../lib/api/identity';
import { getForm, submitForm, uploadFiles, type Refusal } from '../api/forms-api';
import {
  controlId,
  fieldError,
  formErrors,
  initialValues,
  orderedFields,
  submittedValues,
  type FieldValue,
  type FormValues,
} from '../form-model';
import { FormFieldView } from './form-field';
import css from './forms.module.css';

type Load =
  { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; form: WpForm };

function useLoggedIn(): boolean {
  const [logged, setLogged] = useState(isMarkedLoggedIn);
  useEffect(() => {
    const update = () => setLogged(isMarkedLoggedIn());
    window.addEventListener(AUTH_CHANGED_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(AUTH_CHANGED_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return logged;
}

export default function DynamicForm({ formId }: { formId: number }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getForm(formId, controller.signal).then(
      (form) => setLoad(form ? { state: 'ready', form } : { state: 'missing' }),
      (err: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
        return err;
      },
    );
    return () => controller.abort();
  }, [formId]);

  if (load.state === 'missing') return null;
  if (load.state === 'loading')
    return (
      <p className={css.status} role="status">
        {t('forms.loading')}
      </p>
    );
  if (load.state === 'failed')
    return (
      <p className={css.alert} role="alert">
        {t('errors.generic')}
      </p>
    );
  return <LoadedForm form={load.form} />;
}

function LoadedForm({ form }: { form: WpForm }) {
  const logged = useLoggedIn();
  const { pathname } = useLocation();
  const titleId = useId();
  if (form.settings.logged_in === 1 && !logged)
    return (
      <section className={css.form} aria-labelledby={titleId} data-testid="form-login-prompt">
        <h2 id={titleId} className={css.title}>
          {form.settings.title}
        </h2>
        <p>{form.settings.not_logged_in_msg || FORM_MESSAGES.loginRequired}</p>
        <Link className={css.button} to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          {t('forms.login')}
        </Link>
      </section>
    );
  return <FormBody form={form} titleId={titleId} />;
}

function FormBody({ form, titleId }: { form: WpForm; titleId: string }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(form));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const fields = orderedFields(form);
  const failure = form.settings.changeEmailErrorMsg || FORM_MESSAGES.failure;

  // After a refusal: the focus goes to the first field in error, else to the form's message.
  useEffect(() => {
    if (!focusTick) return;
    const first = fields.find((f) => errors[f.id]);
    const target = first ? document.getElementById(controlId(form.id, first)) : alertRef.current;
    target?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);

  const setFieldError = (field: FormField, message: string | null) =>
    setErrors((all) => {
      const next = { ...all };
      if (message) next[field.id] = message;
      else delete next[field.id];
      return next;
    });
  const change = (field: FormField, value: FieldValue) => {
    setValues((v) => ({ ...v, [field.id]: value }));
    if (attempted || errors[field.id]) setFieldError(field, fieldError(field, value));
  };
  const refuse = (refusal: Refusal) => {
    const byId: Record<number, string> = {};
    for (const [id, message] of Object.entries(refusal.fields)) byId[Number(id)] = message;
    setErrors(byId);
    setFormMessage(refusal.form ?? failure);
    setFocusTick((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const found = formErrors(form, values);
    if (Object.keys(found).length) return refuse({ fields: found, form: failure });
    setSending(true);
    try {
      const answer = await submitForm(form, submittedValues(form, values));
      if ('refusal' in answer) return refuse(answer.refusal);
      setValues(initialValues(form));
      setErrors({});
      setFormMessage(null);
      setAttempted(false);
      setSuccess(answer.success || FORM_MESSAGES.success);
    } catch (err) {
      refuse({ fields: {}, form: err instanceof Error ? err.message : t('errors.generic') });
    } finally {
      setSending(false);
    }
  };

  const upload = async (field: FormField, files: File[]) => {
    try {
      const answer = await uploadFiles(form, field.id, files);
      if ('files' in answer) return answer;
      return { error: answer.refusal.fields[field.id] ?? answer.refusal.form ?? t('errors.generic') };
    } catch (err) {
      return { error: err instanceof Error ? err.message : t('errors.generic') };
    }
  };

  if (success)
    return (
      <p ref={successRef} className={css.success} role="status" tabIndex={-1} data-testid="form-success">
        {success}
      </p>
    );

  const submitField = fields.find((f) => f.type === 'submit');
  return (
    <form
      className={css.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="dynamic-form"
      data-form-id={form.id}
    >
      <h2 id={titleId} className={css.title}>
        {form.settings.title}
      </h2>
      <p className={css.legendNote}>{t('forms.requiredNote')}</p>
      {formMessage && (
        <p ref={alertRef} className={css.alert} role="alert" tabIndex={-1} data-testid="form-failure">
          {formMessage}
        </p>
      )}
      {fields.map((field) => (
        <FormFieldView
          key={field.id}
          field={field}
          id={controlId(form.id, field)}
          value={values[field.id]}
          error={errors[field.id]}
          onChange={(v) => change(field, v)}
          onError={(message) => setFieldError(field, message)}
          upload={(files) => upload(field, files)}
        />
      ))}
      <button type="submit" className={css.button} disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('forms.sending') : submitField?.label || t('forms.submit')}
      </button>
    </form>
  );
}
