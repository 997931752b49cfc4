// Gift codes, vouchers and personal coupons (spec 001 §7 "Gift certificates and coupons").
// The cart calls answer the whole cart; their failures are shown by the caller next to the
// code field (spec 001 §4: gift-code failures raise no toast).
import type { Cart, couponChoiceSchema, GiftCertificate } from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap } from '../../../lib/api/client';
import type { ApiResponseStatus } from '../../../lib/api/envelope';

export interface GiftAnswer {
  cart: Cart | null;
  error: string | null;
  response: ApiResponseStatus;
}

async function giftCall(path: string, body: unknown): Promise<GiftAnswer> {
  const envelope = await apiRequest<Cart | null>(path, { method: 'POST', body, quiet: true });
  const r = envelope.response;
  return {
    cart: r.status === 0 ? envelope.data : null,
    error: r.status === 0 ? null : (r.errors[0]?.error ?? r.errorsMessage[0] ?? null),
    response: r,
  };
}

export function addGiftCode(code: string) {
  return giftCall('cart-giftcertificate/add_code', { code });
}

export function removeGiftCode(code: string) {
  return giftCall('cart-giftcertificate/remove_code', { code });
}

export type CouponChoice = z.infer<typeof couponChoiceSchema>['coupons'][number];

export async function listCoupons(): Promise<CouponChoice[]> {
  return unwrap(
    await apiRequest<{ coupons: CouponChoice[] }>('personal-coupon/check_coupon', { quiet: true }),
  ).coupons;
}

export function assignCoupons(assignments: { userGiftCertificateId: number; cartItemId: number | null }[]) {
  return giftCall('personal-coupon/add_coupon', { userGiftCertificates: assignments });
}

export async function listGifts(history: boolean): Promise<GiftCertificate[]> {
  return unwrap(
    await apiRequest<{ giftCertificates: GiftCertificate[] }>('giftcertificate/list', {
      query: { show_history: history },
      quiet: true,
    }),
  ).giftCertificates;
}
