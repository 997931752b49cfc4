// Forms (issue 23, ADR 0065; seed 002 §3, §5, §7 "Forms"). Two families:
// - the dynamic (ninja-style) form of the content backend: its definition read with
//   GET /p/wp-json/custom/v1/get_mail_pars?form_id=, submitted through
//   POST /p/wp-admin/admin-ajax.php (action nf_ajax_submit; files first with nf_fu_upload), in
//   Ninja Forms' own shapes (not the envelope);
// - the custom forms (cu-form/*) of the commerce API, in the envelope: a type's schema and a
//   customer's own forms, files sent as base64.
import { FORM_FIELD_TYPES } from '@sporta/domain';
import { z } from 'zod';
import { pageSchema } from './catalog';
import { intParam } from './query';

export const formOptionSchema = z.object({ label: z.string(), value: z.string() });

/** One field of a dynamic form, with ninja forms' names (spec 002 §3). */
export const formFieldSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  placeholder: z.string(),
  desc_text: z.string(),
  help_text: z.string(),
  required: z.union([z.literal(0), z.literal(1)]),
  disable_input: z.union([z.literal(0), z.literal(1)]),
  options: z.array(formOptionSchema),
  order: z.number().int(),
  default: z.string(),
  input_limit: z.number().int().nullable(),
  num_min: z.number().nullable(),
  num_max: z.number().nullable(),
  num_step: z.number().nullable(),
  upload_types: z.string(),
  /** Bytes one file of this field may have (ours: ninja keeps it in the add-on's settings). */
  max_file_size: z.number().int().nullable(),
  /** A codice fiscale / partita IVA textbox (spec 002 §5 "a tax code / VAT rule"). */
  tax_code: z.union([z.literal(0), z.literal(1)]),
  element_class: z.string(),
  container_class: z.string(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** GET /p/wp-json/custom/v1/get_mail_pars?form_id= : a form's definition. */
export const wpFormSchema = z.object({
  id: z.number().int(),
  settings: z.object({
    title: z.string(),
    /** 1: only logged-in customers may see and send it (spec 002 §4, §6). */
    logged_in: z.union([z.literal(0), z.literal(1)]),
    not_logged_in_msg: z.string(),
    /** The whole-form failure message. */
    changeEmailErrorMsg: z.string(),
  }),
  fields: z.array(formFieldSchema),
  actions: z.object({ success_message: z.string() }),
  /** The nonce to send as `security` (nf_ajax_submit) and `nonce` (nf_fu_upload). */
  security: z.string(),
});
export type WpForm = z.infer<typeof wpFormSchema>;

export const getMailParsQuerySchema = z.looseObject({ form_id: intParam(1, 2_000_000_000) });

/** Ninja Forms' answer of admin-ajax.php: errors per field id and for the whole form. */
export const nfErrorsSchema = z.object({
  fields: z.record(z.string(), z.string()).optional(),
  form: z.record(z.string(), z.string()).optional(),
});
export const nfSubmitAnswerSchema = z.object({
  data: z
    .object({
      form_id: z.number().int(),
      actions: z.object({ success_message: z.string() }).optional(),
      submission_id: z.number().int().optional(),
    })
    .nullable(),
  errors: z.union([z.array(z.never()), nfErrorsSchema]),
});
export type NfSubmitAnswer = z.infer<typeof nfSubmitAnswerSchema>;

export const nfUploadedFileSchema = z.object({
  name: z.string(),
  /** The token that names the file in the submission's value of its field. */
  tmp_name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export const nfUploadAnswerSchema = z.object({
  data: z.object({ files: z.array(nfUploadedFileSchema) }).nullable(),
  errors: z.union([z.array(z.string()), nfErrorsSchema]),
});
export type NfUploadAnswer = z.infer<typeof nfUploadAnswerSchema>;

/** formData of nf_ajax_submit: fields as { id: { id, value } } (ninja) or [{ id, value }]. */
const submittedField = z.object({ id: z.union([z.number(), z.string()]), value: z.unknown() });
export const nfFormDataSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().int().positive()),
  fields: z
    .union([z.record(z.string(), submittedField), z.array(submittedField)])
    .transform((f) => (Array.isArray(f) ? f : Object.values(f))),
  extra: z.record(z.string(), z.unknown()).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});

// ---------------------------------------------------------------- custom forms (cu-form)

/** A custom form type's schema: its fields, with the dynamic form's types and rules. */
export const cuFormSchemaFieldSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,60}$/),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean().default(false),
  input_limit: z.number().int().positive().optional(),
  options: z.array(formOptionSchema).optional(),
  upload_types: z.string().optional(),
  tax_code: z.boolean().optional(),
  /** The schema's own message for this field (spec 002 §5: rules and messages are the schema's). */
  message: z.string().optional(),
});
export const cuFormContentSchema = z.object({ fields: z.array(cuFormSchemaFieldSchema).min(1).max(60) });
export type CuFormContentSchema = z.infer<typeof cuFormContentSchema>;

export const cuFormTypeSchema = z.object({
  cuFormTypeId: z.number().int(),
  name: z.string(),
  descr: z.string(),
  content: cuFormContentSchema,
});
export type CuFormType = z.infer<typeof cuFormTypeSchema>;

/** A stored file of a custom form (its bytes stay on the server). */
export const cuFormFileSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export const cuFormSchema = z.object({
  cuformId: z.number().int(),
  cuFormTypeId: z.number().int(),
  name: z.string(),
  content: z.record(z.string(), z.unknown()),
  insertDate: z.string(),
  updateDate: z.string(),
});
export type CuForm = z.infer<typeof cuFormSchema>;

/** A file sent inside a custom form's content (spec 002 §5: files are converted to base64). */
export const cuFormFileInputSchema = z.object({
  name: z.string().min(1).max(200),
  type: z.string().max(100).default(''),
  data: z.string().max(8 * 1024 * 1024),
});

export const cuFormIdQuerySchema = z.looseObject({ cuform_id: intParam(1, 2_000_000_000) });
export const cuFormTypeIdQuerySchema = z.looseObject({ cuform_type_id: intParam(1, 2_000_000_000) });

// ---------------------------------------------------------------- staff

export const formSubmissionValueSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.string(),
  value: z.string(),
});
export const formSubmissionSchema = z.object({
  formSubmissionId: z.number().int(),
  formId: z.number().int(),
  formTitle: z.string(),
  userId: z.number().int().nullable(),
  mailedTo: z.string(),
  createdAt: z.string(),
  values: z.array(formSubmissionValueSchema),
  files: z.array(z.object({ fieldKey: z.string(), name: z.string(), size: z.number().int() })),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;
export const formSubmissionListQuerySchema = z.looseObject({
  form_id: intParam(1, 2_000_000_000).optional(),
  page: intParam(1, 100_000).optional(),
  page_size: intParam(1, 100).optional(),
});
export const formSubmissionListSchema = z.object({
  submissions: z.array(formSubmissionSchema),
  page: pageSchema,
});
export const formSubmissionViewQuerySchema = z.looseObject({
  form_submission_id: intParam(1, 9_000_000_000_000),
});
/** One of a submission's files, by its place in the submission's `files` (from 0). */
export const formSubmissionFileQuerySchema = formSubmissionViewQuerySchema.extend({
  index: intParam(0, 99),
});
