import { describe, expect, it } from 'vitest';
import { changeDateSchema, checkoutBuySchema, orderListQuerySchema } from './orders';

describe('order and checkout schemas', () => {
  it.each(['2026-02-30', '2026-13-01', '26-01-01', 'ieri', '1999-12-31'])('refuses the date %s', (d) => {
    expect(changeDateSchema.safeParse({ order_id: 1, new_order_date: d }).success).toBe(false);
  });
  it('accepts a real date and numeric strings from forms', () => {
    const r = changeDateSchema.parse({ order_id: '12', new_order_date: '2028-02-29' });
    expect(r).toMatchObject({ order_id: 12, new_order_date: '2028-02-29' });
  });
  it('reads payment_data as JSON text or object and refuses anything else', () => {
    expect(
      checkoutBuySchema.parse({ payment_type_id: '18', payment_data: '{"vouchers":3}' }).payment_data,
    ).toEqual({
      vouchers: 3,
    });
    expect(checkoutBuySchema.parse({ payment_type_id: 2, payment_data: { a: 1 } }).payment_data).toEqual({
      a: 1,
    });
    expect(checkoutBuySchema.safeParse({ payment_type_id: 2, payment_data: '[1]' }).success).toBe(false);
    expect(checkoutBuySchema.safeParse({ payment_type_id: 2, payment_data: '{' }).success).toBe(false);
  });
  it('pages the order list by at most 100 and reads amounts with a comma', () => {
    expect(orderListQuerySchema.parse({ page_size: '12', from_gross_total: '10,50' })).toMatchObject({
      page_size: 12,
      from_gross_total: 10.5,
    });
    expect(orderListQuerySchema.safeParse({ page_size: '500' }).success).toBe(false);
  });
});
