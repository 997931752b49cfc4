// Loyalty cards and points (seed 002 §3 "Loyalty card", §7 "Loyalty cards and points"; issue 25).
// Wire names follow the spec's parameters (fidelity_card, birth_date, points) and the API's
// camelCase results.
import { isValidLoyaltyCard, LOYALTY_MESSAGES } from '@sporta/domain';
import { z } from 'zod';
import { giftCertificateSchema } from './gifts';

const cardNumberSchema = z
  .string({ message: 'indica il numero della carta fedeltà (fidelity_card)' })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().min(1, { message: 'indica il numero della carta fedeltà (fidelity_card)' }).max(20));

/** registration-card/check-card and add-card: the card number and the holder's birth date. */
export const cardCheckInputSchema = z.object({
  fidelity_card: cardNumberSchema,
  birth_date: z
    .string({ message: 'indica la data di nascita (birth_date)' })
    .trim()
    .min(1, { message: 'indica la data di nascita (birth_date)' })
    .max(20, { message: LOYALTY_MESSAGES.birthDateInvalid }),
});

/** registration-card/remove-card. */
export const cardRemoveInputSchema = z.object({ fidelity_card: cardNumberSchema });

/** registration-card/convert_points_polv: the points and, with several cards, which card. */
export const convertPointsInputSchema = z.object({
  points: z.coerce
    .number({ message: 'indica i punti da convertire (points)' })
    .int({ message: 'i punti da convertire sono un numero intero' })
    .positive({ message: 'i punti da convertire devono essere più di zero' })
    .max(1_000_000, { message: 'i punti da convertire sono troppi' }),
  fidelity_card: cardNumberSchema.optional(),
});

export const loyaltyMovementSchema = z.object({
  movementId: z.number(),
  date: z.string().describe('ISO instant'),
  kind: z.enum(['order', 'till', 'conversion', 'adjustment', 'reward', 'reward_return', 'donation']),
  points: z.number().describe('positive earned, negative spent'),
  reason: z.string(),
  orderId: z.number().nullable(),
  expiryDate: z.string().describe('YYYY-MM-DD: the last day of the collection period'),
  expired: z.boolean(),
});

export const conversionStepSchema = z.object({
  points: z.number(),
  amount: z.number().describe('the voucher, euro'),
  minSpend: z.number().describe('the voucher minimum spend, euro'),
  available: z.boolean().describe('the balance covers it'),
});

export const loyaltyCardSchema = z.object({
  fidelityCard: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  memberSince: z.string().describe('YYYY-MM-DD'),
  barcodeType: z.enum(['ean13', 'code128']),
  points: z.number().describe('balance: the sum of the open period movements'),
  expiryDate: z.string().describe('YYYY-MM-DD: the points of the period expire after this day'),
  conversions: z.array(conversionStepSchema),
  movements: z.array(loyaltyMovementSchema).describe('newest first, at most 50'),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

export const loyaltyCardsSchema = z.object({
  cards: z.array(loyaltyCardSchema),
  totalPoints: z.number(),
});
export type LoyaltyCards = z.infer<typeof loyaltyCardsSchema>;

export const cardCheckSchema = z.object({
  fidelityCard: z.string(),
  valid: z.literal(true),
  storeId: z.number(),
  storeName: z.string(),
  firstName: z.string(),
});

export const pointsConversionSchema = loyaltyCardsSchema.extend({
  giftCertificate: giftCertificateSchema,
  pointsConverted: z.number(),
});

/** The form of /profile/fidelity (client side: the same rule as the server). */
export function cardNumberProblem(value: string): string | null {
  return isValidLoyaltyCard(value) ? null : LOYALTY_MESSAGES.cardInvalid;
}
