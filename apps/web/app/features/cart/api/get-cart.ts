import type { Cart } from '@sporta/contracts';
import { apiRequest } from '../../../lib/api/client';

/** cart/view with sectors; null when the visitor is not logged in (or the call failed). */
export async function getCart(): Promise<Cart | null> {
  try {
    const envelope = await apiRequest<Cart>('cart/view', { query: { show_sectors: true }, quiet: true });
    return envelope.response.status === 0 ? envelope.data : null;
  } catch {
    return null;
  }
}
