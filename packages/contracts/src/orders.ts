// Checkout, payment and orders (spec 001 §3 Order/Refund/billing data, §4, §5,
// §7 "Checkout and payment" and "Orders"). Requests take query, form or JSON
// fields alike; answers are documented here and in the OpenAPI page.
import { lotteryCode } from '@sporta/domain';
import { z } from 'zod';
import { cartSchema, selectedOptionsSchema } from './cart';
import { pageSchema } from './catalog';
import { pricedLineShape, pricingSummarySchema } from './pricing';
import { boolValue, decimalValue, intValue } from './query';

const id = intValue(1, 2_000_000_000);
const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, { message: `deve essere lungo al massimo ${max} caratteri` }));
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'deve essere una data nel formato AAAA-MM-GG' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000;
    },
    { message: 'non è una data valida' },
  );

/** JSON text (or an object, from a JSON body) of payment details: `{ "vouchers": 3, "save_card": true }`. */
export const paymentDataSchema = z
  .union([z.string().max(4000), z.record(z.string(), z.unknown())])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'deve essere un oggetto JSON' });
    return z.NEVER;
  });

// ---------------------------------------------------------------- requests

export const checkoutPrepareSchema = z.looseObject({
  need_invoice: boolValue.optional(),
  lottery_code: text(20)
    .refine((v) => lotteryCode()(v) === true, { message: 'Codice non valido' })
    .optional(),
  note: text(1000).optional(),
  packaging_type_id: intValue(1, 99).optional(),
  accept_alternatives: boolValue.optional(),
  onboard_phone: text(30).optional(),
  onboard_pier: text(30).optional(),
  onboard_boat: text(60).optional(),
  onboard_notes: text(500).optional(),
  payment_type_id: intValue(1, 999).optional(),
});
export type CheckoutPrepareInput = z.infer<typeof checkoutPrepareSchema>;

export const checkoutBuySchema = z.looseObject({
  payment_type_id: intValue(1, 999),
  user_payment_auth_id: id.optional(),
  payment_data: paymentDataSchema.optional(),
  idempotency_key: text(100).optional(),
});
export type CheckoutBuyInput = z.infer<typeof checkoutBuySchema>;

export const prebilledQuerySchema = z.looseObject({
  payment_type_id: intValue(1, 999).optional(),
  order_id: id.optional(),
});

export const paymentTypeQuerySchema = z.looseObject({ payment_type_id: intValue(1, 999).optional() });
export const paymentAuthDeleteSchema = z.looseObject({ user_payment_auth_id: id });

export const billingDataBodySchema = z.looseObject({
  personType: z.enum(['private', 'company', 'sole_proprietor'], {
    message: 'deve essere private, company o sole_proprietor',
  }),
  firstName: text(80).optional(),
  lastName: text(80).optional(),
  companyName: text(120).optional(),
  vatNumber: text(12).optional(),
  fiscalCode: text(16).optional(),
  pec: text(254).optional(),
  sdiCode: text(7).optional(),
  address1: text(120).optional(),
  addressNumber: text(20).optional(),
  city: text(80).optional(),
  province: text(2).optional(),
  postalcode: text(5).optional(),
});
export type BillingDataBody = z.infer<typeof billingDataBodySchema>;

export const orderIdSchema = z.looseObject({ order_id: id, show_replaced: boolValue.optional() });
export const tokenOrderSchema = z.looseObject({
  order_id: id,
  access_token: text(200).pipe(z.string().min(1, { message: 'è obbligatorio' })),
});

