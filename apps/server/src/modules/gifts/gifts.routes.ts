// Gift certificates and coupons (spec 001 §7 "Gift certificates and coupons"; seed
// 002 §7). All need a logged-in customer; the cart calls answer the repriced cart.
import {
  addCouponBodySchema,
  cartSchema,
  cartThresholdSchema,
  couponChoiceSchema,
  envelopeSchema,
  giftCertificateSchema,
  giftCodeQuerySchema,
  giftListQuerySchema,
  giftListSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { requireUser } from '../../platform/session';
import { readInput } from '../../platform/http';
import { cartAnswerSerializer, type CartServices } from '../cart';
import { giftMessages, type GiftService } from './gifts.service';

const tags = ['gifts'];
const cartEnvelope = envelopeSchema(cartSchema);
const couponQuerySchema = z.object({
  user_gift_certificate_id: z.coerce
    .number()
    .int()
    .positive({ message: 'indica il buono' })
    // ids are PostgreSQL integers: a larger number is no id (and never reaches the database)
    .max(2_147_483_647, { message: 'buono inesistente' }),
});

export const giftRoutes: FastifyPluginAsyncZod<{
  cart: Pick<CartServices, 'view' | 'lines'>;
  gifts: GiftService;
}> = async (app, { cart, gifts }) => {
  app.get(
    '/cart-giftcertificate/check',
    {
      schema: {
        tags,
        summary: 'Checks a gift code or voucher code against the cart, without applying it',
        description:
          'Refusals (status 1): error.gift.unknown, not_yet_valid, expired, used, already_in_cart, min_spend.',
        querystring: giftCodeQuerySchema,
        response: { 200: envelopeSchema(giftCertificateSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { cart: current, spendCents } = await cart.view.priced({ userId });
      return envelope(await gifts.check(userId, current.cartId, request.query.code, spendCents));
    },
  );

  app.post(
    '/cart-giftcertificate/add_code',
    {
      schema: {
        tags,
        summary: 'Applies a gift code or a voucher to the cart (`code` in query, form or JSON)',
        body: giftCodeQuerySchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { code } = readInput(giftCodeQuerySchema, request);
      const { cart: data, messages } = await cart.lines.changeGifts(
        { userId },
        (trx, current, _lines, spend) => gifts.addCode(trx, userId, current.cartId, code, spend),
      );
      return envelope(data, {
        ...messages,
        infos: [...(messages.infos ?? []), { code: 'info.gift.added', message: giftMessages.added }],
      });
    },
  );

  app.post(
    '/cart-giftcertificate/remove_code',
    {
      schema: {
        tags,
        summary: 'Takes a gift code or voucher off the cart (`code`)',
        body: giftCodeQuerySchema.partial().nullish(),
        response: { 200: cartEnvelope },
      },
      serializerCompiler: cartAnswerSerializer,
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { code } = readInput(giftCodeQuerySchema, request);
      const { cart: data, messages } = await cart.lines.changeGifts({ userId }, (trx, current) =>
        gifts.removeCode(trx, current.cartId, code),
      );
      return envelope(data, {
        ...messages,
        infos: [...(messages.infos ?? []), { code: 'info.gift.removed', message: giftMessages.removed }],
      });
    },
  );

  app.get(
    '/cart-giftcertificate/cart-threshold',
    {
      schema: {
        tags,
        summary: 'What is still to spend to reach the minimum of each applied code and owned voucher',
        response: { 200: envelopeSchema(cartThresholdSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { cart: current, spendCents } = await cart.view.priced({ userId });
      return envelope({ thresholds: await gifts.thresholds(userId, current.cartId, spendCents) });
    },
  );

  for (const [path, manualOnly] of [
    ['/giftcertificate/list', false],
    ['/giftcertificate/list-manual-assigned', true],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: manualOnly
            ? 'Vouchers and coupons the cooperative assigned to the customer (show_history adds used ones)'
            : 'Every gift certificate of the customer (show_history adds used ones)',
          querystring: giftListQuerySchema,
          response: { 200: envelopeSchema(giftListSchema) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(request);
        const list = await gifts.list(userId, { history: request.query.show_history, manualOnly });
        return envelope({ giftCertificates: list });
      },
    );
  }

  app.get(
    '/personal-coupon/check_coupon',
    {
      schema: {
        tags,
        summary: "The customer's personal coupons with the cart lines each may take",
        description:
          'A line takes at most as many coupons as its quantity (at least 1); a coupon already on it stays eligible.',
        response: { 200: envelopeSchema(couponChoiceSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { cart: current, lines } = await cart.view.priced({ userId });
      return envelope({ coupons: await gifts.coupons(userId, current.cartId, lines) });
    },
  );

  app.get(
    '/personal-coupon/get_coupon',
    {
      schema: {
        tags,
        summary: 'One personal coupon of the customer',
        querystring: couponQuerySchema,
        response: { 200: envelopeSchema(giftCertificateSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await gifts.coupon(userId, request.query.user_gift_certificate_id));
    },
  );

  app.post(
    '/personal-coupon/add_coupon',
    {
      schema: {
        tags,
        summary:
          'Puts coupons on cart lines: `{ userGiftCertificates: [{ userGiftCertificateId, cartItemId }] }` (no cartItemId takes it off)',
        body: addCouponBodySchema,
        response: {
          200: envelopeSchema(
            cartSchema.extend({ gift_certificates: z.array(giftCertificateSchema) }).describe('the cart'),
          ),
        },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const { cart: data, messages } = await cart.lines.changeGifts({ userId }, (trx, current, lines) =>
        gifts.assignCoupons(trx, userId, current.cartId, request.body.userGiftCertificates, lines),
      );
      const giftCertificates = data.orderAdjustmentSummary.orderAdjustments.map((a) => a.giftCertificate);
      return envelope(
        { ...data, gift_certificates: giftCertificates },
        {
          ...messages,
          infos: [
            ...(messages.infos ?? []),
            { code: 'info.gift.coupons', message: giftMessages.couponsSaved },
          ],
        },
      );
    },
  );
};
