// Account area (spec 000 §3, §4, §7): login, registration, password, profile,
// consents. Field rules and messages come from @sporta/domain's validators.
// POST bodies arrive form-encoded or as JSON: booleans and numbers are accepted
// as text too. Query parameters keep the spec's snake_case names; user objects
// posted back (update_user_detail, ...) use the camelCase names of the answer.
import {
  MESSAGES,
  email as emailRule,
  fiscalCode as fiscalCodeRule,
  loginPassword,
  mfaPin as mfaPinRule,
  personName,
  phone as phoneRule,
  postalCode as postalCodeRule,
  registrationPassword,
  sdiCode as sdiCodeRule,
  vatNumber as vatNumberRule,
  taxCode as taxCodeRule,
  loyaltyCard as loyaltyCardRule,
  type Validator,
} from '@sporta/domain';
import { z } from 'zod';

/** A text field checked by a domain validator (trimmed unless `raw`). */
export function checkedText(validator: Validator, options: { raw?: boolean; max?: number } = {}) {
  const base = z
    .string()
    .max(options.max ?? 200, { message: `Lunghezza massima ${options.max ?? 200} caratteri` });
  return (options.raw ? base : base.trim()).superRefine((value, ctx) => {
    const result = validator(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  });
}

/** true/false as JSON or text (true, false, 1, 0, yes, no, on, off). */
export const accountBoolSchema = z.union([z.boolean(), z.number(), z.string()]).transform((v, ctx) => {
  if (typeof v === 'boolean') return v;
  const t = String(v).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(t)) return true;
  if (['false', '0', 'no', 'off', ''].includes(t)) return false;
  ctx.addIssue({ code: 'custom', message: 'deve essere true o false' });
  return z.NEVER;
});

/** A positive integer id as number or text. */
export const accountIdSchema = z.coerce
  .number({ message: 'deve essere un numero' })
  .int({ message: 'deve essere un numero intero' })
  .min(1, { message: 'deve essere almeno 1' })
  .max(2_147_483_647, { message: 'valore troppo grande' });

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { message: `Lunghezza massima ${max} caratteri` });

export const emailSchema = checkedText(emailRule({ required: true }), { max: 254 }).transform((v) =>
  v.toLowerCase(),
);
export const newPasswordSchema = checkedText(registrationPassword({ required: true }), {
  raw: true,
  max: 100,
});
export const currentPasswordSchema = checkedText(loginPassword, { raw: true, max: 200 });
export const fiscalCodeSchema = checkedText(fiscalCodeRule({ required: true }), { max: 16 }).transform((v) =>
  v.toUpperCase(),
);

/** Bot-check token (ALTCHA payload, base64), on the endpoints configured to need it. */
export const botTokenSchema = z.string().max(20_000).optional();

// ------------------------------------------------------------------ login

