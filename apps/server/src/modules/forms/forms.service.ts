// The dynamic (ninja-style) form (seed 002 §3, §4, §5, §7; ADR 0065): a form's definition for the
// client, the nonce it sends back, file uploads checked against the field's upload_types and size,
// the submission checked field by field with the domain's rules (nothing is stored on a refusal),
// then stored and mailed to the form's recipient. Staff read the submissions.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FORM_MESSAGES,
  FORM_UPLOAD_MAX_BYTES,
  formFieldError,
  MULTI_VALUE_TYPES,
  uploadError,
  uploadSizeMessage,
  uploadTokens,
  VALUELESS_TYPES,
  type FormFieldRules,
} from '@sporta/domain';
import type { FormSubmission, NfSubmitAnswer, NfUploadAnswer, WpForm } from '@sporta/contracts';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashToken, newToken } from '../../platform/tokens';
import { submissionMail } from './forms.mails';
import {
  UploadTaken,
  type FieldRecord,
  type FormRecord,
  type FormsRepository,
  type StoredValue,
  type SubmissionRecord,
} from './forms.repository';
import { contentMatchesName, mimeOf, type PrivateFiles } from './private-files';

export const formMessages = {
  unknownForm: 'Il modulo richiesto non esiste.',
  unknownField: 'Il campo indicato non appartiene al modulo.',
  notUpload: 'Il campo indicato non accetta file.',
  noFile: 'Nessun file ricevuto: scegli un file da caricare.',
  nonce: 'Il modulo è scaduto: ricarica la pagina e invialo di nuovo.',
  fileContent: 'Il contenuto del file non corrisponde al suo tipo.',
  submissionNotFound: 'Richiesta non trovata.',
  submissionFileNotFound: 'Il file allegato non esiste.',
} as const;

/** The nonce lasts the day it was made and the next one (WordPress's are 12–24 hours). */
const NONCE_DAY_MS = 86_400_000;

export interface UploadedFile {
  name: string;
  buffer: Buffer;
}

export function fieldRules(f: FieldRecord): FormFieldRules & { id: number } {
  return {
    id: f.id,
    type: f.type,
    required: f.required,
    inputLimit: f.inputLimit,
    numMin: f.numMin,
    numMax: f.numMax,
    numStep: f.numStep,
    options: f.options,
    taxCode: f.taxCode,
  };
}

/** How a value reads in the mail and the staff list. */
function displayValue(f: FieldRecord, value: unknown, files: Map<string, string>): string {
  if (f.type === 'checkbox')
    return value === true || value === 1 || value === '1' || value === 'true' || value === 'checked'
      ? 'Sì'
      : 'No';
  if (f.type === 'file_upload')
    return uploadTokens(value)
      .map((t) => files.get(t) ?? '')
      .filter(Boolean)
      .join(', ');
  const list = Array.isArray(value)
    ? value.map(String)
    : value === undefined || value === null
      ? []
      : [String(value)];
  if (MULTI_VALUE_TYPES.includes(f.type) || f.type === 'listselect' || f.type === 'listradio')
    return list.map((v) => f.options.find((o) => o.value === v)?.label ?? v).join(', ');
  return list.join(', ').trim();
}

