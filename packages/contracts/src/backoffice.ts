// Back-office calls (seed 000 §2, §4, §6, §7; issue 22): staff sign-in, customer search, acting
// as a customer, the audit log.
import { z } from 'zod';
import { accountIdSchema } from './account';
import { pageSchema } from './catalog';

export const STAFF_ROLE_IDS = [
  'operator',
  'content_editor',
  'leaflet_editor',
  'store_manager',
  'picker',
  'marketing',
  'admin',
] as const;
export const staffRoleSchema = z.enum(STAFF_ROLE_IDS);
export type StaffRoleId = z.infer<typeof staffRoleSchema>;

/** Italian names of the roles, as the userboard shows them. */
export const staffRoleLabels: Record<StaffRoleId, string> = {
  operator: 'Operatore servizio clienti',
  content_editor: 'Redattore contenuti',
  leaflet_editor: 'Redattore volantini',
  store_manager: 'Responsabile negozio',
  picker: 'Preparatore ordini',
  marketing: 'Marketing',
  admin: 'Amministratore',
};

export const ssoLoginBodySchema = z.looseObject({
  backoffice_user: z
    .string({ message: 'obbligatorio' })
    .trim()
    .min(1, { message: 'Digita il tuo nome utente' })
    .max(100, { message: 'Lunghezza massima 100 caratteri' }),
  password: z.string().max(200, { message: 'Lunghezza massima 200 caratteri' }).optional(),
  otp: z.string().trim().max(12, { message: 'Lunghezza massima 12 caratteri' }).optional(),
});

export const staffSchema = z.object({
  staffUserId: z.number(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(staffRoleSchema),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffCustomerSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fiscalCode: z.string().nullable(),
  fidelityCard: z.string().nullable(),
  phone: z.string().nullable(),
  storeId: z.number().nullable(),
  userTypeId: z.number(),
  lastOrderId: z.number().nullable(),
  matchedBy: z.string(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const backofficeSessionSchema = z.object({
  staff: staffSchema.nullable(),
  actingAs: staffCustomerSchema.nullable(),
  /** When the staff session ends (never remembered). */
  expiresAt: z.string().nullable(),
  /** Staff may sign in through the cooperative's OpenID Connect provider. */
  ssoOidc: z.boolean(),
  /** Staff may sign in through the cooperative's SAML 2.0 provider (saml/do-login). */
  ssoSaml: z.boolean(),
});
export type BackofficeSession = z.infer<typeof backofficeSessionSchema>;

export const ssoLoginResultSchema = backofficeSessionSchema.extend({
  /** First sign-in without an authenticator: the QR code to scan (data URL) and its text. */
  enrolment: z.object({ otpauthUri: z.string(), qrCode: z.string(), secret: z.string() }).nullable(),
});

export const listUserQuerySchema = z.looseObject({
  q: z.string().trim().max(100, { message: 'Lunghezza massima 100 caratteri' }).optional(),
  /** A loyalty card number, matched exactly. */
  cod_int: z.string().trim().max(40, { message: 'Lunghezza massima 40 caratteri' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  sort: z.string().max(40).optional(),
  user_type_id: z.coerce.number().int().min(1).max(99).optional(),
});

export const listUserResultSchema = z.object({
  users: z.array(staffCustomerSchema),
  page: pageSchema,
});

export const selectUserQuerySchema = z.looseObject({ user_id: accountIdSchema });

export const getFormQuerySchema = z.looseObject({
  cu_form_id: accountIdSchema,
  user_id: accountIdSchema,
});

export const auditEntrySchema = z.object({
  auditId: z.number(),
  createdAt: z.string(),
  staffName: z.string(),
  customerName: z.string().nullable(),
  userId: z.number().nullable(),
  action: z.string(),
  summary: z.string(),
  outcome: z.enum(['ok', 'refused', 'failed']),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.looseObject({
  user_id: accountIdSchema.optional(),
  staff_user_id: accountIdSchema.optional(),
  from: z.iso.date({ message: 'data non valida (AAAA-MM-GG)' }).optional(),
  to: z.iso.date({ message: 'data non valida (AAAA-MM-GG)' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  format: z.enum(['json', 'csv']).optional(),
});

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

export const userboardSchema = z.object({
  staff: staffSchema,
  actingAs: staffCustomerSchema.nullable(),
  recentCustomers: z.array(staffCustomerSchema.extend({ at: z.string() })),
  recentActions: z.array(auditEntrySchema),
});
export type Userboard = z.infer<typeof userboardSchema>;

/** What a customer sees of what operators did in their account. */
export const operatorActivitySchema = z.object({
  entries: z.array(
    z.object({
      createdAt: z.string(),
      operator: z.string(),
      summary: z.string(),
    }),
  ),
});
export type OperatorActivity = z.infer<typeof operatorActivitySchema>;
