// The store's side of an order in the journeys: the fulfilment tool's HTTP door, authenticated
// by the key derived from the payment HMAC key (as `npm run orders -- advance` does).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** One step forward along the order's transition table, with picked weights (order item id → grams). */
export async function advance(
  request: APIRequestContext,
  orderId: number,
  weights: Record<number, number> = {},
) {
  // The key the server generated at its first start (DATA_DIR/secrets.json), unless given.
  const hmacKey =
    process.env.PAYMENT_HMAC_KEY ??
    (
      JSON.parse(readFileSync(path.join(process.env.DATA_DIR!, 'secrets.json'), 'utf8')) as {
        PAYMENT_HMAC_KEY: string;
      }
    ).PAYMENT_HMAC_KEY;
  const key = createHmac('sha256', hmacKey).update('fulfilment-tool').digest('hex');
  const res = await request.post('/ebsn/api/fulfilment/advance', {
    headers: { 'x-fulfilment-key': key },
    data: { order_id: orderId, weights },
  });
  const body = (await res.json()) as { response: { status: number; errorsMessage: string[] } };
  expect(body.response.errorsMessage).toEqual([]);
}
