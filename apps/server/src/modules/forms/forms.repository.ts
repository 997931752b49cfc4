// The only SQL of the forms module (migration 0036): dynamic forms with their fields, uploads,
// submissions; custom form types, customers' custom forms and their files.
import { sql } from 'kysely';
import type { FormFieldType } from '@sporta/domain';
import type { Database } from '../../platform/db';

export interface FormRecord {
  formId: number;
  title: string;
  loginRequired: boolean;
  successMessage: string;
  failureMessage: string;
  recipientEmail: string;
  fields: FieldRecord[];
}

export interface FieldRecord {
  id: number;
  key: string;
  type: FormFieldType;
  label: string;
  placeholder: string;
  descText: string;
  helpText: string;
  required: boolean;
  disableInput: boolean;
  options: { label: string; value: string }[];
  position: number;
  defaultValue: string;
  inputLimit: number | null;
  numMin: number | null;
  numMax: number | null;
  numStep: number | null;
  uploadTypes: string;
  uploadMaxBytes: number | null;
  taxCode: boolean;
  elementClass: string;
  containerClass: string;
}

export interface StoredValue {
  key: string;
  label: string;
  type: string;
  value: string;
}

export interface SubmissionRecord {
  formSubmissionId: number;
  formId: number;
  formTitle: string;
  userId: number | null;
  mailedTo: string;
  createdAt: Date;
  values: StoredValue[];
  files: { fieldKey: string; name: string; size: number }[];
}

export interface UploadRecord {
  formUploadId: number;
  fieldId: number;
  fileName: string;
  mimeType: string;
  size: number;
  storedName: string;
  submissionId: number | null;
}

export interface CuFormTypeRecord {
  cuFormTypeId: number;
  name: string;
  descr: string;
  content: unknown;
}

export interface CuFormRecord {
  cuformId: number;
  cuFormTypeId: number;
  name: string;
  userId: number;
  content: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface CuFileInput {
  fieldKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  storedName: string;
}

export class FormsRepository {
  constructor(readonly db: Database) {}

  async form(formId: number): Promise<FormRecord | null> {
    const f = await this.db
      .selectFrom('form')
      .select(['form_id', 'title', 'login_required', 'success_message', 'failure_message', 'recipient_email'])
      .where('form_id', '=', formId)
      .where('status', '=', 'publish')
      .executeTakeFirst();
    if (!f) return null;
    const rows = await this.db
      .selectFrom('form_field')
      .selectAll()
      .where('form_id', '=', formId)
      .orderBy('position')
      .execute();
    return {
      formId: f.form_id,
      title: f.title,
      loginRequired: f.login_required,
      successMessage: f.success_message,
      failureMessage: f.failure_message,
      recipientEmail: f.recipient_email,
      fields: rows.map((r) => ({
        id: r.form_field_id,
        key: r.field_key,
        type: r.type as FormFieldType,
        label: r.label,
        placeholder: r.placeholder,
        descText: r.desc_text,
        helpText: r.help_text,
        required: r.required,
        disableInput: r.disable_input,
        options: r.options,
        position: r.position,
        defaultValue: r.default_value,
        inputLimit: r.input_limit,
        numMin: r.num_min === null ? null : Number(r.num_min),
        numMax: r.num_max === null ? null : Number(r.num_max),
        numStep: r.num_step === null ? null : Number(r.num_step),
        uploadTypes: r.upload_types,
        uploadMaxBytes: r.upload_max_bytes,
        taxCode: r.tax_code,
        elementClass: r.element_class,
        containerClass: r.container_class,
      })),
    };
  }

  async addUpload(tokenHash: Buffer, u: Omit<UploadRecord, 'formUploadId' | 'submissionId'>): Promise<void> {
    await this.db
      .insertInto('form_upload')
      .values({
        token_hash: tokenHash,
        form_field_id: u.fieldId,
        file_name: u.fileName,
        mime_type: u.mimeType,
        size_bytes: u.size,
        stored_name: u.storedName,
      })
      .execute();
  }

