// Demo forms (issue 23, ADR 0065): «Contattaci» (form 1, on /page/contatti) and «Diventa socio»
// (form 2, on /page/diventa-socio: a required consent, a document to upload and a birth date), and
// two custom form types (cu-form). Idempotent: a form already there is left as it is.
import type { DatabaseHandle } from '../../src/platform/db';

type Field = {
  key: string;
  type: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  help_text?: string;
  desc_text?: string;
  options?: { label: string; value: string }[];
  input_limit?: number;
  upload_types?: string;
  upload_max_bytes?: number;
  tax_code?: boolean;
  default_value?: string;
  num_min?: number;
  num_max?: number;
};

const CONTACT: Field[] = [
  { key: 'nome', type: 'firstname', label: 'Nome', required: true, input_limit: 60 },
  { key: 'cognome', type: 'lastname', label: 'Cognome', required: true, input_limit: 60 },
  { key: 'email', type: 'email', label: 'E-mail', required: true, placeholder: 'nome@esempio.it' },
  { key: 'telefono', type: 'phone', label: 'Telefono', help_text: 'Facoltativo: ti richiamiamo se serve.' },
  {
    key: 'argomento',
    type: 'listselect',
    label: 'Argomento',
    required: true,
    options: [
      { label: 'Un ordine', value: 'ordine' },
      { label: 'Consegna e ritiro', value: 'consegna' },
      { label: 'Rimborsi', value: 'rimborso' },
      { label: 'Tessera socio', value: 'tessera' },
      { label: 'Altro', value: 'altro' },
    ],
  },
  { key: 'messaggio', type: 'textarea', label: 'Messaggio', required: true, input_limit: 1000 },
  {
    key: 'privacy',
    type: 'checkbox',
    label:
      "Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati per rispondere alla richiesta",
    required: true,
  },
  { key: 'fonte', type: 'hidden', label: 'Pagina', default_value: 'contatti' },
  { key: 'invia', type: 'submit', label: 'Invia la richiesta' },
];

const MEMBER: Field[] = [
  {
    key: 'intro',
    type: 'html',
    label: '',
    desc_text:
      '<p>Compila il modulo: la tua cooperativa ti contatta per completare l’iscrizione e consegnarti la tessera.</p>',
  },
  { key: 'nome', type: 'firstname', label: 'Nome', required: true, input_limit: 60 },
  { key: 'cognome', type: 'lastname', label: 'Cognome', required: true, input_limit: 60 },
  {
    key: 'codice_fiscale',
    type: 'textbox',
    label: 'Codice fiscale',
    required: true,
    input_limit: 16,
    tax_code: true,
  },
  { key: 'data_nascita', type: 'date', label: 'Data di nascita', required: true, placeholder: 'gg/mm/aaaa' },
  { key: 'email', type: 'email', label: 'E-mail', required: true },
  { key: 'telefono', type: 'phone', label: 'Cellulare', required: true },
  { key: 'indirizzo', type: 'address', label: 'Indirizzo', required: true, input_limit: 120 },
  { key: 'citta', type: 'city', label: 'Comune', required: true, input_limit: 60 },
  { key: 'cap', type: 'zip', label: 'CAP', required: true },
  { key: 'nazione', type: 'listcountry', label: 'Nazione', required: true, default_value: 'IT' },
  {
    key: 'cooperativa',
    type: 'listradio',
    label: 'Cooperativa',
    required: true,
    options: [
      { label: 'Coop Lombardia Nord', value: '1' },
      { label: 'Cooperativa Consumatori Bergamo e Brescia', value: '2' },
      { label: 'Coop Lago e Navigli', value: '3' },
    ],
  },
  {
    key: 'interessi',
    type: 'listcheckbox',
    label: 'Ti interessano',
    options: [
      { label: 'Prodotti biologici', value: 'bio' },
      { label: 'Iniziative sul territorio', value: 'territorio' },
      { label: 'Offerte per i soci', value: 'offerte' },
    ],
  },
  {
    key: 'servizi',
    type: 'listmultiselect',
    label: 'Servizi che usi',
    options: [
      { label: 'Consegna a casa', value: 'casa' },
      { label: 'Ritiro in negozio', value: 'drive' },
      { label: 'Locker', value: 'locker' },
    ],
  },
  { key: 'familiari', type: 'number', label: 'Persone in famiglia', num_min: 1, num_max: 20 },
  {
    key: 'documento',
    type: 'file_upload',
    label: "Documento d'identità",
    required: true,
    upload_types: 'pdf, jpg, png',
    upload_max_bytes: 2 * 1024 * 1024,
    help_text: 'PDF, JPG o PNG, al massimo 2 MB.',
  },
  {
    key: 'consenso_statuto',
    type: 'checkbox',
    label: 'Dichiaro di aver letto lo statuto e il regolamento della cooperativa',
    required: true,
  },
  {
    key: 'consenso_marketing',
    type: 'checkbox',
    label: 'Desidero ricevere le comunicazioni e le offerte per i soci',
  },
  { key: 'invia', type: 'submit', label: 'Invia la domanda' },
];

