// Gift certificates, discount codes and personal coupons (spec 001 §3 GiftCertificate,
// OrderAdjustment; §7 "Gift certificates and coupons"; seed 002 §7).
import { z } from 'zod';

export const categoryProposalSchema = z
  .object({
    descr: z.string().optional(),
    content: z.string().optional(),
    img: z.string().optional(),
    slug: z.string().optional(),
    proposalUrl: z.string().optional(),
    categoryProposedId: z.number().optional(),
    metaData: z.record(z.string(), z.unknown()).optional(),
  })
  .describe('the proposal shown with a voucher');

export const userGiftCertificateSchema = z.object({
  userGiftCertificateId: z.number(),
  cartId: z.number().nullable(),
  orderId: z.number().nullable(),
  cartItemId: z.number().nullable(),
  usedAt: z.string().nullable(),
});

export const giftCertificateSchema = z.object({
  giftCertificateId: z.number(),
  id: z.number(),
  kind: z.enum(['code', 'voucher', 'coupon']),
  giftCode: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  discountLabel: z.string().describe("'10%' or '5,00 €'"),
  minSpend: z.number().describe('euro; 0 when none'),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  giftAdjustmentType: z.object({ giftAdjustmentTypeId: z.number() }),
  categoryProposal: categoryProposalSchema.nullable(),
  userGiftCertificates: z.array(userGiftCertificateSchema),
});
export type GiftCertificate = z.infer<typeof giftCertificateSchema>;

export const orderAdjustmentSchema = z.object({
  userGiftCertificateId: z.number(),
  orderItemId: z.number().nullable().describe('the cart line a coupon discounts (type 1001)'),
  giftCertificate: giftCertificateSchema,
  amount: z.number().describe('discount in euro (positive); 0 when the code is not yet usable'),
  applied: z.boolean(),
  message: z.string().nullable().describe('why a code gives no discount now'),
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

export const giftCodeQuerySchema = z.object({
  code: z.string().trim().min(1, { message: 'Inserisci un codice' }).max(40),
});

export const giftListQuerySchema = z.object({
  show_history: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});

export const giftListSchema = z.object({ giftCertificates: z.array(giftCertificateSchema) });

export const cartThresholdSchema = z.object({
  thresholds: z.array(
    z.object({
      giftCertificateId: z.number(),
      name: z.string(),
      threshold: z.number().describe('euro'),
      missing: z.number().describe('euro still to spend; 0 when reached'),
    }),
  ),
});

export const couponAssignmentSchema = z.object({
  userGiftCertificateId: z.coerce.number().int().positive(),
  cartItemId: z.coerce.number().int().nonnegative().nullable().optional(),
});

export const addCouponBodySchema = z.object({
  userGiftCertificates: z.array(couponAssignmentSchema).min(1).max(50),
});

export const couponChoiceSchema = z.object({
  coupons: z.array(
    giftCertificateSchema.extend({
      eligibleCartItemIds: z.array(z.number()).describe('cart lines this coupon may still take'),
    }),
  ),
});
