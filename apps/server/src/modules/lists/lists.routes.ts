// Wishlist calls (seed 002 §7 "Wishlists") and cart/add-all-from-wishlist. All need a
// logged-in customer and read only the session account's lists.
import {
  cartFromListSchema,
  cartSchema,
  envelopeSchema,
  wishlistAddSchema,
  wishlistConfirmResultSchema,
  wishlistConfirmSchema,
  wishlistDeleteItemsSchema,
  wishlistIdSchema,
  wishlistInsertSchema,
  wishlistListQuerySchema,
  wishlistListSchema,
  wishlistSchema,
  wishlistUpdateItemsSchema,
  wishlistUpdateSchema,
  wishlistViewQuerySchema,
} from '@sporta/contracts';
import { canAddToLocker } from '@sporta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { readInput } from '../../platform/http';
import { cartAnswerSerializer, type CartServices } from '../cart';
import type { CatalogService } from '../catalog';
import type { DeliveryService } from '../delivery';
import { listMessages, type ListService } from './lists.service';

const tags = ['wishlists'];
type AddressKind = 'home' | 'drive' | 'locker' | 'onboard';

export const listRoutes: FastifyPluginAsyncZod<{
  lists: ListService;
  cart: Pick<CartServices, 'view' | 'lines'>;
  delivery: DeliveryService;
  catalog: CatalogService;
}> = async (app, { lists, cart: carts, delivery, catalog }) => {
  /** Prices of the customer's cart (its warehouse and slot date), as the cart shows them. */
  const pricingFor = async (userId: number) => {
    const cart = await carts.view.cartOf({ userId });
    return catalog.pricingContext(undefined, { warehouseId: cart.warehouseId ?? undefined });
  };
  const listIdOf = (input: { wishlistId?: number; list_id?: number }) => input.wishlistId ?? input.list_id;
  const requireListId = (input: { wishlistId?: number; list_id?: number }) => {
    const id = listIdOf(input);
    if (id === undefined) throw AppError.validation('error.validation', listMessages.noList);
    return id;
  };

  app.get(
    '/wishlist/list',
    {
      schema: {
        tags,
        summary:
          "The customer's lists with their item counts (the selected one first), then the lists shared with them",
        description:
          'sharingData.grant READ: a list another customer shares read-only — it can be viewed and bought from (cart/add-all-from-wishlist), not changed (seed 002 §5); WRITE: its products can be changed. Renaming, deleting and selecting stay with the owner.',
        querystring: wishlistListQuerySchema,
        response: { 200: envelopeSchema(wishlistListSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const q = request.query;
      return envelope(await lists.lists(userId, q.page ?? 1, Math.min(q.pageSize ?? q.page_size ?? 50, 100)));
    },
  );

  app.get(
    '/wishlist/view',
    {
      schema: {
        tags,
        summary: 'One list with its products priced for the cart; products not sold now are inactive items',
        querystring: wishlistViewQuerySchema,
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await lists.view(userId, request.query.list_id, await pricingFor(userId)));
    },
  );

  app.post(
    '/wishlist/insert',
    {
      schema: {
        tags,
        summary: 'Creates a list (`name`, unique per customer); the first list becomes the selected one',
        body: wishlistInsertSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { name } = readInput(wishlistInsertSchema, request);
      return envelope(await lists.create(userId, name), {
        infos: [{ code: 'info.wishlist.created', message: listMessages.created }],
      });
    },
  );

  app.post(
    '/wishlist/update',
    {
      schema: {
        tags,
        summary: 'Renames a list (`list_id`, `name`): its owner only',
        body: wishlistUpdateSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(wishlistUpdateSchema, request);
      return envelope(await lists.rename(userId, input.list_id, input.name));
    },
  );

  app.post(
    '/wishlist/delete',
    {
      schema: {
        tags,
        summary: 'Deletes a list and its products (`list_id`); a list shared with you only leaves your lists',
        body: wishlistIdSchema.partial().nullish(),
        response: { 200: envelopeSchema(z.object({ listId: z.number() })) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { list_id } = readInput(wishlistIdSchema, request);
      const outcome = await lists.remove(userId, list_id);
      return envelope(
        { listId: list_id },
        {
          infos: [
            outcome === 'left'
              ? { code: 'info.wishlist.left', message: listMessages.left }
              : { code: 'info.wishlist.removed', message: listMessages.removed },
          ],
        },
      );
    },
  );

  app.post(
    '/wishlist/select',
    {
      schema: {
        tags,
        summary: 'Makes one of your lists the selected one: the product card adds there first (`list_id`)',
        body: wishlistIdSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { list_id } = readInput(wishlistIdSchema, request);
      return envelope(await lists.select(userId, list_id));
    },
  );

  app.post(
    '/wishlist/add_prod',
    {
      schema: {
        tags,
        summary:
          'Adds products: `{ wishlistId, items: [{ productId, quantity, weight }] }` (no list: the selected one, created when none)',
        description:
          'quantity in pieces (default the minimum), weight in kg for loose goods (default the minimum).',
        body: wishlistAddSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(wishlistAddSchema, request);
      const list = await lists.add(userId, listIdOf(input), input.items, await pricingFor(userId));
      return envelope(list, { infos: [{ code: 'info.wishlist.added', message: listMessages.added }] });
    },
  );

  app.post(
    '/wishlist/update_prods',
    {
      schema: {
        tags,
        summary: 'Sets quantities: `{ wishlistId, items: [{ itemId, quantity }] }`; 0 removes the product',
        body: wishlistUpdateItemsSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(wishlistUpdateItemsSchema, request);
      return envelope(await lists.updateItems(userId, requireListId(input), input.items));
    },
  );

  app.post(
    '/wishlist/delete_prods',
    {
      schema: {
        tags,
        summary: 'Removes products: `{ wishlistId, items: [{ itemId } | { productId }] }`',
        body: wishlistDeleteItemsSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(wishlistDeleteItemsSchema, request);
      return envelope(await lists.deleteItems(userId, requireListId(input), input.items));
    },
  );

  app.post(
    '/wishlist/confirm',
    {
      schema: {
        tags,
        summary:
          'The list checked for delivery to an address (`list_id`, `address_id`): prices and stock of the warehouse serving it',
        description: [
          'address_id is a home address of the customer (address_type home) or a pick-up point, locker or pier',
          '(drive, locker, onboard); address_type defaults to the cart’s, else drive (seed 001 §9);',
          'delivery_service_id defaults to the one the address offers. The answer is the list priced at the warehouse',
          'that serves the address, with the products it cannot deliver (out of stock there, or too warm for the locker)',
          'in wishlistInactiveItems, and `confirmedFor` naming the address. Nothing changes: the cart keeps its setup.',
          'Shared lists (any grant) can be confirmed.',
        ].join(' '),
        body: wishlistConfirmSchema.partial().nullish(),
        response: { 200: envelopeSchema(wishlistConfirmResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(wishlistConfirmSchema, request);
      await lists.requireList(userId, input.list_id);
      const cart = await carts.view.cartOf({ userId });
      const destination = await delivery.destination(userId, {
        addressType: input.address_type ?? (cart.addressType as AddressKind | null) ?? 'drive',
        addressId: input.address_id,
        deliveryServiceId: input.delivery_service_id,
      });
      const pricing = await catalog.pricingContext(undefined, { warehouseId: destination.warehouseId });
      const locker = destination.lockerMaxLevel;
      const list = await lists.view(userId, input.list_id, pricing, (p) =>
        locker === null ? true : canAddToLocker(p.productInfos.LOCKER_LEVEL, locker),
      );
      const address = destination.address as { addressName?: string; address1?: string; city?: string };
      return envelope({
        ...list,
        confirmedFor: {
          addressId: destination.addressId,
          addressType: destination.addressType,
          deliveryServiceId: destination.deliveryServiceId,
          warehouseId: destination.warehouseId,
          storeId: destination.storeId,
          addressName: address.addressName ?? '',
          address1: address.address1 ?? '',
          city: address.city ?? '',
        },
      });
    },
  );

  app.post(
    '/cart/add-all-from-wishlist',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds every product of a list (list_id) to the cart with its quantity or weight',
        description:
          'Needs the cart setup like cart/add. Products that cannot be added now come back as warnings; when none can, the first refusal is the error.',
        body: cartFromListSchema.partial().nullish(),
        response: { 200: envelopeSchema(cartSchema) },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { list_id } = readInput(cartFromListSchema, request);
      await lists.requireList(userId, list_id);
      const items = await lists.repo.items(list_id);
      if (!items.length)
        throw AppError.business('errors.errorAddingProductFromList', listMessages.itemNotFound);
      const { cart, messages } = await carts.lines.add(
        { userId },
        items.map((i) => ({
          productId: i.productId,
          quantity: i.weightGrams !== null ? i.weightGrams / 1000 : i.quantity,
        })),
      );
      return envelope(cart, messages);
    },
  );
};
