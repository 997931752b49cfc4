import { createHmac } from 'node:crypto';

/** The key the fulfilment tool sends to a running server (derived from PAYMENT_HMAC_KEY). */
export function fulfilmentKey(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('fulfilment-tool').digest('hex');
}
