// Custom forms (cu-form/*, seed 002 §3 "Custom form type", §5 "Custom form", §7; ADR 0065): a type's
// schema names its fields with the dynamic form's types and rules (and its own messages); a
// customer inserts and updates their own forms, files inside the content as base64. A refusal is
// status 1 with the generic incorrect-form message and one error per field; nothing is written.
import {
  FORM_MESSAGES,
  FORM_UPLOAD_MAX_FILES,
  formFieldError,
  uploadCountMessage,
  uploadError,
  VALUELESS_TYPES,
} from '@sporta/domain';
import {
  cuFormContentSchema,
  cuFormFileInputSchema,
  type CuForm,
  type CuFormContentSchema,
  type CuFormType,
} from '@sporta/contracts';
import { AppError } from '../../platform/errors';
import type { CuFileInput, CuFormRecord, CuFormTypeRecord, FormsRepository } from './forms.repository';
import { contentMatchesName, mimeOf, type PrivateFiles } from './private-files';
import { formMessages } from './forms.service';

export const cuFormMessages = {
  unknownType: 'Tipo di modulo non trovato.',
  unknownForm: 'Modulo non trovato.',
  base64: 'il file non è in base64',
} as const;

type SchemaField = CuFormContentSchema['fields'][number];
export type CuFormOutcome =
  { ok: true; form: CuForm } | { ok: false; errors: { code: string; message: string }[] };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function typeDto(t: CuFormTypeRecord): CuFormType | null {
  const content = cuFormContentSchema.safeParse(t.content);
  return content.success
    ? { cuFormTypeId: t.cuFormTypeId, name: t.name, descr: t.descr, content: content.data }
    : null;
}

function formDto(f: CuFormRecord): CuForm {
  return {
    cuformId: f.cuformId,
    cuFormTypeId: f.cuFormTypeId,
    name: f.name,
    content: f.content,
    insertDate: f.createdAt.toISOString(),
    updateDate: f.updatedAt.toISOString(),
  };
}

