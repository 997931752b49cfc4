// Cart calls (spec 001 §7 "Cart"). Every answer carries the whole cart; business
// refusals are HTTP 200 with response.status 1 and an Italian message.
import {
  cartAddBodySchema,
  cartAddItemSchema,
  cartCloseSchema,
  cartDeleteBodySchema,
  cartDeleteItemSchema,
  cartInfoUpdateSchema,
  cartItemInfosUpdateSchema,
  cartSchema,
  cartUpdateBodySchema,
  cartUpdateItemSchema,
  cartViewQuerySchema,
  envelopeSchema,
  purchaseRestrictionSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { issueMessage, readInput } from '../../platform/http';
import { cartActor, optionalOwner } from './cart-owner';
import type { CartServices } from './cart.services';
import { cartAnswerSerializer } from './cart-answer';

const cartEnvelope = envelopeSchema(cartSchema);
const tags = ['cart'];

function showSectors(query: unknown): boolean {
  const v = (query as Record<string, unknown> | undefined)?.show_sectors;
  return v === 'true' || v === '1';
}

/** JSON `{ items: [...] }` or the form-encoded fields of one item. */
function itemsOf(body: Record<string, unknown>, single: Record<string, unknown>): unknown[] {
  if (Array.isArray(body.items)) return body.items;
  if (typeof body.items === 'string') {
    try {
      const parsed: unknown = JSON.parse(body.items);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [];
    }
  }
  return [single];
}

export const cartRoutes: FastifyPluginAsyncZod<{ cart: Pick<CartServices, 'view' | 'lines'> }> = async (
  app,
  { cart },
) => {
  const merged = (request: { query: unknown; body: unknown }): Record<string, unknown> => ({
    ...((request.query as Record<string, unknown>) ?? {}),
    ...(request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}),
  });
  const parseItems = <T extends z.ZodType>(schema: T, list: unknown[]): z.output<T>[] => {
    const parsed = z.array(schema).min(1, { message: 'indica almeno un prodotto' }).safeParse(list);
    if (!parsed.success)
      throw AppError.validation('error.validation', issueMessage(parsed.error.issues[0], 'items.'));
    return parsed.data;
  };

  app.get(
    '/cart/view',
    {
      schema: {
        tags,
        summary: 'The cart, priced for its warehouse and slot date (show_sectors=true adds `sectors`)',
        description:
          "A slot past its cutoff, or whose hold expired, is released and dropped from the cart with a warning. With ANONYMOUS_CART an anonymous visitor gets the session's cart, or a blank one (cartId 0, nothing written) before the first add.",
        querystring: cartViewQuerySchema,
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      // An anonymous visitor without a session only looks: a blank cart, nothing written.
      if (request.server.config.ANONYMOUS_CART && !(await optionalOwner(request)))
        return envelope(await cart.view.blankView());
      const { owner } = await cartActor(request);
      const { cart: data, messages } = await cart.view.view(owner, { sectors: showSectors(request.query) });
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/add',
    {
      schema: {
        tags,
        summary:
          'Adds products: JSON `{ items: [{ productId, quantity, params, infos }] }` or one item form-encoded',
        description: [
          'Needs login (unless ANONYMOUS_CART), then an address (error.cart.need_address) and a slot',
          '(error.cart.need_timeslot); an anonymous visitor (ANONYMOUS_CART) adds without them, the lines move',
          'into the account cart at auth/login. quantity: pieces (multiples of QTY_MULT, minAcq..effective max) or kg',
          'with 3 decimals for loose goods. Refusals: error.icsmallcart.error.product.not.available,',
          'error.cart.locker_level, error.cart.day_lock, error.cart.qty_mult, error.cart.min_acq, error.cart.max_acq.',
          'A product with selectOptions needs `params` { parameterName: key } with a value for every option',
          '(error.cart.option_required, error.cart.option_unknown, error.cart.option_invalid); the same product',
          'with other options is another line, and the line answers them in selectedOptions and cartItemInfo.',
          'With several items, the ones refused come back as warnings.',
        ].join(' '),
        body: cartAddBodySchema.nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = merged(request);
      const single = {
        productId: input.productId ?? input.product_id,
        quantity: input.quantity,
        ...(input.accept_alternatives !== undefined
          ? { infos: { accept_alternatives: input.accept_alternatives } }
          : {}),
        ...(input.params !== undefined ? { params: input.params } : {}),
        ...(input.promoId !== undefined ? { promoId: input.promoId } : {}),
        ...(input.promoDisabled !== undefined ? { promoDisabled: input.promoDisabled } : {}),
      };
      const items = parseItems(cartAddItemSchema, itemsOf(input, single));
      const { cart: data, messages } = await cart.lines.add(owner, items);
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/update',
    {
      schema: {
        tags,
        summary:
          'Sets line quantities: `{ items: [{ itemId, quantity, params }] }`; quantity 0 removes the line; params changes its options',
        body: cartUpdateBodySchema.nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = merged(request);
      const items = parseItems(
        cartUpdateItemSchema,
        itemsOf(input, {
          itemId: input.itemId ?? input.item_id,
          quantity: input.quantity,
          ...(input.params !== undefined ? { params: input.params } : {}),
        }),
      );
      const { cart: data, messages } = await cart.lines.update(owner, items);
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/delete',
    {
      schema: {
        tags,
        summary: 'Removes lines: `{ items: [{ itemId }] }` (or productId: every line of that product)',
        body: cartDeleteBodySchema.nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = merged(request);
      const items = parseItems(
        cartDeleteItemSchema,
        itemsOf(input, { itemId: input.itemId ?? input.item_id, productId: input.productId }),
      ).filter((t) => t.itemId !== undefined || t.productId !== undefined);
      if (!items.length) throw AppError.validation('error.validation', 'Indica il prodotto da togliere.');
      const { cart: data, messages } = await cart.lines.remove(owner, items);
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/empty',
    {
      schema: {
        tags,
        summary: 'Empties the cart; refused (error.cart.empty) when it has no lines',
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const { cart: data, messages } = await cart.lines.empty(owner);
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/close',
    {
      schema: {
        tags,
        summary: 'Closes the cart (lines and slot hold go); a fresh cart keeps the delivery setup',
        body: cartCloseSchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = readInput(cartCloseSchema, request);
      const { cart: data, messages } = await cart.lines.close(owner, input.cart_id);
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/update-cart-info',
    {
      schema: {
        tags,
        summary: 'Sets one cart info (cartInfos[property] = value, e.g. need_invoice; accept_alternatives)',
        body: cartInfoUpdateSchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = readInput(cartInfoUpdateSchema, request);
      const { cart: data, messages } = await cart.lines.updateCartInfo(owner, input.property, input.value);
      return envelope(data, messages);
    },
  );

  app.post(
    '/cart/update-infos',
    {
      schema: {
        tags,
        summary:
          'Sets line infos: `{ items: [{ itemId, infos: { size, customWeight, use_wpid, accept_alternatives } }] }`',
        body: cartItemInfosUpdateSchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { owner } = await cartActor(request);
      const input = readInput(cartItemInfosUpdateSchema, request);
      const { cart: data, messages } = await cart.lines.updateItemInfos(
        owner,
        input.items.map((i) => ({ itemId: i.itemId, infos: i.infos as Record<string, unknown> })),
      );
      return envelope(data, messages);
    },
  );

  app.get(
    '/cart/purchase-restriction',
    {
      schema: {
        tags,
        summary: "Purchase limits of the cart's products (the effective maximum and its message)",
        response: { 200: envelopeSchema(purchaseRestrictionSchema) },
      },
    },
    async (request) => {
      const { owner } = await cartActor(request);
      return envelope({ restrictions: await cart.lines.purchaseRestrictions(owner) });
    },
  );
};
