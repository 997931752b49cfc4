// The cart (spec 001 §3 "Cart", "Cart item"; §4 cart changes; §7 cart calls).
import { z } from 'zod';
import { orderAdjustmentSchema } from './gifts';
import { addressSchema, deliveryServiceSchema } from './delivery';
import { productSchema } from './catalog';
import { pricedLineShape, pricingSummarySchema } from './pricing';
import { boolValue, decimalValue, intValue, textParam } from './query';

const itemInfoSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .describe('size, customWeight, use_wpid, accept_alternatives');

/**
 * The chosen product options of cart/add: `{ parameterName: key }` (a JSON text of it in a
 * form-encoded body). Which names and keys exist is the product's `selectOptions`.
 */
export const selectedOptionsParamsSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return {};
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.record(
    z.string().max(40, { message: "il nome di un'opzione ha al massimo 40 caratteri" }),
    z
      .union([z.string(), z.number()], { message: 'ogni opzione vuole il codice della scelta' })
      .refine((v) => String(v).length <= 100, { message: 'ogni scelta ha al massimo 100 caratteri' }),
    { message: 'deve indicare le opzioni scelte come { nome: scelta }' },
  ),
);

/** A line's chosen product options, as a cart line and the order line bought from it show them. */
export const selectedOptionsSchema = z
  .array(z.object({ name: z.string(), parameterName: z.string(), key: z.string(), value: z.string() }))
  .describe("the line's chosen product options, e.g. Taglio: A fette");

export const cartAddItemSchema = z.looseObject({
  productId: intValue(1, 2_000_000_000),
  quantity: decimalValue(0.001, 100_000).describe('pieces, or kg with 3 decimals for loose goods'),
  params: selectedOptionsParamsSchema
    .optional()
    .describe("chosen product options { parameterName: key } (the product's selectOptions)"),
  searchParams: z.unknown().optional(),
  deliveryWarehouseId: intValue(0, 2_000_000_000).optional(),
  promoId: intValue(0, 2_000_000_000).optional().describe('selectable promo: add with this promotion'),
  promoDisabled: boolValue.optional().describe('selectable promo refused: add without it'),
  infos: itemInfoSchema.optional(),
});
export type CartAddItem = z.infer<typeof cartAddItemSchema>;

/** JSON `{ items: [...] }`, or form-encoded fields of one item (product_id / productId, quantity). */
export const cartAddBodySchema = z.looseObject({
  items: z.array(cartAddItemSchema).min(1).max(500).optional(),
  productId: z.unknown().optional(),
  product_id: z.unknown().optional(),
  quantity: z.unknown().optional(),
});

export const cartUpdateItemSchema = z.looseObject({
  itemId: intValue(1, 2_000_000_000),
  quantity: decimalValue(0, 100_000),
  params: selectedOptionsParamsSchema
    .optional()
    .describe("changes the line's product options { parameterName: key }"),
  searchParams: z.unknown().optional(),
});
export const cartUpdateBodySchema = z.looseObject({
  items: z.array(cartUpdateItemSchema).min(1).max(500).optional(),
  itemId: z.unknown().optional(),
  item_id: z.unknown().optional(),
  quantity: z.unknown().optional(),
});

export const cartDeleteItemSchema = z.looseObject({
  itemId: intValue(1, 2_000_000_000).optional(),
  productId: intValue(1, 2_000_000_000).optional(),
});
export const cartDeleteBodySchema = z.looseObject({
  items: z.array(cartDeleteItemSchema).max(500).optional(),
  itemId: z.unknown().optional(),
  item_id: z.unknown().optional(),
});

export const cartInfoUpdateSchema = z.looseObject({
  property: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,39}$/i, { message: 'deve essere un nome di proprietà valido' }),
  value: z.union([z.string().max(500), z.number(), z.boolean()]).transform(String),
});