/** A file field's value: a list of new files ({ name, type, data }) and kept ones ({ fileId }). */
function fileItems(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export class CuFormsService {
  constructor(
    private readonly repo: FormsRepository,
    private readonly files: PrivateFiles,
  ) {}

  async types(): Promise<CuFormType[]> {
    return (await this.repo.cuFormTypes()).map(typeDto).filter((t): t is CuFormType => t !== null);
  }

  async type(id: number): Promise<CuFormType> {
    const [row] = await this.repo.cuFormTypes(id);
    const t = row ? typeDto(row) : null;
    if (!t) throw AppError.business('error.cuform.type', cuFormMessages.unknownType);
    return t;
  }

  async list(userId: number): Promise<CuForm[]> {
    return (await this.repo.cuForms(userId)).map(formDto);
  }

  async view(userId: number, cuformId: number): Promise<CuForm> {
    const [row] = await this.repo.cuForms(userId, cuformId);
    if (!row) throw AppError.business('error.cuform.unknown', cuFormMessages.unknownForm);
    return formDto(row);
  }

  insert(userId: number, typeId: number, body: Record<string, unknown>): Promise<CuFormOutcome> {
    return this.save(userId, typeId, body);
  }

  async update(userId: number, cuformId: number, body: Record<string, unknown>): Promise<CuFormOutcome> {
    const current = await this.view(userId, cuformId);
    return this.save(userId, current.cuFormTypeId, body, cuformId);
  }

  private async save(
    userId: number,
    typeId: number,
    body: Record<string, unknown>,
    cuformId?: number,
  ): Promise<CuFormOutcome> {
    const type = await this.type(typeId);
    const existing = cuformId ? await this.repo.cuFiles(cuformId) : [];
    const errors: { code: string; message: string }[] = [];
    const fail = (f: SchemaField, message: string) =>
      errors.push({ code: `error.cuform.field.${f.key}`, message: `${f.label}: ${f.message || message}` });
    const values: Record<string, unknown> = {};
    const newFiles: (Omit<CuFileInput, 'storedName'> & { buffer: Buffer })[] = [];
    const keep: number[] = [];
    for (const f of type.content.fields) {
      if (VALUELESS_TYPES.includes(f.type)) continue;
      const value = body[f.key];
      if (f.type !== 'file_upload') {
        const err = formFieldError(
          {
            type: f.type,
            required: f.required,
            inputLimit: f.input_limit,
            options: f.options,
            taxCode: f.tax_code,
            message: f.message,
          },
          value,
        );
        if (err) fail(f, err);
        else if (value !== undefined) values[f.key] = value;
        continue;
      }
      const items = fileItems(value);
      if (items.length === 0 && f.required) fail(f, FORM_MESSAGES.required);
      if (items.length > FORM_UPLOAD_MAX_FILES) fail(f, uploadCountMessage(FORM_UPLOAD_MAX_FILES));
      for (const item of items) {
        const kept =
          typeof item === 'object' && item && 'fileId' in item
            ? Number((item as { fileId: unknown }).fileId)
            : null;
        if (kept !== null) {
          if (existing.some((e) => e.fileId === kept && e.fieldKey === f.key)) keep.push(kept);
          else fail(f, FORM_MESSAGES.uploadMissing);
          continue;
        }
        const parsed = cuFormFileInputSchema.safeParse(item);
        const data = parsed.success ? parsed.data.data.replace(/^data:[^,]*;base64,/, '') : '';
        if (!parsed.success || !BASE64.test(data)) {
          fail(f, `${FORM_MESSAGES.uploadMissing} (${cuFormMessages.base64})`);
          continue;
        }
        const buffer = Buffer.from(data, 'base64');
        const err =
          uploadError({ name: parsed.data.name, size: buffer.length }, { uploadTypes: f.upload_types }) ??
          (contentMatchesName(parsed.data.name, buffer) ? null : formMessages.fileContent);
        if (err) fail(f, err);
        else
          newFiles.push({
            fieldKey: f.key,
            fileName: parsed.data.name,
            mimeType: mimeOf(parsed.data.name),
            size: buffer.length,
            buffer,
          });
      }
    }
    if (errors.length)
      return {
        ok: false,
        errors: [{ code: 'error.cuform.invalid', message: FORM_MESSAGES.failure }, ...errors],
      };

    const written: CuFileInput[] = [];
    try {
      for (const f of newFiles)
        written.push({ ...f, storedName: await this.files.write(f.fileName, f.buffer) });
      const keptFiles = existing.filter((e) => keep.includes(e.fileId));
      const saved = await this.repo.saveCuForm({
        cuformId,
        cuFormTypeId: typeId,
        userId,
        keepFileIds: keep,
        files: written,
        content: (ids) => {
          const content = { ...values };
          for (const f of type.content.fields.filter((x) => x.type === 'file_upload')) {
            const kept = keptFiles
              .filter((e) => e.fieldKey === f.key)
              .map(({ fileId, name, type, size }) => ({ fileId, name, type, size }));
            const fresh = written
              .map((w, i) => ({
                w,
                id: (ids.get(w.fieldKey) ?? [])[
                  written.filter((x, j) => j < i && x.fieldKey === w.fieldKey).length
                ],
              }))
              .filter(({ w }) => w.fieldKey === f.key)
              .map(({ w, id }) => ({ fileId: id!, name: w.fileName, type: w.mimeType, size: w.size }));
            if (kept.length || fresh.length) content[f.key] = [...kept, ...fresh];
          }
          return content;
        },
      });
      await this.files.remove(saved.dropped);
      return { ok: true, form: await this.view(userId, saved.cuformId) };
    } catch (err) {
      await this.files.remove(written.map((w) => w.storedName));
      throw err;
    }
  }
}
