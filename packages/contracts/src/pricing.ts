// The priced document on the wire (issue 17, ADR 0021): what the pricing engine says a
// cart or an order costs, in euro. The cart, the checkout, the order page and the invoice
// PDF all show these figures; none of them adds anything up.
import { z } from 'zod';

const amount = z.number().describe('euro, VAT included');

export const appliedPromotionSchema = z
  .object({
    promotionId: z.number(),
    label: z.string().describe("what the shopper reads: '3x2', '-30%', '2° a metà prezzo'"),
    kind: z
      .string()
      .describe('price_cut | multi_buy | nth_discount | quantity_discount | mix_match | bundle'),
    amount: amount.describe('what it saves on this line (positive)'),
  })
  .describe('the product promotion that priced the line');
export type AppliedPromotionWire = z.infer<typeof appliedPromotionSchema>;

/** Per-line figures added to cart and order lines. */
export const pricedLineShape = {
  listTotal: amount.describe('list price × quantity'),
  promotion: appliedPromotionSchema.nullable(),
  discountTotal: amount.describe(
    "the line's share of the cart-level discounts (codes, vouchers, coupons, thresholds)",
  ),
  payTotal: amount.describe('what the line costs after every discount (refunds give back at most this)'),
};

export const priceAdjustmentSchema = z.object({
  kind: z.enum(['cart_promotion', 'coupon', 'code', 'voucher', 'delivery_promotion']),
  label: z.string(),
  code: z.string().nullable(),
  amount: amount.describe('the discount (positive); 0 when not applied'),
  applied: z.boolean(),
  message: z.string().nullable().describe('why it does not apply'),
  promotionId: z.number().nullable(),
  userGiftCertificateId: z.number().nullable(),
});
export type PriceAdjustment = z.infer<typeof priceAdjustmentSchema>;

export const pricingSummarySchema = z
  .object({
    listTotal: amount.describe('products at list price'),
    promotionTotal: amount.describe('product promotions (3x2, price cuts, ...)'),
    itemsTotal: amount.describe('products after their promotions'),
    discountTotal: amount.describe('cart thresholds, coupons, codes and vouchers'),
    deliveryFeeStandard: amount.describe('the delivery fee before its promotion'),
    deliveryFee: amount,
    fastSurcharge: amount,
    bagCount: z.number(),
    packagingCost: amount.describe('shopper bags'),
    feesTotal: amount,
    total: amount,
    netTotal: amount,
    vatTotal: amount,
    vatTaxables: z.array(
      z.object({ vatPct: z.number(), grossTotal: amount, netTotal: amount, vatTotal: amount }),
    ),
    savings: amount.describe("product promotions + discounts: 'Hai risparmiato …'"),
    variableWeightTotal: amount,
    preAuthorisedAmount: amount.describe('total + 40 % of the loose lines, rounded up'),
    adjustments: z.array(priceAdjustmentSchema),
  })
  .describe('the priced document: every figure the shopper sees, from the pricing engine');
export type PricingSummary = z.infer<typeof pricingSummarySchema>;
