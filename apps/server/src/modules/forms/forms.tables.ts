// Kysely table types of the forms (migration 0036_forms.sql). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Numeric = ColumnType<number | null, number | null | undefined, number | null>;

export interface FormTable {
  form_id: number;
  title: string;
  login_required: Generated<boolean>;
  success_message: Generated<string>;
  failure_message: Generated<string>;
  recipient_email: string;
  status: Generated<string>;
  created_at: GeneratedTimestamp;
}

export interface FormFieldTable {
  form_field_id: number;
  form_id: number;
  field_key: string;
  type: string;
  label: string;
  placeholder: Generated<string>;
  desc_text: Generated<string>;
  help_text: Generated<string>;
  required: Generated<boolean>;
  disable_input: Generated<boolean>;
  options: Json<{ label: string; value: string }[]>;
  position: number;
  default_value: Generated<string>;
  input_limit: number | null;
  num_min: Numeric;
  num_max: Numeric;
  num_step: Numeric;
  upload_types: Generated<string>;
  upload_max_bytes: number | null;
  tax_code: Generated<boolean>;
  element_class: Generated<string>;
  container_class: Generated<string>;
}

export interface FormSubmissionTable {
  form_submission_id: Generated<number>;
  form_id: number;
  user_id: number | null;
  field_values: Json<{ key: string; label: string; type: string; value: string }[]>;
  mailed_to: string;
  created_at: GeneratedTimestamp;
}

export interface FormUploadTable {
  form_upload_id: Generated<number>;
  token_hash: Buffer;
  form_field_id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  stored_name: string;
  form_submission_id: number | null;
  created_at: GeneratedTimestamp;
}

export interface CuformTypeTable {
  cuform_type_id: number;
  name: string;
  descr: Generated<string>;
  content: Json<unknown>;
  active: Generated<boolean>;
}

export interface CuformTable {
  cuform_id: Generated<number>;
  cuform_type_id: number;
  user_id: number;
  content: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CuformFileTable {
  cuform_file_id: Generated<number>;
  cuform_id: number;
  field_key: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  stored_name: string;
}

export interface FormTables {
  form: FormTable;
  form_field: FormFieldTable;
  form_submission: FormSubmissionTable;
  form_upload: FormUploadTable;
  cuform_type: CuformTypeTable;
  cuform: CuformTable;
  cuform_file: CuformFileTable;
}
