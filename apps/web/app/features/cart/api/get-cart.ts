import type { Cart } from '@sporta/contracts';
import { apiRequest } from '../../../lib/api/client';

/**
 * cart/view with sectors; null when the visitor is not logged in (or the call failed).
 * auth/test is asked first: cart/view answers 401 to an anonymous visitor, which the browser
 * would log as a console error on every page.
 */
export async function getCart(): Promise<Cart | null> {
  try {
    const auth = await apiRequest<{ user?: { userId?: number } }>('auth/test', { quiet: true });
    if ((auth.data?.user?.userId ?? -1) <= -1) return null;
    const envelope = await apiRequest<Cart>('cart/view', { query: { show_sectors: true }, quiet: true });
    return envelope.response.status === 0 ? envelope.data : null;
  } catch {
    return null;
  }
}