export const loginBodySchema = z.looseObject({
  login: z
    .string({ message: MESSAGES.loginEmailRequired })
    .trim()
    .min(1, { message: MESSAGES.loginEmailRequired })
    .max(254),
  password: checkedText(loginPassword, { raw: true, max: 200 }),
  remember_me: accountBoolSchema.optional(),
  show_sectors: accountBoolSchema.optional(),
  mfa_pin: checkedText(mfaPinRule(), { max: 6 }).optional(),
  resend_mfa_pin: accountBoolSchema.optional(),
  /** Social login token (Google/Facebook): not offered yet; a request with it is refused. */
  token: z.string().max(4000).optional(),
  token_recaptcha: botTokenSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const personInfoSchema = z.object({
  personInfoTypeId: z.number().int(),
  value: z.string(),
});

export const billingAddressSchema = z.object({
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  country: z.string(),
});

export const userSchema = z.looseObject({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  fidelityCard: z.string().nullable(),
  userType: z.object({ userTypeId: z.string() }),
  betaTester: z.string(),
  hasFavorites: z.boolean(),
  giftCertificatesReceived: z.number().int(),
  companyId: z.number().int().nullable(),
  storeId: z.number().int().nullable(),
  profile: z.object({ level: z.number().int() }),
  legals: z.array(z.object({ legalId: z.number().int() })),
  crmUserSegments: z.array(z.object({ crmSegment: z.object({ crmSegmentId: z.number().int() }) })),
  mfaEnabled: z.boolean(),
  person: z.object({
    firstName: z.string(),
    lastName: z.string(),
    fiscalCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    personInfos: z.array(personInfoSchema),
  }),
  contact: z.object({ phone: z.string(), mobilePhone: z.string(), phone2: z.string() }),
  billingAddress: billingAddressSchema.partial(),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({
  user: userSchema.nullable(),
  cartId: z.number().int().nullable(),
});

export const authTestResultSchema = z.object({
  user: z.union([userSchema, z.object({ userId: z.literal(-1) })]),
});

// ------------------------------------------------------------------ bot check

export const altchaChallengeSchema = z.object({
  parameters: z.object({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});

// ------------------------------------------------------------------ disclaimers

export const disclaimerListQuerySchema = z.looseObject({
  store_id: accountIdSchema.optional(),
  registration_module_type_id: accountIdSchema.optional(),
});

export const registrationDisclaimerSchema = z.object({
  registrationDisclaimerId: z.number().int(),
  storeId: z.number().int(),
  personInfoTypeId: z.number().int(),
  disclaimerTitle: z.string(),
  disclaimerContent: z.string(),
  disclaimerUrl: z.string().nullable(),
  disclaimerHtml: z.string(),
  priority: z.number().int(),
  required: z.boolean(),
  marketing: z.boolean(),
  version: z.string(),
  /** 1 consent given, 0 denied; null when the user never answered (or anonymous). */
  value: z.number().int().nullable(),
});
export const disclaimerListResultSchema = z.object({
  registrationDisclaimers: z.array(registrationDisclaimerSchema),
});

/** A consent answer: by disclaimer id or by person info type. */
export const consentValueSchema = z
  .object({
    registrationDisclaimerId: accountIdSchema.optional(),
    personInfoTypeId: accountIdSchema.optional(),
    value: z
      .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
      .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0)),
  })
  .refine((c) => c.registrationDisclaimerId !== undefined || c.personInfoTypeId !== undefined, {
    message: 'indicare registrationDisclaimerId o personInfoTypeId',
  });

/**
 * Disclaimers arrive as an array (JSON: `disclaimers: [{ registrationDisclaimerId, value }]`),
 * or, from a form, as fields `disclaimer_<registrationDisclaimerId>=1|0`.
 */
function collectDisclaimerFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = { ...(input as Record<string, unknown>) };
  if (body.disclaimers === undefined) {
    const list = Object.entries(body)
      .filter(([k]) => /^disclaimer_\d+$/.test(k))
      .map(([k, v]) => ({ registrationDisclaimerId: Number(k.slice(11)), value: v }));
    if (list.length > 0) body.disclaimers = list;
  }
  return body;
}

export const updateDisclaimerBodySchema = z.preprocess(
  collectDisclaimerFields,
  z.looseObject({
    store_id: accountIdSchema.optional(),
    disclaimers: z.array(consentValueSchema).min(1, { message: 'indicare almeno un consenso' }).max(50),
  }),
);

export const checkDisclaimerQuerySchema = z.looseObject({ store_id: accountIdSchema.optional() });
export const checkDisclaimerResultSchema = z.object({
  storeId: z.number().int(),
  /** True when every required disclaimer of the store is accepted. */
  accepted: z.boolean(),
  missing: z.array(z.number().int()),
});

// ------------------------------------------------------------------ registration

const registerUserFields = z.looseObject({
  firstName: checkedText(personName({ required: true }), { max: 80 }),
  lastName: checkedText(personName({ required: true }), { max: 80 }),
  email: emailSchema,
  password: newPasswordSchema,
  fiscalCode: fiscalCodeSchema,
  phone: checkedText(phoneRule('generic', { required: true }), { max: 30 }),
  storeId: accountIdSchema,
  birthDate: z.iso.date({ message: 'data non valida (AAAA-MM-GG)' }).optional(),
  gender: z.enum(['M', 'F']).optional(),
  fidelityCard: checkedText(loyaltyCardRule(), { max: 20 }).optional(),
  disclaimers: z.array(consentValueSchema).max(50).default([]),
  token_recaptcha: botTokenSchema,
});
/** A friend's invite code (issue 25): `inviteCode`, or `invite_code` from a form. Any text: a wrong code never blocks the registration. */
function collectRegisterFields(input: unknown): unknown {
  const body = collectDisclaimerFields(input);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (b.inviteCode === undefined && b.invite_code !== undefined) return { ...b, inviteCode: b.invite_code };
  return b;
}
export const registerUserBodySchema = z.preprocess(
  collectRegisterFields,
  registerUserFields.extend({
    inviteCode: z
      .string({ message: 'il codice invito (inviteCode) è un testo' })
      .trim()
      .max(100, { message: 'il codice invito (inviteCode) è troppo lungo: controllalo' })
      .optional(),
  }),
);
export type RegisterUserBody = z.infer<typeof registerUserBodySchema>;

/**
 * registration-card/register-user (seed 002 §7): a member registers from the card. The card and
 * the holder's birth date prove who they are; name and birth date come from the member register.
 */
export const cardRegisterBodySchema = z.preprocess(
  collectDisclaimerFields,
  registerUserFields.omit({ firstName: true, lastName: true, birthDate: true, fidelityCard: true }).extend({
    fidelity_card: z
      .string({ message: 'indica il numero della carta fedeltà (fidelity_card)' })
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().min(1, { message: 'indica il numero della carta fedeltà (fidelity_card)' }).max(20)),
    birth_date: z
      .string({ message: 'indica la data di nascita (birth_date)' })
      .trim()
      .min(1, { message: 'indica la data di nascita (birth_date)' })
      .max(20, { message: 'Data di nascita non valida: scrivila come GG/MM/AAAA.' }),
  }),
);
export type CardRegisterBody = z.infer<typeof cardRegisterBodySchema>;
export const cardRegisterQuerySchema = z.looseObject({
  registration_card_action: z
    .enum(['register'], { message: "l'azione di registrazione con la carta è «register»" })
    .optional(),
});
/** registration-card/registration_confirm (seed 002 §7): the link of the confirmation mail. */
export const cardConfirmQuerySchema = z.looseObject({
  action: z.enum(['confirm'], { message: "l'azione del link di conferma è «confirm»" }).optional(),
  email: z.string({ message: "indica l'e-mail (email)" }).trim().max(254),
  coopId: z.coerce
    .number({ message: 'cooperativa (coopId) non valida' })
    .int()
    .min(1)
    .max(1_000_000)
    .optional(),
  token: z.string({ message: 'indica il codice di conferma (token)' }).trim().min(1).max(200),
});

export const registrationConfirmQuerySchema = z.looseObject({
  e_mail: z.string().trim().max(254),
  reg_control_code: z.string().trim().max(200),
});
export const emailQuerySchema = z.looseObject({ e_mail: emailSchema });

// ------------------------------------------------------------------ password

export const passwordResetRequestQuerySchema = z.looseObject({
  e_mail: emailSchema,
  fiscal_code: fiscalCodeSchema,
  login: z.string().max(254).optional(),
  token_recaptcha: botTokenSchema,
});
export const passwordResetCheckQuerySchema = z.looseObject({
  e_mail: z.string().trim().max(254).optional(),
  login: z.string().trim().max(254).optional(),
  reset_token: z.string().trim().max(200).optional(),
  token: z.string().trim().max(200).optional(),
});
export const passwordResetQuerySchema = z.looseObject({
  e_mail: z.string().trim().max(254).optional(),
  login: z.string().trim().max(254).optional(),
  reset_token: z.string().trim().min(1).max(200),
  password: newPasswordSchema,
});
export const updatePasswordQuerySchema = z.looseObject({
  old_password: currentPasswordSchema,
  new_password: newPasswordSchema,
});

// ------------------------------------------------------------------ profile

export const updateUserDetailBodySchema = z.looseObject({
  firstName: checkedText(personName(), { max: 80 }).optional(),
  lastName: checkedText(personName(), { max: 80 }).optional(),
  birthDate: z.iso.date({ message: 'data non valida (AAAA-MM-GG)' }).optional(),
  gender: z.enum(['M', 'F']).optional(),
  fidelityCard: checkedText(loyaltyCardRule(), { max: 20 }).optional(),
  fiscalCode: checkedText(fiscalCodeRule(), { max: 16 }).optional(),
});

export const updateContactBodySchema = z.looseObject({
  phone: checkedText(phoneRule('generic'), { max: 30 }).optional(),
  mobilePhone: checkedText(phoneRule('mobile'), { max: 30 }).optional(),
  phone2: checkedText(phoneRule('generic'), { max: 30 }).optional(),
});

export const billingAddressBodySchema = z.looseObject({
  address1: optionalText(120),
  addressNumber: optionalText(20).optional(),
  city: optionalText(80),
  province: optionalText(2).optional(),
  postalcode: checkedText(postalCodeRule({ required: true }), { max: 5 }),
  country: optionalText(2).optional(),
});

export const updateUsernameBodySchema = z.looseObject({
  username: z
    .string()
    .trim()
    .min(3, { message: 'Lunghezza minima 3 caratteri' })
    .max(50, { message: 'Lunghezza massima 50 caratteri' })
    .regex(/^[A-Za-z0-9._@-]+$/, { message: 'Sono ammessi lettere, numeri e . _ @ -' }),
});

export const updatePersonInfoBodySchema = z.looseObject({
  personInfoTypeId: accountIdSchema,
  value: z.string().trim().max(500),
});

export const updateEmailRequestQuerySchema = z.looseObject({
  new_email: emailSchema,
  /** The current password (not needed within 10 minutes of the login). */
  password: z.string().max(200).optional(),
});
export const tokenQuerySchema = z.looseObject({ token: z.string().trim().min(1).max(200) });
export const anonymizeCheckQuerySchema = z.looseObject({
  login: z.string().trim().max(254).optional(),
  token: z.string().trim().min(1).max(200),
});

export const personFiscalSchema = z.object({
  personFiscalId: z.number().int(),
  personType: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  country: z.string(),
  sdiCode: z.string().nullable(),
  pec: z.string().nullable(),
});
export const personFiscalListSchema = z.object({ personFiscals: z.array(personFiscalSchema) });

export const insertBillingAddressBodySchema = z
  .looseObject({
    personType: z.enum(['private', 'company', 'sole_proprietor']).default('private'),
    companyName: optionalText(120).optional(),
    firstName: checkedText(personName(), { max: 80 }).optional(),
    lastName: checkedText(personName(), { max: 80 }).optional(),
    fiscalCode: checkedText(taxCodeRule(), { max: 16 }).optional(),
    vatCode: checkedText(vatNumberRule(), { max: 12 }).optional(),
    address1: optionalText(120).min(1, { message: MESSAGES.required }),
    addressNumber: optionalText(20).default(''),
    city: optionalText(80).min(1, { message: MESSAGES.required }),
    province: optionalText(2).default(''),
    postalcode: checkedText(postalCodeRule({ required: true }), { max: 5 }),
    country: optionalText(2).default('IT'),
    sdiCode: checkedText(sdiCodeRule(), { max: 7 }).optional(),
    pec: checkedText(emailRule(), { max: 254 }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.personType === 'company' && !b.vatCode)
      ctx.addIssue({ code: 'custom', path: ['vatCode'], message: MESSAGES.required });
    if (b.personType === 'company' && !b.companyName)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.required });
    if (b.personType === 'sole_proprietor' && !b.vatCode)
      ctx.addIssue({ code: 'custom', path: ['vatCode'], message: MESSAGES.required });
    if (b.personType !== 'company' && !b.fiscalCode)
      ctx.addIssue({ code: 'custom', path: ['fiscalCode'], message: MESSAGES.required });
  });

export const deletePersonFiscalQuerySchema = z.looseObject({ person_fiscal_id: accountIdSchema });

export const mfaStateSchema = z.object({ mfaEnabled: z.boolean() });
export const updateMfaBodySchema = z.looseObject({
  enabled: accountBoolSchema,
  password: currentPasswordSchema,
});
