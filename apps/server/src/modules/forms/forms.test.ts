// The dynamic forms (get_mail_pars, admin-ajax.php nf_fu_upload / nf_ajax_submit), the custom forms
// (cu-form/*) and the staff's submissions list, over HTTP on a fresh seeded database (ADR 0065).
import fs from 'node:fs';
import path from 'node:path';
import { fiscalCodeCheckChar } from '@sporta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { staffToken } from '../../../test/staff-kit';
import { readMails } from '../account/account.test-helpers';

let t: TestContext;
const VALID_CF = `BNCGLI85C41F205${fiscalCodeCheckChar('BNCGLI85C41F205')}`;
const WRONG_CF = `BNCGLI85C41F205${fiscalCodeCheckChar('BNCGLI85C41F205') === 'A' ? 'B' : 'A'}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  t = await startTestApp({ products: 60 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function definition(formId: number): Promise<Json> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/p/wp-json/custom/v1/get_mail_pars?form_id=${formId}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function multipart(fields: Record<string, string>, files: { name: string; data: Buffer }[] = []) {
  const boundary = '----sportaform';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function ajax(
  fields: Record<string, string>,
  files: { name: string; data: Buffer }[] = [],
  token?: string,
) {
  const m = multipart(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/p/wp-admin/admin-ajax.php',
    payload: m.payload,
    headers: { ...m.headers, ...(token ? { 'x-ebsn-account': token } : {}) },
  });
  return { http: res.statusCode, body: res.json() as Json };
}

const byKey = (form: Json, key: string) => form.fields.find((f: Json) => f.key === key);

async function upload(form: Json, key: string, file: { name: string; data: Buffer }) {
  return ajax(
    {
      action: 'nf_fu_upload',
      form_id: String(form.id),
      field_id: String(byKey(form, key).id),
      nonce: form.security,
    },
    [file],
  );
}

async function submit(form: Json, values: Record<string, unknown>, token?: string) {
  const fields: Record<string, { id: number; value: unknown }> = {};
  for (const [key, value] of Object.entries(values)) {
    const f = byKey(form, key);
    fields[f.id] = { id: f.id, value };
  }
  return ajax(
    {
      action: 'nf_ajax_submit',
      security: form.security,
      formData: JSON.stringify({ id: String(form.id), fields, extra: {}, settings: {} }),
    },
    [],
    token,
  );
}

const count = async (table: 'form_submission' | 'form_upload' | 'cuform') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function memberValues(documentToken: string): Record<string, unknown> {
  return {
    nome: 'Giulia',
    cognome: 'Bianchi',
    codice_fiscale: VALID_CF,
    data_nascita: '01/03/1985',
    email: 'giulia.bianchi@example.com',
    telefono: '333 1234567',
    indirizzo: 'Via Solari 12',
    citta: 'Milano',
    cap: '20144',
    nazione: 'IT',
    cooperativa: '1',
    interessi: ['bio', 'offerte'],
    servizi: ['casa'],
    familiari: '3',
    documento: [documentToken],
    consenso_statuto: '1',
    consenso_marketing: '0',
  };
}

describe('dynamic forms', () => {
  it('get_mail_pars serves the definition with its 21 field types and nonce, never the recipient', async () => {
    const contact = await definition(1);
    expect(contact.settings).toMatchObject({ title: 'Contattaci', logged_in: 0 });
    expect(contact.actions.success_message).toBe('Grazie per averci inviato la tua richiesta');
    expect(contact.security).toMatch(/\./);
    expect(JSON.stringify(contact)).not.toContain('assistenza@sporta.example');
    const member = await definition(2);
    const types = new Set([...contact.fields, ...member.fields].map((f: Json) => f.type));
    expect(types.size).toBe(21);
    expect(byKey(member, 'documento')).toMatchObject({
      upload_types: 'pdf, jpg, png',
      max_file_size: 2 * 1024 * 1024,
      required: 1,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/p/wp-json/custom/v1/get_mail_pars?form_id=99',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'error.form.unknown',
      message: 'Il modulo richiesto non esiste.',
    });
    const bad = await t.app.inject({ method: 'GET', url: '/p/wp-json/custom/v1/get_mail_pars?form_id=x' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses uploads of the wrong type, size or content, and keeps none', async () => {
    const member = await definition(2);
    const before = await count('form_upload');
    const exe = await upload(member, 'documento', { name: 'virus.exe', data: Buffer.from('MZ') });
    expect(exe.body.errors.fields[byKey(member, 'documento').id]).toBe(
      'Tipo di file non ammesso: sono ammessi solo PDF, JPG, PNG',
    );
    const big = await upload(member, 'documento', {
      name: 'grande.pdf',
      data: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(big.body.errors.fields[byKey(member, 'documento').id]).toBe(
      'Il file è troppo grande: al massimo 2 MB',
    );
    const huge = await upload(member, 'documento', {
      name: 'enorme.pdf',
      data: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(huge.body.errors.fields[byKey(member, 'documento').id]).toBe(
      'Il file è troppo grande: al massimo 2 MB',
    );
    const fake = await upload(member, 'documento', { name: 'finto.pdf', data: Buffer.from('not a pdf') });
    expect(fake.body.errors.fields[byKey(member, 'documento').id]).toBe(
      'Il contenuto del file non corrisponde al suo tipo.',
    );
    const notUpload = await ajax(
      {
        action: 'nf_fu_upload',
        form_id: '2',
        field_id: String(byKey(member, 'nome').id),
        nonce: member.security,
      },
      [{ name: 'a.pdf', data: PDF }],
    );
    expect(notUpload.body.errors.form.field).toBe('Il campo indicato non accetta file.');
    const noNonce = await ajax(
      { action: 'nf_fu_upload', form_id: '2', field_id: String(byKey(member, 'documento').id), nonce: 'x' },
      [{ name: 'a.pdf', data: PDF }],
    );
    expect(noNonce.body.errors.form.nonce).toContain('Il modulo è scaduto');
    expect(await count('form_upload')).toBe(before);
  });

  it('refuses every broken rule with the spec messages, storing and mailing nothing', async () => {
    const member = await definition(2);
    const up = await upload(member, 'documento', { name: 'carta identità.pdf', data: PDF });
    expect(up.body.errors).toEqual([]);
    const token = up.body.data.files[0].tmp_name;
    const mailsBefore = readMails(t.dataDir).length;
    const before = await count('form_submission');
    const cases: [string, unknown, string][] = [
      ['consenso_statuto', '0', 'È obbligatorio accettare questo consenso per procedere'],
      ['nome', '', 'Questo campo è obbligatorio'],
      ['nome', 'x'.repeat(61), 'Lunghezza massima 60 caratteri'],
      ['email', 'giulia@', 'Digitare una e-mail valida'],
      ['telefono', '12ab', 'Digitare un numero di telefono valido'],
      ['cap', '2014', 'Il CAP deve essere di 5 cifre'],
      ['familiari', 'tre', 'Digitare un numero valido'],
      ['familiari', '0', 'Il valore minimo è 1'],
      ['codice_fiscale', WRONG_CF, 'Codice fiscale o partita IVA non valido'],
      ['data_nascita', '1985-03-01', 'Digitare una data nel formato gg/mm/aaaa'],
      ['data_nascita', '31/02/1985', 'Digitare una data nel formato gg/mm/aaaa'],
      ['data_nascita', '31/12/1909', 'La data non può essere precedente al 01/01/1910'],
      ['cooperativa', '9', 'Scegliere una delle opzioni proposte'],
      ['interessi', ['bio', 'nulla'], 'Scegliere una delle opzioni proposte'],
      ['documento', [], 'Questo campo è obbligatorio'],
      ['documento', ['token-inventato'], 'Il file indicato non è stato caricato: caricalo di nuovo'],
    ];
    for (const [key, value, message] of cases) {
      const res = await submit(member, { ...memberValues(token), [key]: value });
      expect(res.http, key).toBe(200);
      expect(res.body.errors.fields, `${key}=${JSON.stringify(value)}`).toEqual({
        [byKey(member, key).id]: message,
      });
      expect(res.body.errors.form.invalid).toBe('La form non è stata compilata correttamente');
    }
    const stale = await ajax({
      action: 'nf_ajax_submit',
      security: 'scaduto',
      formData: JSON.stringify({ id: 2, fields: {} }),
    });
    expect(stale.body.errors.form.nonce).toContain('Il modulo è scaduto');
    const broken = await ajax({ action: 'nf_ajax_submit', security: member.security, formData: '{' });
    expect(broken.http).toBe(400);
    expect(broken.body.errors.form['error.validation']).toContain('formData');
    const action = await ajax({ action: 'nf_other' });
    expect(action.http).toBe(400);
    expect(await count('form_submission')).toBe(before);
    expect(readMails(t.dataDir).length).toBe(mailsBefore);
  });

  it('stores a good submission with its file, mails the recipient, and a file serves one submission only', async () => {
    const member = await definition(2);
    const up = await upload(member, 'documento', { name: 'documento.png', data: PNG });
    const token = up.body.data.files[0].tmp_name;
    const res = await submit(member, memberValues(token));
    expect(res.body.errors).toEqual([]);
    expect(res.body.data.actions.success_message).toBe('Grazie per averci inviato la tua richiesta');
    const mail = readMails(t.dataDir)
      .filter((m) => m.to.includes('soci@sporta.example'))
      .at(-1)!;
    expect(mail.subject).toContain('«Diventa socio»');
    expect(mail.text).toContain(`Codice fiscale: ${VALID_CF}`);
    expect(mail.text).toContain('Data di nascita: 01/03/1985');
    expect(mail.text).toContain('Cooperativa: Coop Lombardia Nord');
    expect(mail.text).toContain('documento.png');
    expect(mail.html).toContain('<h1');
    const stored = await t.database.db
      .selectFrom('form_upload')
      .select(['stored_name', 'form_submission_id'])
      .where('file_name', '=', 'documento.png')
      .executeTakeFirstOrThrow();
    expect(Number(stored.form_submission_id)).toBe(res.body.data.submission_id);
    expect(fs.existsSync(path.join(t.dataDir, 'private', 'forms', stored.stored_name))).toBe(true);
    const pub = await t.app.inject({ method: 'GET', url: `/img/forms/${stored.stored_name}` });
    expect(pub.statusCode).toBe(404);
    const again = await submit(member, memberValues(token));
    expect(again.body.errors.fields[byKey(member, 'documento').id]).toBe(
      'Il file indicato non è stato caricato: caricalo di nuovo',
    );
  });

  it('a login-only form refuses visitors and takes customers', async () => {
    await t.database.db.updateTable('form').set({ login_required: true }).where('form_id', '=', 1).execute();
    try {
      const contact = await definition(1);
      expect(contact.settings.logged_in).toBe(1);
      const values = {
        nome: 'Mario',
        cognome: 'Rossi',
        email: 'mario.rossi@example.com',
        argomento: 'ordine',
        messaggio: 'Ciao',
        privacy: true,
      };
      const visitor = await submit(contact, values);
      expect(visitor.body.errors.form.logged_in).toBe(
        'Per compilare questo modulo devi accedere al tuo account.',
      );
      const { token } = await loginAs(t, 'mario.rossi@example.com');
      const customer = await submit(contact, values, token);
      expect(customer.body.errors).toEqual([]);
      const row = await t.database.db
        .selectFrom('form_submission')
        .select(['user_id', 'field_values'])
        .orderBy('form_submission_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.user_id).not.toBeNull();
      expect(row.field_values).toContainEqual({ key: 'fonte', label: 'Pagina', type: 'hidden', value: '' });
    } finally {
      await t.database.db
        .updateTable('form')
        .set({ login_required: false })
        .where('form_id', '=', 1)
        .execute();
    }
  });
});

describe('staff list of submissions', () => {
  it('operators and content editors read them; a picker and a customer are refused', async () => {
    const admin = await staffToken(t, 'amministratore');
    const list = await call(t, admin, 'GET', 'form-submission/list?form_id=2');
    expect(list.status).toBe(0);
    expect(list.data.submissions.length).toBeGreaterThan(0);
    const first = list.data.submissions[0];
    expect(first).toMatchObject({ formId: 2, formTitle: 'Diventa socio', mailedTo: 'soci@sporta.example' });
    expect(first.files).toEqual([{ fieldKey: 'documento', name: 'documento.png', size: PNG.length }]);
    const view = await call(
      t,
      await staffToken(t, 'operatore'),
      'GET',
      `form-submission/view?form_submission_id=${first.formSubmissionId}`,
    );
    expect(view.data.values.find((v: Json) => v.key === 'nome').value).toBe('Giulia');
    // Its file, as a download, the bytes as sent; another index or a customer gets nothing.
    const fileUrl = `/ebsn/api/form-submission/file?form_submission_id=${first.formSubmissionId}`;
    const file = await t.app.inject({
      method: 'GET',
      url: `${fileUrl}&index=0`,
      headers: { 'x-ebsn-account': admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''documento.png");
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const none = await t.app.inject({
      method: 'GET',
      url: `${fileUrl}&index=1`,
      headers: { 'x-ebsn-account': admin },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().response.errors[0].error).toBe('Il file allegato non esiste.');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${fileUrl}&index=x`,
      headers: { 'x-ebsn-account': admin },
    });
    expect(bad.statusCode).toBe(400);
    const { token: customer } = await loginAs(t, 'mario.rossi@example.com');
    const refused = await t.app.inject({
      method: 'GET',
      url: `${fileUrl}&index=0`,
      headers: { 'x-ebsn-account': customer },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await call(t, admin, 'GET', 'form-submission/view?form_submission_id=999999');
    expect(missing.http).toBe(404);
    const picker = await call(t, await staffToken(t, 'preparatore'), 'GET', 'form-submission/list');
    expect(picker.http).toBe(403);
    const { token } = await loginAs(t, 'mario.rossi@example.com');
    expect((await call(t, token, 'GET', 'form-submission/list')).http).toBe(403);
  });
});

