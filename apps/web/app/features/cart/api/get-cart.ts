import type { Cart } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { authTest } from '../../../lib/api/auth-test';
import { apiRequest } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/envelope';
import { notify } from '../../../lib/notify/notify';

/**
 * cart/view with sectors; null when the visitor may not have a cart (or the call failed).
 * Without the anonymous cart, auth/test is asked first: cart/view answers 401 to an anonymous
 * visitor, which the browser would log as a console error on every page. With it, cart/view
 * answers everyone (a blank cart before the first add, nothing written on the server).
 */
export async function getCart(options: { anonymousCart?: boolean } = {}): Promise<Cart | null> {
  let loggedIn = false;
  try {
    if (!options.anonymousCart) {
      if (!(await authTest())) return null;
      loggedIn = true;
    }
    const envelope = await apiRequest<Cart>('cart/view', { query: { show_sectors: true }, quiet: true });
    return envelope.response.status === 0 ? envelope.data : null;
  } catch (error) {
    // spec 001 §8: errorLoadingCart, only when logged in (an expired session says so itself)
    if (loggedIn && !(error instanceof ApiError && error.httpStatus === 419))
      notify('error', t('errors.errorLoadingCart'));
    return null;
  }
}
