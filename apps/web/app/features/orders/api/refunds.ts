// Refund requests (spec 001 §3 Refund, §4 refund statuses and methods). The call paths are ours
// (the spec does not show them): order-refund/request (multipart with the photo), list, view.
import type { Refund } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../../lib/api/client';

export async function listRefunds(signal?: AbortSignal): Promise<Refund[]> {
  return unwrap(await apiRequest<{ refunds: Refund[] }>('order-refund/list', { quiet: true, signal }))
    .refunds;
}

export async function getRefund(refundId: number, signal?: AbortSignal): Promise<Refund> {
  return unwrap(
    await apiRequest<Refund>('order-refund/view', { query: { refund_id: refundId }, quiet: true, signal }),
  );
}

export interface RefundRequest {
  orderId: number;
  methodId: 6 | 7;
  reason: string;
  items: { orderItemId: number; quantity: number }[];
  photo: File | null;
}

/** Sends the request; the server's messages (the info with the request number, or the refusal) are shown. */
export async function requestRefund(r: RefundRequest): Promise<Refund> {
  const form = new FormData();
  form.append('order_id', String(r.orderId));
  form.append('method_id', String(r.methodId));
  form.append('reason', r.reason);
  form.append('items', JSON.stringify(r.items));
  if (r.photo) form.append('photo', r.photo, r.photo.name);
  return unwrap(await apiRequest<Refund>('order-refund/request', { method: 'POST', body: form }));
}
