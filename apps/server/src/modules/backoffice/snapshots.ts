// The audit log's view of a customer's state: what the customer's own calls answer (cart/view,
// order/view, registration/user_detail), read in-process with the acting session's token and
// reduced to what an auditor compares (lines and quantities, service, address, slot, totals).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_HEADER } from '../../platform/session';
import { SNAPSHOT_HEADER, SNAPSHOT_KEY, type AuditSnapshots } from './audit.plugin';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function tokenOf(request: FastifyRequest): string | null {
  // After a write that rotated the tokens the new one is the one to read with.
  const issued = request._issuedTokens?.account;
  if (issued) return issued;
  const header = request.headers[ACCOUNT_HEADER.toLowerCase()];
  if (typeof header === 'string') return header;
  return request.cookies?.[ACCOUNT_HEADER] ?? null;
}

function slot(t: Json | null | undefined) {
  return t ? { date: t.date, from: t.beginTime, to: t.endTime } : null;
}

function address(a: Json | null | undefined) {
  if (!a) return null;
  return {
    name: a.addressName ?? null,
    street: [a.address1, a.addressNumber].filter(Boolean).join(' ') || null,
    city: a.city ?? null,
  };
}

export function cartSnapshot(cart: Json) {
  return {
    cartId: cart.cartId,
    service: cart.selectedService?.name ?? null,
    address: address(cart.shippingAddress),
    slot: slot(cart.timeslot),
    lines: (cart.cartItems ?? []).map((i: Json) => ({
      product: i.product?.name ?? i.product?.productId,
      quantity: i.quantity,
    })),
    total: cart.grossTotal,
  };
}

export function orderSnapshot(order: Json) {
  return {
    orderId: order.orderId,
    status: order.orderStatusDescr,
    slot: slot(order.timeslot),
    address: address(order.shippingAddress),
    lines: (order.orderItems ?? []).length,
    total: order.grossTotal,
  };
}

export function profileSnapshot(data: Json) {
  const u = data.user ?? data;
  return {
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    email: u.email ?? null,
    phone: u.contact?.mobilePhone ?? u.phone ?? null,
    billingAddress: u.billingAddress ?? null,
  };
}

export function injectSnapshots(app: FastifyInstance): AuditSnapshots {
  const read = async (request: FastifyRequest, url: string): Promise<Json | null> => {
    const token = tokenOf(request);
    if (!token) return null;
    const res = await app.inject({
      method: 'GET',
      url: `/ebsn/api/${url}`,
      headers: { [ACCOUNT_HEADER]: token, [SNAPSHOT_HEADER]: SNAPSHOT_KEY },
    });
    if (res.statusCode !== 200) return null;
    const body = res.json() as { response?: { status?: number }; data?: Json };
    return body.response?.status === 0 ? (body.data ?? null) : null;
  };
  return {
    cart: async (request) => {
      const cart = await read(request, 'cart/view');
      return cart ? cartSnapshot(cart) : null;
    },
    order: async (request, orderId) => {
      const data = await read(request, `order/view?order_id=${orderId}`);
      const order = data?.order ?? data;
      return order ? orderSnapshot(order) : null;
    },
    profile: async (request) => {
      const data = await read(request, 'registration/user_detail');
      return data ? profileSnapshot(data) : null;
    },
  };
}
