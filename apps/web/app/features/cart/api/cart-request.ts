// Shared plumbing of the cart calls: every answer carries the whole cart (spec 001 §4 "Cart
// changes"); the messages are shown here so that the caller can tell whether any came back.
import type { Cart } from '@sporta/contracts';
import { translateCode } from '../../../i18n/i18n';
import { apiRequest, type RequestOptions } from '../../../lib/api/client';
import type { ApiResponseStatus } from '../../../lib/api/envelope';
import { notify } from '../../../lib/notify/notify';

export interface CartAnswer {
  cart: Cart | null;
  response: ApiResponseStatus;
  /** True when the server sent any error, info or warning (no confirmation toast then). */
  hadMessages: boolean;
}

/** Codes the setup flow handles by opening a dialog instead of a toast. */
const SETUP_CODES = new Set(['error.cart.need_address', 'error.cart.need_timeslot', 'error.auth.required']);

export function showCartMessages(response: ApiResponseStatus): void {
  for (const e of response.errors)
    if (!SETUP_CODES.has(e.code)) notify('error', translateCode(e.code) ?? e.error, e.code);
  for (const w of response.warnings) notify('warning', translateCode(w.code) ?? w.warning, w.code);
  for (const i of response.infos) notify('success', translateCode(i.code) ?? i.info, i.code);
}

export async function cartRequest(path: string, options: RequestOptions = {}): Promise<CartAnswer> {
  const envelope = await apiRequest<Cart | null>(path, { ...options, quiet: true });
  const r = envelope.response;
  showCartMessages(r);
  const hadMessages =
    r.errors.length +
      r.infos.length +
      r.warnings.length +
      r.errorsMessage.length +
      r.infosMessage.length +
      r.warningsMessage.length >
    0;
  return { cart: r.status === 0 ? envelope.data : null, response: r, hadMessages };
}
