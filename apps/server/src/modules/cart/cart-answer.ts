// The cart's answer as bytes (ADR 0075): every line carries its whole product, so the products
// (frozen, from the catalogue cache) are written from cached JSON fragments and only the rest of
// the cart is stringified per call. Same bytes as JSON.stringify; any other answer (an error
// envelope, a refusal without a cart) is stringified as usual.
import type { Cart, CartItem } from '@sporta/contracts';
import { FragmentSplicer } from '../../platform/json-fragments';

type Answer = { data?: unknown } | null | undefined;

function isCart(data: unknown): data is Cart {
  return typeof data === 'object' && data !== null && Array.isArray((data as Cart).cartItems);
}

export function cartAnswerJson(answer: unknown): Buffer | string {
  const data = (answer as Answer)?.data;
  if (!isCart(data)) return JSON.stringify(answer);
  const splicer = new FragmentSplicer();
  const copies = new Map<CartItem, unknown>();
  const copy = (line: CartItem): unknown => {
    let c = copies.get(line);
    if (!c) {
      c =
        line.product && typeof line.product === 'object'
          ? { ...line, product: splicer.put(line.product) }
          : line;
      copies.set(line, c);
    }
    return c;
  };
  return splicer.json({
    ...(answer as object),
    data: {
      ...data,
      cartItems: data.cartItems.map(copy),
      ...(data.sectors
        ? { sectors: data.sectors.map((s) => ({ ...s, cartItems: s.cartItems.map(copy) })) }
        : {}),
    },
  });
}

/**
 * Fastify's serializerCompiler for the routes that answer the cart envelope. Its type asks for a
 * string; Fastify writes a Buffer as it is (onSend hooks see a Buffer: the audit log reads both).
 */
export const cartAnswerSerializer = () => cartAnswerJson as (data: unknown) => string;