export const cartItemInfosUpdateSchema = z.looseObject({
  items: z
    .array(z.looseObject({ itemId: intValue(1, 2_000_000_000), infos: itemInfoSchema }))
    .min(1)
    .max(500),
});

export const cartCloseSchema = z.looseObject({ cart_id: intValue(1, 2_000_000_000).optional() });
export const cartFromListSchema = z.looseObject({ list_id: intValue(1, 2_000_000_000) });
export const cartFromOrderSchema = z.looseObject({ order_id: intValue(1, 2_000_000_000) });
export const emptyCartSchema = z.looseObject({});
export const acceptAlternativesSchema = z.looseObject({ accept_alternatives: boolValue });
export const cartViewQuerySchema = z.looseObject({ show_sectors: textParam(10).optional() });

// ---- results ----

export const cartItemSchema = z.object({
  itemId: z.number(),
  cartItemId: z.number(),
  productId: z.number(),
  product: productSchema,
  quantity: z.number().describe('pieces, or kg for loose goods'),
  weight: z.number().describe('kg for loose goods, else the pieces'),
  weightGrams: z.number().nullable(),
  cartItemInsertionTypeId: z.number(),
  cartItemInfo: z
    .record(z.string(), z.string())
    .describe('size, customWeight, use_wpid and the chosen options'),
  selectedOptions: selectedOptionsSchema,
  acceptAlternatives: z.boolean(),
  promoDisabled: z.boolean(),
  warehousePromoId: z.number().nullable(),
  unitPrice: z.number().describe('the price shown per piece or kg: the price cut when one applies'),
  grossTotal: z.number().describe('the line after its product promotion'),
  netTotal: z.number(),
  vatPct: z.number(),
  ...pricedLineShape,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const vatTaxableSchema = z.object({
  vatPct: z.number(),
  grossTotal: z.number(),
  netTotal: z.number(),
  vatTotal: z.number(),
});

export const cartSchema = z.object({
  cartId: z.number(),
  cartStatusId: z.number(),
  user: z.object({ userId: z.number(), legals: z.array(z.unknown()), crmUserSegments: z.array(z.unknown()) }),
  store: z.object({ storeId: z.number() }).nullable(),
  shippingAddress: addressSchema.nullable(),
  timeslot: z
    .object({
      date: z.string(),
      timeslotId: z.number(),
      beginTime: z.string(),
      endTime: z.string(),
      name: z.string(),
      cutoffTime: z.string(),
      cutoffDate: z.string(),
      cutoffAt: z.string(),
      holdExpiresAt: z.string().nullable(),
      autoAssigned: z.boolean(),
    })
    .nullable(),
  warehouse: z.object({ warehouseId: z.number() }).nullable(),
  selectedService: deliveryServiceSchema.nullable(),
  totalItems: z.number(),
  cartItems: z.array(cartItemSchema),
  sectors: z.array(z.object({ name: z.string(), cartItems: z.array(cartItemSchema) })).optional(),
  totalPrice: z.number().describe('products after their promotions, VAT included, euro'),
  deliveryFee: z.number(),
  fastSurcharge: z.number(),
  giftTotal: z.number().describe('discounts of gift codes, vouchers and coupons, euro (positive)'),
  grossTotal: z.number().describe('products - discounts + delivery fee + FAST surcharge + shopper bags'),
  netTotal: z.number(),
  vatTotal: z.number(),
  vatTaxables: z.array(vatTaxableSchema),
  orderAdjustmentSummary: z.object({
    orderAdjustments: z.array(orderAdjustmentSchema),
    totalDiscount: z.number(),
  }),
  cartInfos: z.record(z.string(), z.string()),
  acceptAlternatives: z.boolean(),
  selectWarehouse: z.boolean(),
  forcedPreviewDate: z.string().nullable(),
  removedCartItems: z.array(cartItemSchema).optional(),
  pricing: pricingSummarySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const purchaseRestrictionSchema = z.object({
  restrictions: z.array(z.object({ productId: z.number(), max: z.number(), message: z.string() })),
});
