// Delivery setup: cooperatives (stores), delivery services, addresses, time slots
// (spec 001 §3 "Delivery service", "Address", "Store", "Time-slot"; §7 calls).
import { z } from 'zod';
import { anyParam, boolParam, decimalValue, intParam, intValue, textParam } from './query';

export const ADDRESS_TYPES = ['home', 'drive', 'locker', 'onboard'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const addressTypeParam = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(ADDRESS_TYPES, { message: `deve essere uno tra ${ADDRESS_TYPES.join(', ')}` }));

const latitude = decimalValue(-90, 90);
const longitude = decimalValue(-180, 180);

// ---- requests ----

export const storeIdQuerySchema = z.looseObject({ store_id: intValue(1, 1000) });
export const storeProximityQuerySchema = z.looseObject({
  services: textParam(200).optional().describe('delivery service ids, comma-joined'),
  orderby: textParam(40).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  distance: intParam(1, 1_000_000).optional(),
  store_id: intParam(1, 1000).optional(),
});
export const findByCoordinatesQuerySchema = z.looseObject({
  latitude,
  longitude,
  distance: intParam(1, 1_000_000).optional(),
});
export const deliveryServiceListQuerySchema = z.looseObject({
  address_type: addressTypeParam.optional(),
  delivery_service_id: intParam(1, 1000).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  distance: intParam(1, 1_000_000).optional(),
});
export const addressListQuerySchema = z.looseObject({ address_type: addressTypeParam.optional() });
export const addressIdQuerySchema = z.looseObject({ address_id: intValue(1, 2_000_000_000) });
export const addressSelectSchema = z.looseObject({
  address_type: addressTypeParam.optional(),
  address_id: intValue(1, 2_000_000_000),
  delivery_service_id: intValue(1, 1000).optional(),
});
export type AddressSelectInput = z.infer<typeof addressSelectSchema>;