const FORMS = [
  {
    form_id: 1,
    title: 'Contattaci',
    login_required: false,
    recipient_email: 'assistenza@sporta.example',
    fields: CONTACT,
  },
  {
    form_id: 2,
    title: 'Diventa socio',
    login_required: false,
    recipient_email: 'soci@sporta.example',
    fields: MEMBER,
  },
];

const CUFORM_TYPES = [
  {
    cuform_type_id: 1,
    name: 'Segnalazione su un prodotto',
    descr: 'Segnala un problema su un prodotto acquistato in negozio, con una foto.',
    content: {
      fields: [
        { key: 'prodotto', type: 'textbox', label: 'Prodotto', required: true, input_limit: 120 },
        { key: 'data_acquisto', type: 'date', label: "Data d'acquisto", required: true },
        { key: 'descrizione', type: 'textarea', label: 'Descrizione', required: true, input_limit: 1000 },
        { key: 'foto', type: 'file_upload', label: 'Foto', upload_types: 'jpg, png' },
      ],
    },
  },
  {
    cuform_type_id: 2,
    name: 'Richiesta fattura',
    descr: 'Chiedi la fattura di uno scontrino del negozio.',
    content: {
      fields: [
        {
          key: 'ragione_sociale',
          type: 'textbox',
          label: 'Ragione sociale',
          required: true,
          input_limit: 120,
        },
        {
          key: 'partita_iva',
          type: 'textbox',
          label: 'Partita IVA o codice fiscale',
          required: true,
          tax_code: true,
          message: 'Indica una partita IVA o un codice fiscale validi',
        },
        { key: 'email', type: 'email', label: 'E-mail', required: true },
        {
          key: 'scontrino',
          type: 'file_upload',
          label: 'Scontrino',
          required: true,
          upload_types: 'pdf, jpg, png',
        },
      ],
    },
  },
];

/** Inserts the demo forms and custom form types that are not there yet; returns how many forms. */
export async function seedForms(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  for (const f of FORMS) {
    const exists = await db
      .selectFrom('form')
      .select('form_id')
      .where('form_id', '=', f.form_id)
      .executeTakeFirst();
    if (exists) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('form')
        .values({
          form_id: f.form_id,
          title: f.title,
          login_required: f.login_required,
          recipient_email: f.recipient_email,
        })
        .execute();
      await trx
        .insertInto('form_field')
        .values(
          f.fields.map((x, i) => ({
            form_field_id: f.form_id * 100 + i + 1,
            form_id: f.form_id,
            field_key: x.key,
            type: x.type,
            label: x.label,
            placeholder: x.placeholder ?? '',
            desc_text: x.desc_text ?? '',
            help_text: x.help_text ?? '',
            required: x.required ?? false,
            options: JSON.stringify(x.options ?? []),
            position: i + 1,
            default_value: x.default_value ?? '',
            input_limit: x.input_limit ?? null,
            num_min: x.num_min ?? null,
            num_max: x.num_max ?? null,
            upload_types: x.upload_types ?? '',
            upload_max_bytes: x.upload_max_bytes ?? null,
            tax_code: x.tax_code ?? false,
          })),
        )
        .execute();
    });
  }
  for (const t of CUFORM_TYPES)
    await db
      .insertInto('cuform_type')
      .values({ ...t, content: JSON.stringify(t.content) })
      .onConflict((oc) => oc.column('cuform_type_id').doNothing())
      .execute();
  return FORMS.length;
}

/** Whether the demo forms are missing (a database seeded before the forms). */
export async function formsAreEmpty(handle: DatabaseHandle): Promise<boolean> {
  return !(await handle.db.selectFrom('form').select('form_id').limit(1).executeTakeFirst());
}
