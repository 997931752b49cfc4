// Wishlists (seed 002 §2 list selector dialog, §3 Wishlist and Wishlist item, §7 "Wishlists").
import { z } from 'zod';
import { productSchema } from './catalog';

const id = z.coerce
  .number({ message: 'deve essere un numero' })
  .int({ message: 'deve essere un numero intero' })
  .min(1, { message: 'deve essere un numero positivo' })
  .max(2_000_000_000, { message: 'numero troppo grande' });

const listName = z
  .string({ message: 'indica il nome della lista' })
  .trim()
  .min(1, { message: 'indica il nome della lista' })
  .max(60, { message: 'al massimo 60 caratteri' });

export const wishlistItemSchema = z.object({
  itemId: z.number(),
  productId: z.number(),
  quantity: z.number().describe('pieces, or kg for loose goods'),
  weight: z.number().nullable().describe('kg for loose goods'),
  product: productSchema,
});

export const wishlistSchema = z.object({
  listId: z.number(),
  id: z.number(),
  name: z.string(),
  size: z.number().describe('item count'),
  isDefault: z.boolean(),
  sharingData: z
    .object({
      grant: z.enum(['READ', 'WRITE']).describe('READ: the list cannot be edited (seed 002 §5)'),
      shared: z.boolean().describe("true: another customer's list shared with you"),
      ownerName: z.string().nullable().describe('who shares it with you (first name, last initial)'),
      sharedWith: z
        .array(z.object({ name: z.string(), grant: z.enum(['READ', 'WRITE']) }))
        .describe('your own list: whom it is shared with'),
    })
    .describe("Your own lists are WRITE; a list shared with you carries the owner's grant"),
  wishlistItems: z.array(wishlistItemSchema).optional(),
  wishlistInactiveItems: z.array(wishlistItemSchema).optional().describe('products not sold now'),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistListQuerySchema = z.looseObject({
  page: id.optional(),
  pageSize: id.optional(),
  page_size: id.optional(),
});
export const wishlistListSchema = z.object({
  wishlists: z.array(wishlistSchema),
  page: z.object({
    selPage: z.number(),
    totPages: z.number(),
    totItems: z.number(),
    itemsPerPage: z.number(),
  }),
});

export const wishlistViewQuerySchema = z.looseObject({ list_id: id });
export const wishlistInsertSchema = z.looseObject({ name: listName });
export const wishlistUpdateSchema = z.looseObject({ list_id: id, name: listName });
export const wishlistIdSchema = z.looseObject({ list_id: id });

const addressType = z.enum(['home', 'drive', 'locker', 'onboard'], {
  message: 'deve essere uno tra home, drive, locker, onboard',
});

/** wishlist/confirm (seed 002 §7): the list checked for delivery to one of the customer's addresses. */
export const wishlistConfirmSchema = z.looseObject({
  list_id: id,
  address_id: id,
  address_type: addressType.optional(),
  delivery_service_id: id.optional(),
});

export const wishlistConfirmResultSchema = wishlistSchema.extend({
  confirmedFor: z.object({
    addressId: z.number(),
    addressType: z.string(),
    deliveryServiceId: z.number(),
    warehouseId: z.number(),
    storeId: z.number(),
    addressName: z.string(),
    address1: z.string(),
    city: z.string(),
  }),
});
export type WishlistConfirmResult = z.infer<typeof wishlistConfirmResultSchema>;

const itemsField = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { message: 'indica almeno un prodotto' })
    .max(200, { message: 'al massimo 200 prodotti' });

/** Lists named by `wishlistId` (the spec's body) or `list_id`. */
const listRef = { wishlistId: id.optional(), list_id: id.optional() };

export const wishlistAddSchema = z.looseObject({
  ...listRef,
  items: itemsField(
    z.object({
      productId: id,
      quantity: z.coerce.number().positive({ message: 'deve essere maggiore di 0' }).max(9999).optional(),
      weight: z.coerce.number().positive({ message: 'deve essere maggiore di 0' }).max(999).optional(),
    }),
  ),
});
export const wishlistUpdateItemsSchema = z.looseObject({
  ...listRef,
  items: itemsField(
    z.object({
      itemId: id,
      quantity: z.coerce.number().min(0, { message: 'non può essere negativa' }).max(9999),
    }),
  ),
});
export const wishlistDeleteItemsSchema = z.looseObject({
  ...listRef,
  items: itemsField(z.object({ itemId: id.optional(), productId: id.optional() })),
});
