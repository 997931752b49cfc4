// Demo shop-at-work agreements (issue 25, seed 001 "Workplace shopping"): a company whose staff
// subscribe with its code and get their groceries at the office on the agreed weekdays, and one
// whose agreement has ended. Dated from the seed's day; idempotent by code.
import { dayAfter } from '@sporta/domain';
import type { DatabaseHandle } from '../../src/platform/db';

export const DEMO_COMPANIES = [
  {
    name: 'Sporta Uffici Milano',
    subscriptionCode: 'SPORTA-UFFICI',
    storeId: 1,
    address1: 'Via Tortona',
    addressNumber: '27',
    city: 'Milano',
    province: 'MI',
    postalcode: '20144',
    latitude: 45.4512,
    longitude: 9.1656,
    weekdays: [2, 4],
    validForDays: 365,
  },
  {
    name: 'Tessitura Brianza',
    subscriptionCode: 'TESSITURA24',
    storeId: 1,
    address1: 'Via Lecco',
    addressNumber: '12',
    city: 'Monza',
    province: 'MB',
    postalcode: '20900',
    latitude: 45.5886,
    longitude: 9.2803,
    weekdays: [3],
    validForDays: -30,
  },
] as const;

export async function seedWorkplaceCompanies(handle: DatabaseHandle, today: string): Promise<number> {
  for (const c of DEMO_COMPANIES) {
    const row = {
      name: c.name,
      subscription_code: c.subscriptionCode,
      store_id: c.storeId,
      address1: c.address1,
      address_number: c.addressNumber,
      city: c.city,
      province: c.province,
      postalcode: c.postalcode,
      latitude: c.latitude,
      longitude: c.longitude,
      delivery_weekdays: [...c.weekdays],
      valid_until: dayAfter(today, c.validForDays),
    };
    const { subscription_code: _code, ...update } = row;
    await handle.db
      .insertInto('workplace_company')
      .values(row)
      .onConflict((oc) => oc.column('subscription_code').doUpdateSet(update))
      .execute();
  }
  return DEMO_COMPANIES.length;
}