export const orderListQuerySchema = z.looseObject({
  page: intValue(0, 100_000).optional(),
  page_size: intValue(1, 100).optional(),
  fetch_detail: boolValue.optional(),
  show_pending: boolValue.optional(),
  show_replaced: boolValue.optional(),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  from_gross_total: decimalValue(0, 1_000_000).optional(),
  to_gross_total: decimalValue(0, 1_000_000).optional(),
  order_type: z.string().optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const modifyPaymentTypeSchema = z.looseObject({
  order_id: id,
  payment_type_id: intValue(1, 999),
  user_payment_auth_id: id.optional(),
  payment_data: paymentDataSchema.optional(),
});

export const changeDateSchema = z.looseObject({
  order_id: id,
  new_order_date: isoDate,
  timeslot_id: id.optional(),
});

export const orderNoteSchema = z.looseObject({
  order_id: id,
  noteId: id.optional(),
  note_id: id.optional(),
  note: text(1000).pipe(z.string().min(1, { message: 'scrivi il testo della nota' })),
});

export const orderReserveSchema = z.looseObject({
  order_id: id,
  distance: decimalValue(0, 1_000_000).optional(),
  reservation_info: text(500).optional(),
});

export const refundRequestFieldsSchema = z.looseObject({
  order_id: id,
  method_id: intValue(6, 7),
  reason: text(1000).pipe(z.string().min(1, { message: 'descrivi il motivo della richiesta' })),
  items: z
    .array(z.looseObject({ orderItemId: id, quantity: decimalValue(0.001, 100_000) }))
    .min(1, { message: 'scegli almeno un prodotto' })
    .max(200),
});
export const refundIdSchema = z.looseObject({ refund_id: id });

// ---------------------------------------------------------------- answers

const amount = z.number().describe('euro, 2 decimals');

export const orderItemSchema = z.object({
  orderItemId: z.number(),
  productId: z.number(),
  name: z.string(),
  shortDescr: z.string(),
  description: z.string(),
  mediaURL: z.string(),
  loose: z.boolean().describe('sold by weight (Sfuso): quantities are kg'),
  quantity: z.number().describe('ordered: pieces, or kg for loose goods'),
  weightGrams: z.number().nullable(),
  deliveredQuantity: z.number().nullable().describe('delivered (picked): pieces or kg; null until picked'),
  deliveredWeightGrams: z.number().nullable(),
  unitPrice: amount.describe('per piece, or per kg for loose goods'),
  grossTotal: amount,
  finalGrossTotal: amount.nullable(),
  vatPct: z.number(),
  selectedOptions: selectedOptionsSchema,
  ...pricedLineShape,
  finalPayTotal: amount.nullable().describe('after picking: what the line costs after every discount'),
  refundedTotal: amount.describe('refunds requested or approved on this line'),
  pickOutcome: z
    .enum(['picked', 'substituted', 'missing'])
    .nullable()
    .describe('at picking: taken, substituted or missing; null until picked line by line'),
  pickNote: z
    .string()
    .nullable()
    .describe('what the customer reads: «Sostituito: <ordered> → <substitute>» or «Mancante»'),
  substitute: z
    .object({
      productId: z.number(),
      name: z.string(),
      unitPrice: amount.describe('what the customer paid per piece, or per kg for loose goods'),
    })
    .nullable()
    .describe('the product delivered in place of the one ordered (productId and name stay the ordered ones)'),
});

export const orderNoteItemSchema = z.object({
  noteId: z.number(),
  orderId: z.number(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const orderSchema = z.object({
  orderId: z.number(),
  orderStatusId: z.number(),
  orderStatusDescr: z.string(),
  deliveryStatusId: z.number().nullable(),
  deliveryStatusDescr: z.string().nullable(),
  paymentTypeId: z.number(),
  paymentTypeDescr: z.string(),
  userPaymentAuthId: z.number().nullable(),
  storeId: z.number().nullable(),
  deliveryServiceId: z.number().nullable(),
  warehouseId: z.number().nullable(),
  addressType: z.string().nullable(),
  shippingAddress: z.record(z.string(), z.unknown()),
  timeslot: z.object({
    timeslotId: z.number(),
    date: z.string(),
    beginTime: z.string(),
    endTime: z.string(),
    name: z.string(),
  }),
  totalPrice: amount,
  deliveryFee: amount,
  fastSurcharge: amount,
  packagingCost: amount,
  grossTotal: amount.describe('at the buy: lines + fees + shopper bags'),
  netTotal: amount,
  vatTotal: amount,
  vatTaxables: z.array(
    z.object({ vatPct: z.number(), grossTotal: amount, netTotal: amount, vatTotal: amount }),
  ),
  finalGrossTotal: amount.nullable().describe('after picking (real weights); null before'),
  preAuthorisedAmount: amount,
  capturedAmount: amount,
  needInvoice: z.boolean(),
  billingData: z.record(z.string(), z.unknown()).nullable(),
  lotteryCode: z.string().nullable(),
  note: z.string(),
  packagingTypeId: z.number().nullable(),
  onboard: z.record(z.string(), z.string()),
  acceptAlternatives: z.boolean(),
  isEditable: z.boolean(),
  canCancel: z.boolean(),
  canRetryPayment: z.boolean(),
  replacedByOrderId: z.number().nullable(),
  replacesOrderId: z.number().nullable(),
  parkingReservation: z.record(z.string(), z.unknown()).nullable(),
  accessToken: z
    .string()
    .optional()
    .describe('owner only: lets a token holder read the order (token-order/view)'),
  invoiceUrl: z.string().nullable(),
  createdAt: z.string(),
  totalItems: z.number(),
  orderItems: z.array(orderItemSchema),
  pricing: pricingSummarySchema.describe('as placed'),
  finalPricing: pricingSummarySchema.nullable().describe('after picking (real weights); null before'),
  refundedTotal: amount,
  notes: z.array(orderNoteItemSchema),
  statusHistory: z.array(
    z.object({ orderStatusId: z.number(), orderStatusDescr: z.string(), date: z.string() }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema), page: pageSchema });
export type OrderList = z.infer<typeof orderListSchema>;

export const orderResultSchema = z.object({ order: orderSchema });

export const buyResultSchema = z.object({
  order: orderSchema,
  paymentRequired: z.boolean().describe('true: send the browser to paymentUrl (the hosted payment page)'),
  paymentUrl: z.string().nullable(),
  /** Where the shop goes next when no payment page is needed. */
  redirectUrl: z.string(),
});
export type BuyResult = z.infer<typeof buyResultSchema>;

export const prepareResultSchema = z.object({
  cart: cartSchema,
  preAuthorisedAmount: amount,
  packagingCost: amount,
  variableWeightTotal: amount,
  checkout: z.object({
    needInvoice: z.boolean(),
    lotteryCode: z.string().nullable(),
    note: z.string(),
    packagingTypeId: z.number(),
    acceptAlternatives: z.boolean(),
    onboard: z.record(z.string(), z.string()),
    billingData: z.record(z.string(), z.unknown()).nullable(),
  }),
});

export const prebilledSchema = z.object({
  prebilledAmount: amount.describe('the amount pre-authorised: total + 40 % of loose lines + shopper bags'),
  grossTotal: amount,
  variableWeightTotal: amount,
  packagingCost: amount,
  orderId: z.number().nullable(),
});

export const paymentAuthSchema = z.object({
  userPaymentAuthId: z.number(),
  paymentTypeId: z.number(),
  circuit: z.string(),
  card: z.string().describe('masked: **** **** **** 4242'),
  expiry: z.string().describe('MM/YY'),
  createdAt: z.string(),
});

export const paymentTypeItemSchema = z.object({
  paymentTypeId: z.number(),
  name: z.string(),
  descr: z.string(),
  online: z.boolean().describe('paid on the hosted payment page'),
  acceptsSavedCard: z.boolean(),
  mealTicket: z.boolean(),
  available: z.boolean(),
  reason: z.string().nullable().describe('why it cannot be chosen for this cart'),
});

export const paymentTypeListSchema = z.object({
  paymentTypes: z.array(paymentTypeItemSchema),
  auths: z.array(paymentAuthSchema),
  defaultPaymentTypeId: z.number(),
});

export const packagingTypeListSchema = z.object({
  packagingTypes: z.array(
    z.object({
      packagingTypeId: z.number(),
      name: z.string(),
      descr: z.string(),
      unitPrice: amount,
      bags: z.number(),
      cost: amount,
    }),
  ),
});

export const billingDataSchema = z.object({
  personType: z.enum(['private', 'company', 'sole_proprietor']),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  vatNumber: z.string(),
  fiscalCode: z.string(),
  pec: z.string(),
  sdiCode: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
});
export const billingDataResultSchema = z.object({ billingData: billingDataSchema.nullable() });

export const retryPaymentSchema = z.object({
  order: orderSchema,
  paymentUrl: z.string(),
});

export const refundSchema = z.object({
  refundId: z.number(),
  orderId: z.number(),
  refundStatusId: z.number(),
  refundStatusDescr: z.string(),
  methodId: z.number(),
  methodDescr: z.string(),
  reason: z.string(),
  imageUrl: z.string().nullable(),
  amount: amount,
  createdAt: z.string(),
  items: z.array(
    z.object({
      orderItemId: z.number(),
      productId: z.number(),
      name: z.string(),
      quantity: z.number(),
      amount,
    }),
  ),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundListSchema = z.object({ refunds: z.array(refundSchema) });

export const mostPurchasedSchema = z.object({
  products: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      shortDescr: z.string(),
      mediaURL: z.string(),
      loose: z.boolean().describe('sold by weight: lastQuantity is kg'),
      timesOrdered: z.number().describe('how many orders had the product'),
      lastOrderId: z.number(),
      lastQuantity: z.number().describe('the quantity of the newest order: pieces, or kg for loose goods'),
    }),
  ),
});
export type MostPurchased = z.infer<typeof mostPurchasedSchema>;

// ---- orders across every shipping address / of the whole person (spec 001 §7) ----

/**
 * order/list-for-all-user-shipping-addresses and order/list-for-all-person-orders. Dates are
 * YYYY-MM-DD (order dates in Europe/Rome); a suborder is the part of an order one warehouse
 * prepares and delivers (one per order in Sporta: its id is the order's).
 */
/** A filter sent empty (`order_id_filter=`), as clients that send every field do, is no filter. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const allOrdersQuerySchema = z.looseObject({
  page: blankIsAbsent(intValue(0, 100_000)),
  page_size: blankIsAbsent(intValue(1, 100)),
  fetch_detail: blankIsAbsent(boolValue),
  fetch_only_suborders_matching_filter: blankIsAbsent(boolValue),
  show_pending: blankIsAbsent(boolValue),
  show_replaced: blankIsAbsent(boolValue),
  order_id_filter: blankIsAbsent(id),
  order_from_date_filter: blankIsAbsent(isoDate),
  order_to_date_filter: blankIsAbsent(isoDate),
  suborder_id_filter: blankIsAbsent(id),
  suborder_warehouseid_filter: blankIsAbsent(id),
  suborder_delivery_from_date_filter: blankIsAbsent(isoDate),
  suborder_delivery_to_date_filter: blankIsAbsent(isoDate),
  shipping_address_id_filter: blankIsAbsent(id),
  from_gross_total: blankIsAbsent(decimalValue(0, 1_000_000)),
  to_gross_total: blankIsAbsent(decimalValue(0, 1_000_000)),
});
export type AllOrdersQuery = z.infer<typeof allOrdersQuerySchema>;

export const suborderSchema = z.object({
  suborderId: z.number(),
  orderId: z.number(),
  warehouseId: z.number().nullable(),
  warehouseName: z.string().nullable(),
  deliveryServiceId: z.number().nullable(),
  deliveryDate: z.string().describe('YYYY-MM-DD'),
  beginTime: z.string(),
  endTime: z.string(),
  orderStatusId: z.number(),
  orderStatusDescr: z.string(),
  deliveryStatusId: z.number().nullable(),
  grossTotal: amount,
});

export const shippingAddressSummarySchema = z.object({
  addressId: z.number(),
  addressType: z.string().nullable().describe('home, drive, locker, onboard'),
  deliveryServiceId: z.number().nullable(),
  addressName: z.string(),
  address1: z.string(),
  city: z.string(),
  ordersCount: z.number(),
  lastDeliveryDate: z.string().describe('YYYY-MM-DD'),
});
export type ShippingAddressSummary = z.infer<typeof shippingAddressSummarySchema>;

export const allOrdersSchema = z.object({
  orders: z.array(orderSchema.extend({ suborders: z.array(suborderSchema) })),
  page: pageSchema,
  shippingAddresses: z
    .array(shippingAddressSummarySchema)
    .optional()
    .describe('list-for-all-user-shipping-addresses only: every address the orders went to'),
});
export type AllOrders = z.infer<typeof allOrdersSchema>;

/** customer-lifetime/user_info (spec 000 §7, 001 §7): the customer's history with the shop. */
export const customerLifetimeQuerySchema = z.looseObject({
  userId: id.optional(),
  user_id: id.optional(),
});

export const customerLifetimeSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  customerSince: z.string().describe('registration date, YYYY-MM-DD'),
  storeId: z.number().nullable(),
  fidelityCard: z.string().nullable(),
  ordersCount: z
    .number()
    .describe('orders that went ahead (not pending, cancelled, unpaid, failed, replaced)'),
  deliveredCount: z.number().describe('delivered or receipted (status 8, 9, 18)'),
  openOrdersCount: z.number().describe('ordered and not yet delivered (status 3 to 7)'),
  firstOrderDate: z.string().nullable(),
  lastOrderDate: z.string().nullable(),
  totalSpent: amount.describe('final totals (weighed) of the orders that went ahead, euro'),
  averageOrder: amount.nullable(),
  daysSinceLastOrder: z.number().nullable(),
  favouriteDeliveryServiceId: z.number().nullable().describe('the service used most'),
});
export type CustomerLifetime = z.infer<typeof customerLifetimeSchema>;