describe('custom forms (cu-form)', () => {
  async function send(token: string | null, method: 'POST' | 'PUT', url: string, body: unknown) {
    const res = await t.app.inject({
      method,
      url: `/ebsn/api/${url}`,
      payload: body as Record<string, unknown>,
      headers: token ? { 'x-ebsn-account': token } : {},
    });
    return { http: res.statusCode, ...(res.json() as Json) };
  }
  const receipt = {
    ragione_sociale: 'Bar Centrale srl',
    partita_iva: '01234567897',
    email: 'bar@example.com',
  };
  const file = (name: string, data: Buffer) => [
    { name, type: 'application/pdf', data: data.toString('base64') },
  ];

  it('lists and views the types to anyone', async () => {
    const list = await call(t, null, 'GET', 'cu-form/cuform_type/list');
    expect(list.data.cuFormTypes.map((x: Json) => x.name)).toEqual([
      'Segnalazione su un prodotto',
      'Richiesta fattura',
    ]);
    const view = await call(t, null, 'GET', 'cu-form/cuform_type/view?cuform_type_id=2');
    expect(view.data.content.fields.map((f: Json) => f.key)).toContain('scontrino');
    const none = await call(t, null, 'GET', 'cu-form/cuform_type/view?cuform_type_id=9');
    expect(none.status).toBe(1);
    expect(none.message).toBe('Tipo di modulo non trovato.');
  });

  it('refuses a form against its schema with the generic message and field errors; stores nothing', async () => {
    const { token } = await loginAs(t, 'mario.rossi@example.com');
    const before = await count('cuform');
    const bad = await send(token, 'POST', 'cu-form/insert?cuform_type_id=2', {
      ...receipt,
      partita_iva: '123',
      scontrino: file('s.exe', PDF),
    });
    expect(bad.response.status).toBe(1);
    expect(bad.response.errorsMessage).toEqual([
      'La form non è stata compilata correttamente',
      'Partita IVA o codice fiscale: Indica una partita IVA o un codice fiscale validi',
      'Scontrino: Tipo di file non ammesso: sono ammessi solo PDF, JPG, PNG',
    ]);
    const notBase64 = await send(token, 'POST', 'cu-form/insert?cuform_type_id=2', {
      ...receipt,
      scontrino: [{ name: 'a.pdf', data: '%%%' }],
    });
    expect(notBase64.response.status).toBe(1);
    const big = await send(token, 'POST', 'cu-form/insert?cuform_type_id=2', {
      ...receipt,
      scontrino: file('a.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(big.response.errorsMessage[1]).toBe('Scontrino: Il file è troppo grande: al massimo 5 MB');
    const anonymous = await send(null, 'POST', 'cu-form/insert?cuform_type_id=2', receipt);
    expect(anonymous.http).toBe(401);
    expect(await count('cuform')).toBe(before);
  });

  it('inserts, lists, views and updates the customer own forms; another customer sees none', async () => {
    const { token } = await loginAs(t, 'mario.rossi@example.com');
    const ins = await send(token, 'POST', 'cu-form/insert?cuform_type_id=2', {
      ...receipt,
      scontrino: file('scontrino.pdf', PDF),
    });
    expect(ins.response.status).toBe(0);
    const id = ins.data.cuformId;
    const [stored] = ins.data.content.scontrino;
    expect(stored).toMatchObject({ name: 'scontrino.pdf', type: 'application/pdf', size: PDF.length });
    const list = await call(t, token, 'GET', 'cu-form/list');
    expect(list.data.cuForms.map((f: Json) => f.cuformId)).toContain(id);
    const view = await call(t, token, 'GET', `cu-form/view?cuform_id=${id}`);
    expect(view.data.content.ragione_sociale).toBe('Bar Centrale srl');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/ebsn/api/cu-form/update?cuform_id=${id}`,
      headers: { 'x-ebsn-account': token },
      payload: { ...receipt, ragione_sociale: 'Bar Centrale snc', scontrino: [{ fileId: stored.fileId }] },
    });
    const upd = res.json();
    expect(upd.response.status).toBe(0);
    expect(upd.data.content).toMatchObject({ ragione_sociale: 'Bar Centrale snc', scontrino: [stored] });
    const other = await loginAs(t, 'giulia.bianchi@example.com');
    const foreign = await call(t, other.token, 'GET', `cu-form/view?cuform_id=${id}`);
    expect(foreign.status).toBe(1);
    expect(foreign.message).toBe('Modulo non trovato.');
    expect((await call(t, other.token, 'GET', 'cu-form/list')).data.cuForms).toEqual([]);
    const foreignUpdate = await t.app.inject({
      method: 'PUT',
      url: `/ebsn/api/cu-form/update?cuform_id=${id}`,
      headers: { 'x-ebsn-account': other.token },
      payload: receipt,
    });
    expect(foreignUpdate.json().response.status).toBe(1);
  });
});
