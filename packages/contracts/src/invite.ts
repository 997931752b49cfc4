// Invite a friend and the message archive (seed 002 §2 /profile/invite and /profile/news-list, §7
// "Invite a friend", §9; issue 25, ADR 0060). The spec shows no call for either: invite/view,
// message/list, message/read and message/unread-count are this project's design.
import { z } from 'zod';

export const inviteFriendSchema = z.object({
  firstName: z.string().describe('the first name only'),
  registeredAt: z.string().describe('ISO date-time'),
  rewarded: z.boolean().describe('their first delivered order earned the inviter a voucher'),
});

export const inviteViewSchema = z.object({
  code: z.string().describe('the personal invite code, 8 characters'),
  link: z.string().describe('the absolute share link: /registration-user?invite=CODE'),
  percent: z.number().describe('the voucher discount, per cent'),
  maxVouchers: z.number().int(),
  vouchersEarned: z.number().int(),
  promoEnd: z.string().describe('YYYY-MM-DD, the last day of the promotion'),
  promoActive: z.boolean(),
  friends: z.array(inviteFriendSchema),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

const idOf = (name: string, what: string) =>
  z.coerce
    .number({ message: `indica ${what} (${name})` })
    .int({ message: `${what} (${name}) è un numero intero` })
    .positive({ message: `${what} (${name}) è un numero positivo` })
    .max(Number.MAX_SAFE_INTEGER, { message: `${what} (${name}) non esiste` });

export const messageKindSchema = z.enum([
  'order',
  'invite',
  'payment_due',
  'loyalty',
  'marketing',
  'account',
]);
export type MessageKind = z.infer<typeof messageKindSchema>;

export const messageListInputSchema = z.object({
  page: z.coerce
    .number({ message: 'la pagina (page) è un numero' })
    .int({ message: 'la pagina (page) è un numero intero' })
    .min(1, { message: 'la pagina (page) parte da 1' })
    .max(10_000, { message: 'la pagina (page) non esiste' })
    .optional(),
  page_size: z.coerce
    .number({ message: 'la dimensione della pagina (page_size) è un numero' })
    .int({ message: 'la dimensione della pagina (page_size) è un numero intero' })
    .min(1, { message: 'la dimensione della pagina (page_size) va da 1 a 100' })
    .max(100, { message: 'la dimensione della pagina (page_size) va da 1 a 100' })
    .optional(),
});

export const messageReadInputSchema = z.object({ message_id: idOf('message_id', 'il messaggio') });

export const messageSummarySchema = z.object({
  messageId: z.number(),
  kind: messageKindSchema,
  subject: z.string(),
  preview: z.string().describe('the first characters of the text'),
  sentAt: z.string().describe('ISO date-time'),
  read: z.boolean(),
});

export const messageListSchema = z.object({
  messages: z.array(messageSummarySchema),
  page: z.object({
    selPage: z.number().int(),
    itemsPerPage: z.number().int(),
    totItems: z.number().int(),
    totPages: z.number().int(),
  }),
  unread: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageSchema = messageSummarySchema.extend({
  text: z.string(),
  readAt: z.string().nullable(),
});
export type CustomerMessage = z.infer<typeof messageSchema>;

export const messageReadSchema = z.object({ message: messageSchema, unread: z.number().int() });
export const unreadCountSchema = z.object({ unread: z.number().int() });