  /** Uploads named by their token hashes that no submission has taken yet. */
  async freeUploads(tokenHashes: Buffer[]): Promise<(UploadRecord & { tokenHash: Buffer })[]> {
    if (tokenHashes.length === 0) return [];
    const rows = await this.db
      .selectFrom('form_upload')
      .select([
        'form_upload_id',
        'token_hash',
        'form_field_id',
        'file_name',
        'mime_type',
        'size_bytes',
        'stored_name',
        'form_submission_id',
      ])
      .where('token_hash', 'in', tokenHashes)
      .where('form_submission_id', 'is', null)
      .execute();
    return rows.map((r) => ({
      formUploadId: r.form_upload_id,
      tokenHash: Buffer.from(r.token_hash),
      fieldId: r.form_field_id,
      fileName: r.file_name,
      mimeType: r.mime_type,
      size: r.size_bytes,
      storedName: r.stored_name,
      submissionId: r.form_submission_id,
    }));
  }

  /** Stores a submission and hands it its uploads, in one transaction. */
  async addSubmission(s: {
    formId: number;
    userId: number | null;
    values: StoredValue[];
    mailedTo: string;
    uploadIds: number[];
  }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { form_submission_id: id } = await trx
        .insertInto('form_submission')
        .values({
          form_id: s.formId,
          user_id: s.userId,
          field_values: JSON.stringify(s.values),
          mailed_to: s.mailedTo,
        })
        .returning('form_submission_id')
        .executeTakeFirstOrThrow();
      if (s.uploadIds.length) {
        const taken = await trx
          .updateTable('form_upload')
          .set({ form_submission_id: id })
          .where('form_upload_id', 'in', s.uploadIds)
          .where('form_submission_id', 'is', null)
          .executeTakeFirst();
        // Another submission took a file between the check and now: nothing is kept.
        if (Number(taken.numUpdatedRows) !== s.uploadIds.length) throw new UploadTaken();
      }
      return id;
    });
  }

  async submissions(q: { formId?: number; page: number; pageSize: number }) {
    let base = this.db.selectFrom('form_submission as s').innerJoin('form as f', 'f.form_id', 's.form_id');
    if (q.formId) base = base.where('s.form_id', '=', q.formId);
    const { n } = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        's.form_submission_id',
        's.form_id',
        'f.title',
        's.user_id',
        's.mailed_to',
        's.created_at',
        's.field_values',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.form_submission_id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return { total: Number(n), items: await this.withFiles(rows) };
  }

  /** The `index`th file of a submission (in the order the list gives them), for staff to open. */
  async submissionFile(
    id: number,
    index: number,
  ): Promise<{ fileName: string; mimeType: string; storedName: string } | null> {
    const row = await this.db
      .selectFrom('form_upload')
      .select(['file_name', 'mime_type', 'stored_name'])
      .where('form_submission_id', '=', id)
      .orderBy('form_upload_id')
      .offset(index)
      .limit(1)
      .executeTakeFirst();
    return row ? { fileName: row.file_name, mimeType: row.mime_type, storedName: row.stored_name } : null;
  }

  async submission(id: number): Promise<SubmissionRecord | null> {
    const rows = await this.db
      .selectFrom('form_submission as s')
      .innerJoin('form as f', 'f.form_id', 's.form_id')
      .select([
        's.form_submission_id',
        's.form_id',
        'f.title',
        's.user_id',
        's.mailed_to',
        's.created_at',
        's.field_values',
      ])
      .where('s.form_submission_id', '=', id)
      .execute();
    return (await this.withFiles(rows))[0] ?? null;
  }

  private async withFiles(
    rows: {
      form_submission_id: number;
      form_id: number;
      title: string;
      user_id: number | null;
      mailed_to: string;
      created_at: Date;
      field_values: StoredValue[];
    }[],
  ): Promise<SubmissionRecord[]> {
    const ids = rows.map((r) => r.form_submission_id);
    const files = ids.length
      ? await this.db
          .selectFrom('form_upload as u')
          .innerJoin('form_field as f', 'f.form_field_id', 'u.form_field_id')
          .select(['u.form_submission_id', 'f.field_key', 'u.file_name', 'u.size_bytes'])
          .where('u.form_submission_id', 'in', ids)
          .orderBy('u.form_upload_id')
          .execute()
      : [];
    return rows.map((r) => ({
      formSubmissionId: Number(r.form_submission_id),
      formId: r.form_id,
      formTitle: r.title,
      userId: r.user_id === null ? null : Number(r.user_id),
      mailedTo: r.mailed_to,
      createdAt: r.created_at,
      values: r.field_values,
      files: files
        .filter((f) => Number(f.form_submission_id) === Number(r.form_submission_id))
        .map((f) => ({ fieldKey: f.field_key, name: f.file_name, size: f.size_bytes })),
    }));
  }

  // ---------------------------------------------------------------- custom forms

  async cuFormTypes(id?: number): Promise<CuFormTypeRecord[]> {
    let q = this.db
      .selectFrom('cuform_type')
      .select(['cuform_type_id', 'name', 'descr', 'content'])
      .where('active', '=', true);
    if (id !== undefined) q = q.where('cuform_type_id', '=', id);
    const rows = await q.orderBy('cuform_type_id').execute();
    return rows.map((r) => ({
      cuFormTypeId: r.cuform_type_id,
      name: r.name,
      descr: r.descr,
      content: r.content,
    }));
  }

  async cuForms(userId: number, cuformId?: number): Promise<CuFormRecord[]> {
    let q = this.db
      .selectFrom('cuform as c')
      .innerJoin('cuform_type as t', 't.cuform_type_id', 'c.cuform_type_id')
      .select([
        'c.cuform_id',
        'c.cuform_type_id',
        't.name',
        'c.user_id',
        'c.content',
        'c.created_at',
        'c.updated_at',
      ])
      .where('c.user_id', '=', userId);
    if (cuformId !== undefined) q = q.where('c.cuform_id', '=', cuformId);
    const rows = await q.orderBy('c.cuform_id', 'desc').execute();
    return rows.map((r) => ({
      cuformId: Number(r.cuform_id),
      cuFormTypeId: r.cuform_type_id,
      name: r.name,
      userId: Number(r.user_id),
      content: r.content,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }));
  }

  async cuFiles(cuformId: number) {
    const rows = await this.db
      .selectFrom('cuform_file')
      .select(['cuform_file_id', 'field_key', 'file_name', 'mime_type', 'size_bytes', 'stored_name'])
      .where('cuform_id', '=', cuformId)
      .orderBy('cuform_file_id')
      .execute();
    return rows.map((r) => ({
      fileId: Number(r.cuform_file_id),
      fieldKey: r.field_key,
      name: r.file_name,
      type: r.mime_type,
      size: r.size_bytes,
      storedName: r.stored_name,
    }));
  }

  /**
   * Writes a custom form's content and its new files in one transaction: a new form when
   * `cuformId` is absent; otherwise the form's content is replaced and the files no longer named
   * are dropped (their stored names are returned, to be removed from disk).
   */
  async saveCuForm(s: {
    cuformId?: number;
    cuFormTypeId: number;
    userId: number;
    content: (fileIds: Map<string, number[]>) => Record<string, unknown>;
    keepFileIds: number[];
    files: CuFileInput[];
  }): Promise<{ cuformId: number; dropped: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      let cuformId = s.cuformId;
      if (cuformId === undefined) {
        const row = await trx
          .insertInto('cuform')
          .values({ cuform_type_id: s.cuFormTypeId, user_id: s.userId, content: '{}' })
          .returning('cuform_id')
          .executeTakeFirstOrThrow();
        cuformId = Number(row.cuform_id);
      }
      let dropQuery = trx.deleteFrom('cuform_file').where('cuform_id', '=', cuformId);
      if (s.keepFileIds.length) dropQuery = dropQuery.where('cuform_file_id', 'not in', s.keepFileIds);
      const dropped = await dropQuery.returning('stored_name').execute();
      const fileIds = new Map<string, number[]>();
      for (const f of s.files) {
        const row = await trx
          .insertInto('cuform_file')
          .values({
            cuform_id: cuformId,
            field_key: f.fieldKey,
            file_name: f.fileName,
            mime_type: f.mimeType,
            size_bytes: f.size,
            stored_name: f.storedName,
          })
          .returning('cuform_file_id')
          .executeTakeFirstOrThrow();
        fileIds.set(f.fieldKey, [...(fileIds.get(f.fieldKey) ?? []), Number(row.cuform_file_id)]);
      }
      await trx
        .updateTable('cuform')
        .set({ content: JSON.stringify(s.content(fileIds)), updated_at: new Date() })
        .where('cuform_id', '=', cuformId)
        .where('user_id', '=', s.userId)
        .execute();
      return { cuformId, dropped: dropped.map((d) => d.stored_name) };
    });
  }
}

/** A file of the submission was taken by another submission meanwhile. */
export class UploadTaken extends Error {}
