// Order history calls of spec 001 §7: order/list-for-all-user-shipping-addresses,
// order/list-for-all-person-orders and customer-lifetime/user_info. Logged-in customers
// only; each reads only the session account's orders.
import {
  allOrdersQuerySchema,
  allOrdersSchema,
  customerLifetimeQuerySchema,
  customerLifetimeSchema,
  envelopeSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { customer } from './customer';
import type { OrderHistoryService } from './order-history.service';

const tags = ['orders'];

const FILTERS = [
  'Filters (all optional; an empty value is no filter): order_id_filter, order_from_date_filter and',
  'order_to_date_filter (YYYY-MM-DD, order date in Europe/Rome), suborder_id_filter, suborder_warehouseid_filter,',
  'suborder_delivery_from_date_filter and suborder_delivery_to_date_filter (the delivery of a suborder: the part of',
  'an order one warehouse prepares — one per order in Sporta, with the order id), shipping_address_id_filter,',
  'from_gross_total and to_gross_total (euro). show_pending=true adds orders awaiting payment, show_replaced=true',
  'orders replaced by an edit. page (1), page_size (12, at most 100). fetch_detail and',
  'fetch_only_suborders_matching_filter are accepted: lines are always included, and the one suborder of an order',
  'always matches the filter that selected it. Each order carries `suborders`. Newest first.',
].join(' ');

export const orderHistoryRoutes: FastifyPluginAsyncZod<{ history: OrderHistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    '/order/list-for-all-user-shipping-addresses',
    {
      schema: {
        tags,
        summary:
          "The customer's orders across every shipping address, with the addresses they went to (`shippingAddresses`)",
        description: `${FILTERS} \`shippingAddresses\`: every address of the customer's orders (home, pick-up point, locker, pier) with its order count and last delivery date, most recent first; filter by one with shipping_address_id_filter.`,
        querystring: allOrdersQuerySchema,
        response: { 200: envelopeSchema(allOrdersSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await history.list(c.userId, request.query, { shippingAddresses: true }));
    },
  );

  app.get(
    '/order/list-for-all-person-orders',
    {
      schema: {
        tags,
        summary: 'Every order of the person behind the account, in every cooperative, with its suborders',
        description: `${FILTERS} Sporta has one account per person: these are the account's orders of all three cooperatives.`,
        querystring: allOrdersQuerySchema,
        response: { 200: envelopeSchema(allOrdersSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      return envelope(await history.list(c.userId, request.query, { shippingAddresses: false }));
    },
  );

  app.post(
    '/customer-lifetime/user_info',
    {
      schema: {
        tags,
        summary:
          "The customer's history with the shop: customer since, orders, deliveries, spending, favourite service",
        description:
          'Query userId (or user_id): the logged customer (or the one a back-office user acts as); another id answers 403. Without it: the logged customer. Figures count the orders that went ahead (not awaiting payment, cancelled, unpaid or failed, not replaced by an edit).',
        querystring: customerLifetimeQuerySchema,
        response: { 200: envelopeSchema(customerLifetimeSchema) },
      },
    },
    async (request) => {
      const c = await customer(request);
      const q = request.query;
      return envelope(await history.lifetime(c.userId, q.userId ?? q.user_id));
    },
  );
};