export class FormsService {
  constructor(
    private readonly repo: FormsRepository,
    private readonly files: PrivateFiles,
    private readonly mailer: Mailer,
    private readonly nonceKey: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async form(formId: number): Promise<FormRecord> {
    const form = await this.repo.form(formId);
    if (!form) throw AppError.notFound(formMessages.unknownForm, 'error.form.unknown');
    return form;
  }

  nonce(formId: number, day = Math.floor(this.now().getTime() / NONCE_DAY_MS)): string {
    const mac = createHmac('sha256', this.nonceKey)
      .update(`${formId}:${day}`)
      .digest('base64url')
      .slice(0, 22);
    return `${day.toString(36)}.${mac}`;
  }

  private nonceValid(formId: number, nonce: unknown): boolean {
    if (typeof nonce !== 'string' || nonce.length > 64) return false;
    const day = parseInt(nonce.split('.')[0] ?? '', 36);
    const today = Math.floor(this.now().getTime() / NONCE_DAY_MS);
    if (!Number.isFinite(day) || day > today || day < today - 1) return false;
    const expected = Buffer.from(this.nonce(formId, day));
    const given = Buffer.from(nonce);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** get_mail_pars: the form as the client draws it (the recipient stays on the server). */
  async definition(formId: number): Promise<WpForm> {
    const form = await this.form(formId);
    const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;
    return {
      id: form.formId,
      settings: {
        title: form.title,
        logged_in: bit(form.loginRequired),
        not_logged_in_msg: FORM_MESSAGES.loginRequired,
        changeEmailErrorMsg: form.failureMessage,
      },
      fields: form.fields.map((f) => ({
        id: f.id,
        key: f.key,
        type: f.type,
        label: f.label,
        placeholder: f.placeholder,
        desc_text: f.descText,
        help_text: f.helpText,
        required: bit(f.required),
        disable_input: bit(f.disableInput),
        options: f.options,
        order: f.position,
        default: f.defaultValue,
        input_limit: f.inputLimit,
        num_min: f.numMin,
        num_max: f.numMax,
        num_step: f.numStep,
        upload_types: f.uploadTypes,
        max_file_size:
          f.type === 'file_upload'
            ? Math.min(f.uploadMaxBytes ?? FORM_UPLOAD_MAX_BYTES, FORM_UPLOAD_MAX_BYTES)
            : null,
        tax_code: bit(f.taxCode),
        element_class: f.elementClass,
        container_class: f.containerClass,
      })),
      actions: { success_message: form.successMessage },
      security: this.nonce(form.formId),
    };
  }

  /** nf_fu_upload: every file checked (type, size, content) before any is kept. */
  async upload(
    who: { userId: number | null },
    input: { formId: number; fieldId: number; nonce: unknown; files: UploadedFile[]; tooLarge: boolean },
  ): Promise<NfUploadAnswer> {
    const form = await this.form(input.formId);
    const refuse = (code: string, message: string): NfUploadAnswer => ({
      data: null,
      errors: { form: { [code]: message } },
    });
    if (!this.nonceValid(form.formId, input.nonce)) return refuse('nonce', formMessages.nonce);
    if (form.loginRequired && who.userId === null) return refuse('logged_in', FORM_MESSAGES.loginRequired);
    const field = form.fields.find((f) => f.id === input.fieldId);
    if (!field) return refuse('field', formMessages.unknownField);
    if (field.type !== 'file_upload') return refuse('field', formMessages.notUpload);
    const limit = { uploadTypes: field.uploadTypes, maxBytes: field.uploadMaxBytes };
    const fieldError = (message: string): NfUploadAnswer => ({
      data: null,
      errors: { fields: { [field.id]: message } },
    });
    if (input.tooLarge)
      return fieldError(
        uploadSizeMessage(Math.min(field.uploadMaxBytes ?? FORM_UPLOAD_MAX_BYTES, FORM_UPLOAD_MAX_BYTES)),
      );
    if (input.files.length === 0) return fieldError(formMessages.noFile);
    for (const file of input.files) {
      const err = uploadError({ name: file.name, size: file.buffer.length }, limit);
      if (err) return fieldError(err);
      if (!contentMatchesName(file.name, file.buffer)) return fieldError(formMessages.fileContent);
    }
    const out: NfUploadAnswer['data'] = { files: [] };
    for (const file of input.files) {
      const token = newToken();
      const storedName = await this.files.write(file.name, file.buffer);
      await this.repo.addUpload(hashToken(token), {
        fieldId: field.id,
        fileName: file.name,
        mimeType: mimeOf(file.name),
        size: file.buffer.length,
        storedName,
      });
      out.files.push({ name: file.name, tmp_name: token, size: file.buffer.length, type: mimeOf(file.name) });
    }
    return { data: out, errors: [] };
  }

  /** nf_ajax_submit: checked in full; on any failure nothing is stored and nothing is mailed. */
  async submit(
    who: { userId: number | null },
    input: { security: unknown; formId: number; fields: { id: number | string; value: unknown }[] },
  ): Promise<NfSubmitAnswer> {
    const form = await this.form(input.formId);
    const formError = (code: string, message: string): NfSubmitAnswer => ({
      data: { form_id: form.formId },
      errors: { form: { [code]: message } },
    });
    if (!this.nonceValid(form.formId, input.security)) return formError('nonce', formMessages.nonce);
    if (form.loginRequired && who.userId === null) return formError('logged_in', FORM_MESSAGES.loginRequired);
    const values = new Map<number, unknown>();
    for (const f of input.fields) values.set(Number(f.id), f.value);
    const fieldErrors: Record<string, string> = {};
    for (const f of form.fields) {
      const err = formFieldError(fieldRules(f), f.disableInput ? f.defaultValue : values.get(f.id));
      if (err) fieldErrors[String(f.id)] = err;
    }
    // Files named by a file field must be this field's uploads, not yet taken.
    const fileFields = form.fields.filter((f) => f.type === 'file_upload');
    const tokens = fileFields.flatMap((f) =>
      uploadTokens(values.get(f.id)).map((t) => ({ field: f, token: t })),
    );
    const uploads = await this.repo.freeUploads(tokens.map((t) => hashToken(t.token)));
    const names = new Map<string, string>();
    const uploadIds = new Set<number>();
    for (const { field, token } of tokens) {
      const u = uploads.find((x) => x.tokenHash.equals(hashToken(token)) && x.fieldId === field.id);
      if (!u) fieldErrors[String(field.id)] ??= FORM_MESSAGES.uploadMissing;
      else {
        names.set(token, u.fileName);
        uploadIds.add(u.formUploadId);
      }
    }
    if (Object.keys(fieldErrors).length > 0)
      return {
        data: { form_id: form.formId },
        errors: { fields: fieldErrors, form: { invalid: form.failureMessage } },
      };

    const stored: StoredValue[] = form.fields
      .filter((f) => !VALUELESS_TYPES.includes(f.type))
      .map((f) => ({
        key: f.key,
        label: f.label,
        type: f.type,
        value: displayValue(f, f.disableInput ? f.defaultValue : values.get(f.id), names),
      }));
    let submissionId: number;
    try {
      submissionId = await this.repo.addSubmission({
        formId: form.formId,
        userId: who.userId,
        values: stored,
        mailedTo: form.recipientEmail,
        uploadIds: [...uploadIds],
      });
    } catch (err) {
      if (err instanceof UploadTaken) return formError('upload', FORM_MESSAGES.uploadMissing);
      throw err;
    }
    await this.mailer.send(
      submissionMail(form.recipientEmail, {
        formTitle: form.title,
        submissionId,
        values: stored.filter((v) => v.type !== 'hidden' || v.value),
        files: [...names.values()],
      }),
    );
    return {
      data: {
        form_id: form.formId,
        submission_id: submissionId,
        actions: { success_message: form.successMessage },
      },
      errors: [],
    };
  }

  // ---------------------------------------------------------------- staff

  async submissions(q: { formId?: number; page: number; pageSize: number }) {
    const { total, items } = await this.repo.submissions(q);
    return {
      submissions: items.map(submissionDto),
      page: {
        selPage: q.page,
        totPages: Math.max(1, Math.ceil(total / q.pageSize)),
        totItems: total,
        itemsPerPage: q.pageSize,
      },
    };
  }

  /** A submission's file for staff: its name, type and bytes; a 404 when there is none. */
  async submissionFile(id: number, index: number): Promise<{ name: string; mimeType: string; data: Buffer }> {
    const file = await this.repo.submissionFile(id, index);
    const data = file && (await this.files.read(file.storedName));
    if (!file || !data)
      throw AppError.notFound(formMessages.submissionFileNotFound, 'error.form.submission_file');
    return { name: file.fileName, mimeType: file.mimeType, data };
  }

  async submission(id: number): Promise<FormSubmission> {
    const s = await this.repo.submission(id);
    if (!s) throw AppError.notFound(formMessages.submissionNotFound, 'error.form.submission');
    return submissionDto(s);
  }
}

function submissionDto(s: SubmissionRecord): FormSubmission {
  return { ...s, createdAt: s.createdAt.toISOString() };
}
