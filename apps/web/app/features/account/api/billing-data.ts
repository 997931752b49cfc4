// The account's invoice data (spec 001 §3 "Billing data"): the newest of its fiscal persons
// (user_person_fiscal), read and saved through checkout/billing-data by the checkout and by
// /profile/invoice-data.
import type { billingDataSchema } from '@sporta/contracts';
import type { z } from 'zod';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export type BillingData = z.infer<typeof billingDataSchema>;

export async function getBillingData(options: RequestOptions = {}): Promise<BillingData | null> {
  return unwrap(
    await apiRequest<{ billingData: BillingData | null }>('checkout/billing-data', {
      ...options,
      quiet: true,
    }),
  ).billingData;
}

export async function saveBillingData(data: BillingData): Promise<BillingData | null> {
  return unwrap(
    await apiRequest<{ billingData: BillingData | null }>('checkout/billing-data', {
      method: 'POST',
      body: data,
      quiet: true,
    }),
  ).billingData;
}