export const addressCheckSchema = z.looseObject({
  postalcode: textParam(10).optional(),
  city: textParam(100).optional(),
  province: textParam(10).optional(),
  address1: textParam(200).optional(),
  addressNumber: textParam(20).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export type AddressCheckInput = z.infer<typeof addressCheckSchema>;

/** user-address/update: create (no addressId) or update an address of the shopper. */
export const addressUpdateSchema = z.looseObject({
  addressId: intValue(0, 2_000_000_000).optional(),
  address_id: intValue(0, 2_000_000_000).optional(),
  addressType: addressTypeParam.optional(),
  addressName: textParam(100).optional(),
  address1: z.string().trim().min(2, { message: 'indica la via' }).max(200),
  addressNumber: z
    .string()
    .trim()
    .regex(/^\d{1,5}\s?[A-Za-z]?(\/\s?[A-Za-z0-9]{1,3})?$|^(SNC|snc|s\.n\.c\.)$/, {
      message: 'indica un numero civico valido (es. 12, 12A, 12/B o SNC)',
    }),
  address2: textParam(200).optional(),
  city: z.string().trim().min(2, { message: 'indica il comune' }).max(100),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'indica la sigla della provincia di 2 lettere (es. MI)' }),
  postalcode: z.string().trim(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  doorbellName: textParam(100).optional(),
  floor: textParam(20).optional(),
  phone: textParam(30).optional(),
  notes: textParam(500).optional(),
});
export type AddressUpdateInput = z.infer<typeof addressUpdateSchema>;

export const addressRequestSchema = z.looseObject({
  email: textParam(200).optional(),
  address1: textParam(200).optional(),
  addressNumber: textParam(20).optional(),
  city: textParam(100).optional(),
  province: textParam(10).optional(),
  postalcode: textParam(10).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export type AddressRequestInput = z.infer<typeof addressRequestSchema>;

export const timeslotListQuerySchema = z.looseObject({
  'show-closed': boolParam.optional(),
  'check-locker': boolParam.optional(),
  hash: anyParam,
});
export const timeslotSelectQuerySchema = z.looseObject({
  sel_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'deve essere una data AAAA-MM-GG' })
    .optional(),
  timeslot_id: intValue(1, 2_000_000_000),
});

// ---- results ----

export const deliveryServiceSchema = z.object({
  deliveryServiceId: z.number(),
  storeId: z.number(),
  name: z.string(),
  descr: z.string(),
  cssClass: z.string(),
  showTab: z.boolean(),
  kind: z.enum(['drive', 'home', 'locker', 'onboard']),
  fast: z.boolean(),
  addressType: z.enum(ADDRESS_TYPES),
  deliveryFee: z.number().describe('euro'),
  freeOver: z.number().nullable(),
  surcharge: z.number().describe('FAST surcharge, euro'),
  promoShortDescr: z.string(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

export const storeSchema = z.object({
  storeId: z.number(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  description: z.string(),
  deliveryServiceId: z.number().nullable().describe('the service selected in the cart, when this store'),
  deliveryServices: z.array(deliveryServiceSchema),
  selected: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;

export const addressSchema = z.object({
  addressId: z.number(),
  addressType: z.enum(ADDRESS_TYPES),
  addressTypeId: z.number().describe('1 home, 2 drive, 3 locker, 4 onboard'),
  deliveryServiceId: z.number().nullable(),
  addressName: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  zoneId: z.number().nullable(),
  warehouseId: z.number().nullable(),
  storeId: z.number().nullable(),
  active: z.number(),
  selected: z.boolean(),
  autoAssigned: z.boolean(),
  distance: z.number().optional().describe('metres, when coordinates were given'),
  lockerMaxLevel: z
    .number()
    .nullable()
    .optional()
    .describe("a locker's highest compartment level: products of a higher LOCKER_LEVEL cannot go in"),
  doorbellName: z.string().optional(),
  floor: z.string().optional(),
  phone: z.string().optional(),
  notes: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const timeslotSchema = z.object({
  timeslotId: z.number(),
  date: z.string(),
  beginTime: z.string().describe('HH:mm'),
  endTime: z.string(),
  name: z.string(),
  cutoffDate: z.string().describe('YYYY-MM-DD, Europe/Rome'),
  cutoffTime: z.string().describe('HH:mm, Europe/Rome'),
  cutoffAt: z.string().describe('ISO instant'),
  active: z.number(),
  status: z.enum(['empty', 'intermediate', 'full', 'selected']),
  selected: z.boolean(),
  capacity: z.number(),
  available: z.number(),
  deliveryFee: z.object({ promoShortDescr: z.string() }),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const timeslotDaySchema = z.object({
  dateIso: z.string(),
  selected: z.boolean(),
  timeslots: z.array(timeslotSchema),
});
export type TimeslotDay = z.infer<typeof timeslotDaySchema>;

export const timeslotListSchema = z.array(timeslotDaySchema);

export const addressCheckResultSchema = z.object({
  served: z.boolean(),
  deliveryServiceAvailable: z.boolean(),
  deliveryServices: z.array(deliveryServiceSchema),
  zoneId: z.number().nullable(),
  warehouseId: z.number().nullable(),
});
export type AddressCheckResult = z.infer<typeof addressCheckResultSchema>;

export const deliveryFeeSchema = z.object({
  deliveryServiceId: z.number().nullable(),
  deliveryFee: z.number(),
  freeOver: z.number().nullable(),
  surcharge: z.number(),
  promoShortDescr: z.string(),
  amountToFree: z.number().nullable(),
});

// ---- address autocomplete (issue 6 §4) ----

export const placeSuggestQuerySchema = z.looseObject({
  q: z.string().trim().max(100, { message: 'al massimo 100 caratteri' }).default(''),
});

export const placeSchema = z.object({
  city: z.string(),
  province: z.string(),
  postalcode: z.string().describe('empty when the municipality has several CAPs and none was typed'),
  postcodes: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  country: z.literal('IT'),
  served: z.boolean().describe('some delivery zone covers one of its CAPs'),
});
export type Place = z.infer<typeof placeSchema>;

// ---- shop at work (seed 001 "Workplace shopping"; issue 25) ----

/** shopatwork/subscribe: the code the company gave its staff. */
export const workplaceSubscribeInputSchema = z.object({
  subscriptionCode: z
    .string({ message: 'indica il codice azienda (subscriptionCode)' })
    .trim()
    .min(1, { message: 'indica il codice azienda (subscriptionCode)' })
    .max(100, { message: 'Il codice azienda ha da 4 a 40 lettere, cifre o trattini: controllalo.' }),
});

export const workplaceSubscriptionSchema = z.object({
  company: z.object({
    companyId: z.number(),
    name: z.string(),
    storeId: z.number(),
    deliveryWeekdays: z.array(z.number()).describe('ISO weekdays (1 Monday … 7 Sunday) of the deliveries'),
    deliveryDays: z.string().describe('the agreed days in Italian («il martedì e il giovedì»)'),
    validUntil: z.string().describe('YYYY-MM-DD, the last day of the agreement'),
    address: z.string(),
  }),
  address: addressSchema.describe("the company's address in the customer's address book"),
  subscribedAt: z.string(),
});
export type WorkplaceSubscriptionDto = z.infer<typeof workplaceSubscriptionSchema>;
export const workplaceSubscriptionsSchema = z.object({ subscriptions: z.array(workplaceSubscriptionSchema) });
