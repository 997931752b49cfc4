// HTTP tests of the delivery setup: cooperatives, services, addresses, time
// slots with capacity, holds, expiry and cutoff.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { call, login, plainProducts, setupCart, type Json } from '../../../test/cart-kit';
import { DeliveryService } from './delivery.service';

let t: TestContext;
let products: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  products = await plainProducts(t, 2, [1, 8]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const slotRow = async (id: number) =>
  (
    await sql<{
      booked: number;
      capacity: number;
    }>`select booked, capacity from timeslot where timeslot_id = ${id}`.execute(t.database.db)
  ).rows[0]!;

describe('documentation', () => {
  it('documents every delivery and cart call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ebsn/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      'store/list',
      'store/view',
      'store/select',
      'store-proximity/list',
      'store-proximity/localize',
      'store-proximity/select',
      'warehouse/find-by-coordinates',
      'user-address/delivery-service-list',
      'user-address/list',
      'user-address/list-store',
      'user-address/view',
      'user-address/preview',
      'user-address/delete',
      'user-address/select',
      'user-address/check',
      'user-address/update',
      'eurospin-address-form/save-new-address',
      'timeslot/list',
      'timeslot/select',
      'delivery-fee/view',
      'cart/view',
      'cart/add',
      'cart/update',
      'cart/delete',
      'cart/empty',
      'cart/close',
      'cart/update-cart-info',
      'cart/update-infos',
      'cart/add-all-from-wishlist',
      'cart/add-all-from-order',
      'cart/purchase-restriction',
    ])
      expect(paths, p).toContain(`/ebsn/api/${p}`);
  });
});

describe('cooperatives and services', () => {
  it('lists the three cooperatives with their services, no login needed', async () => {
    const res = await call(t, null, 'GET', 'store/list');
    expect(res.status).toBe(0);
    expect(res.data.stores.map((s: Json) => s.storeId)).toEqual([1, 2, 3]);
    const ids = res.data.stores[0].deliveryServices.map((s: Json) => s.deliveryServiceId);
    expect(ids).toEqual([1, 2, 3, 4, 13, 14]);
    const fast = res.data.stores[0].deliveryServices.find((s: Json) => s.deliveryServiceId === 13);
    expect(fast).toMatchObject({ fast: true, surcharge: 3 });
    const view = await call(t, null, 'GET', 'store/view?store_id=2');
    expect(view.data.storeId).toBe(2);
  });

  it('selects a cooperative and marks it; another one clears the address', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const same = await call(t, token, 'POST', 'store/select', { store_id: 1 });
    expect(same.data.shippingAddress.addressId).toBe(1);
    const other = await call(t, token, 'POST', 'store/select', 'store_id=2');
    expect(other.status).toBe(0);
    expect(other.data.store).toEqual({ storeId: 2 });
    expect(other.data.shippingAddress).toBeNull();
    expect(other.data.timeslot).toBeNull();
    const list = await call(t, token, 'GET', 'store/list');
    expect(list.data.stores.find((s: Json) => s.selected).storeId).toBe(2);
  });

  it('finds pick-up points by service and by position', async () => {
    const drive = await call(t, null, 'GET', 'user-address/delivery-service-list?address_type=drive');
    expect(drive.data.addresses.length).toBeGreaterThan(3);
    expect(drive.data.addresses.every((a: Json) => a.addressType === 'drive')).toBe(true);
    const lockers = await call(t, null, 'GET', 'store-proximity/list?services=3');
    expect(lockers.data.addresses.map((a: Json) => a.addressId)).toEqual(
      expect.arrayContaining([9, 10, 11, 12]),
    );
    const near = await call(
      t,
      null,
      'GET',
      'store-proximity/localize?latitude=45.456&longitude=9.163&services=1',
    );
    expect(near.data.addresses[0].addressId).toBe(1);
    expect(near.data.addresses[0].distance).toBeLessThan(100);
    const found = await call(
      t,
      null,
      'GET',
      'warehouse/find-by-coordinates?latitude=45.4855&longitude=9.204&distance=2000',
    );
    expect(found.data.warehouses[0].warehouseId).toBe(9);
  });
});

describe('addresses', () => {
  it('checks whether an address is served (status 0) or not', async () => {
    const served = await call(t, null, 'POST', 'user-address/check', { postalcode: '20144', city: 'Milano' });
    expect(served.status).toBe(0);
    expect(served.data.deliveryServices.map((s: Json) => s.deliveryServiceId)).toEqual(
      expect.arrayContaining([2, 14]),
    );
    const far = await call(t, null, 'POST', 'user-address/check', 'postalcode=00184&city=Roma');
    expect(far.status).not.toBe(0);
    expect(far.errors[0]!.code).toBe('error.address.not_covered');
    expect(far.data.deliveryServiceAvailable).toBe(false);
  });

  it('creates and validates home addresses', async () => {
    const { token } = await login(t);
    const base = {
      address1: 'Via Andrea Solari',
      addressNumber: '12',
      city: 'Milano',
      province: 'MI',
      postalcode: '20144',
    };
    const created = await call(t, token, 'POST', 'user-address/update', base);
    expect(created.status).toBe(0);
    expect(created.data).toMatchObject({
      addressType: 'home',
      zoneId: 1,
      deliveryServiceId: 2,
      province: 'MI',
    });
    const badProvince = await call(t, token, 'POST', 'user-address/update', { ...base, province: 'Milano' });
    expect(badProvince.http).toBe(400);
    expect(badProvince.message).toContain('province');
    const badNumber = await call(t, token, 'POST', 'user-address/update', {
      ...base,
      addressNumber: 'dodici',
    });
    expect(badNumber.message).toContain('addressNumber');
    const badCap = await call(t, token, 'POST', 'user-address/update', { ...base, postalcode: '201' });
    expect(badCap.status).not.toBe(0);
    expect(badCap.message).toBe('Il CAP deve essere di 4 o 5 cifre');
    const uncovered = await call(t, token, 'POST', 'user-address/update', {
      ...base,
      postalcode: '00184',
      city: 'Roma',
      province: 'RM',
    });
    expect(uncovered.errors[0]!.code).toBe('error.address.not_covered');
    const updated = await call(t, token, 'POST', 'user-address/update', {
      ...base,
      addressId: created.data.addressId,
      addressName: 'Casa',
    });
    expect(updated.data).toMatchObject({ addressId: created.data.addressId, addressName: 'Casa' });
    const list = await call(t, token, 'GET', 'user-address/list?address_type=home');
    expect(list.data.addresses).toHaveLength(1);
  });

  it("refuses another user's address for view, select, update and delete", async () => {
    const owner = await login(t);
    const other = await login(t);
    const created = await call(t, owner.token, 'POST', 'user-address/update', {
      address1: 'Corso Buenos Aires',
      addressNumber: '3',
      city: 'Milano',
      province: 'MI',
      postalcode: '20124',
    });
    const id = created.data.addressId;
    const view = await call(t, other.token, 'GET', `user-address/view?address_id=${id}`);
    expect(view.errors[0]!.code).toBe('error.address.not_found');
    const sel = await call(t, other.token, 'POST', 'user-address/select', {
      address_type: 'home',
      address_id: id,
    });
    expect(sel.errors[0]!.code).toBe('error.address.not_found');
    const upd = await call(t, other.token, 'POST', 'user-address/update', {
      addressId: id,
      address1: 'Via X',
      addressNumber: '1',
      city: 'Milano',
      province: 'MI',
      postalcode: '20124',
    });
    expect(upd.errors[0]!.code).toBe('error.address.not_found');
    const del = await call(t, other.token, 'GET', `user-address/delete?address_id=${id}`);
    expect(del.errors[0]!.code).toBe('error.address.not_found');
    const still = await call(t, owner.token, 'GET', `user-address/view?address_id=${id}`);
    expect(still.data.address1).toBe('Corso Buenos Aires');
  });

  it('refuses deleting the address the cart delivers to, with the spec message', async () => {
    const { token } = await login(t);
    const created = await call(t, token, 'POST', 'user-address/update', {
      address1: 'Via Stephenson',
      addressNumber: '10',
      city: 'Milano',
      province: 'MI',
      postalcode: '20157',
    });
    const id = created.data.addressId;
    const sel = await call(
      t,
      token,
      'POST',
      `user-address/select?address_type=home&address_id=${id}&delivery_service_id=2`,
    );
    expect(sel.status).toBe(0);
    expect(sel.data.warehouse).toEqual({ warehouseId: 8 });
    expect(sel.data.shippingAddress).toMatchObject({ addressId: id, zoneId: 1, addressType: 'home' });
    const del = await call(t, token, 'GET', `user-address/delete?address_id=${id}`);
    expect(del.http).toBe(200);
    expect(del.status).not.toBe(0);
    expect(del.message).toBe(
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    );
    await call(t, token, 'POST', 'user-address/select', { address_type: 'drive', address_id: 1 });
    const ok = await call(t, token, 'GET', `user-address/delete?address_id=${id}`);
    expect(ok.status).toBe(0);
  });

  it('stores the notify-me form', async () => {
    const res = await call(t, null, 'POST', 'eurospin-address-form/save-new-address', {
      email: 'futuro.cliente@example.com',
      city: 'Roma',
      postalcode: '00184',
      address1: 'Via Cavour',
    });
    expect(res.status).toBe(0);
    expect(res.data.addressRequestId).toBeGreaterThan(0);
    expect(res.infos[0]!.info).toContain('Ti avviseremo');
  });
});

describe('time slots and holds', () => {
  it('lists 14 days of slots with legend status and fee promo text', async () => {
    const { token } = await login(t);
    await call(t, token, 'POST', 'user-address/select', {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 1,
    });
    const res = await call(t, token, 'GET', 'timeslot/list');
    expect(res.status).toBe(0);
    const days = res.data;
    expect(days.length).toBeGreaterThanOrEqual(13);
    const slot = days[1].timeslots[0];
    expect(slot).toMatchObject({
      active: 1,
      status: 'empty',
      selected: false,
      deliveryFee: { promoShortDescr: 'Ritiro gratuito' },
    });
    expect(slot.beginTime).toMatch(/^\d\d:\d\d$/);
    expect(slot.cutoffDate).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('FAST slots are one hour long with a cutoff one hour before', async () => {
    const { token } = await login(t);
    await call(t, token, 'POST', 'user-address/select', {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 13,
    });
    const res = await call(t, token, 'GET', 'timeslot/list?show-closed=true');
    expect(res.data.length).toBe(2);
    const s = res.data[1].timeslots[0];
    expect(s).toMatchObject({ beginTime: '09:00', endTime: '10:00', cutoffTime: '08:00' });
  });

  it('holds one place, moves it when another slot is chosen, and shows it selected', async () => {
    const { token } = await login(t);
    const { timeslotId } = await setupCart(t, token);
    expect((await slotRow(timeslotId)).booked).toBe(1);
    const list = await call(t, token, 'GET', 'timeslot/list');
    const all = list.data.flatMap((d: Json) => d.timeslots);
    expect(all.find((s: Json) => s.timeslotId === timeslotId)).toMatchObject({
      selected: true,
      status: 'selected',
    });
    const next = all.find((s: Json) => s.timeslotId !== timeslotId && s.active === 1);
    const moved = await call(
      t,
      token,
      'GET',
      `timeslot/select?timeslot_id=${next.timeslotId}&sel_date=${next.date}`,
    );
    expect(moved.status).toBe(0);
    expect(moved.data.timeslot.timeslotId).toBe(next.timeslotId);
    expect(moved.data.timeslot.holdExpiresAt).not.toBeNull();
    expect((await slotRow(timeslotId)).booked).toBe(0);
    expect((await slotRow(next.timeslotId)).booked).toBe(1);
    // choosing the same slot again keeps one place
    await call(t, token, 'GET', `timeslot/select?timeslot_id=${next.timeslotId}`);
    expect((await slotRow(next.timeslotId)).booked).toBe(1);
  });

  it('refuses a full slot with the Italian message and never exceeds capacity', async () => {
    const a = await login(t);
    const b = await login(t);
    const { timeslotId } = await setupCart(t, a.token);
    await sql`update timeslot set capacity = 1 where timeslot_id = ${timeslotId}`.execute(t.database.db);
    await call(t, b.token, 'POST', 'user-address/select', {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 1,
    });
    const full = await call(t, b.token, 'GET', `timeslot/select?timeslot_id=${timeslotId}`);
    expect(full.http).toBe(200);
    expect(full.status).not.toBe(0);
    expect(full.errors[0]!.code).toBe('error.cart.slot_full');
    expect(full.message).toMatch(
      /^La fascia \d\d:\d\d–\d\d:\d\d di \S+ \d\d\/\d\d è piena: scegline un'altra\.$/,
    );
    const list = await call(t, b.token, 'GET', 'timeslot/list');
    const s = list.data.flatMap((d: Json) => d.timeslots).find((x: Json) => x.timeslotId === timeslotId);
    expect(s).toMatchObject({ status: 'full', active: 0 });
    expect(await slotRow(timeslotId)).toEqual({ booked: 1, capacity: 1 });
  });

  it('an expired hold frees its place: lazily for others, and the cart loses the slot on view', async () => {
    const a = await login(t);
    const b = await login(t);
    const { timeslotId, cart } = await setupCart(t, a.token);
    await call(t, a.token, 'POST', 'cart/add', { items: [{ productId: products[0], quantity: 1 }] });
    await sql`update timeslot set capacity = 1 where timeslot_id = ${timeslotId}`.execute(t.database.db);
    await sql`update timeslot_hold set expires_at = now() - interval '1 minute' where cart_id = ${cart.cartId}`.execute(
      t.database.db,
    );
    await call(t, b.token, 'POST', 'user-address/select', {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 1,
    });
    const taken = await call(t, b.token, 'GET', `timeslot/select?timeslot_id=${timeslotId}`);
    expect(taken.status).toBe(0);
    expect(await slotRow(timeslotId)).toEqual({ booked: 1, capacity: 1 });
    const view = await call(t, a.token, 'GET', 'cart/view');
    expect(view.data.timeslot).toBeNull();
    expect(view.warnings[0]!.code).toBe('warning.timeslot.expired');
    expect(view.data.cartItems).toHaveLength(1);
    const add = await call(t, a.token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(add.errors[0]!.code).toBe('error.cart.need_timeslot');
  });

  it('the sweeper releases expired holds', async () => {
    const a = await login(t);
    const { timeslotId, cart } = await setupCart(t, a.token);
    await sql`update timeslot_hold set expires_at = now() - interval '1 minute' where cart_id = ${cart.cartId}`.execute(
      t.database.db,
    );
    const sweeper = new DeliveryService(t.database.db, {
      holdMinutes: 60,
      slotDays: 14,
      proximityDistance: 10000,
    });
    const released = await sweeper.sweep();
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await slotRow(timeslotId)).booked).toBe(0);
  });

  it('past the cutoff a slot cannot be chosen, and a cart holding it loses it on view', async () => {
    const a = await login(t);
    const { timeslotId } = await setupCart(t, a.token);
    await sql`update timeslot set cutoff_at = now() - interval '1 minute' where timeslot_id = ${timeslotId}`.execute(
      t.database.db,
    );
    const view = await call(t, a.token, 'GET', 'cart/view');
    expect(view.status).toBe(0);
    expect(view.data.timeslot).toBeNull();
    expect(view.warnings[0]!.warning).toMatch(/non è più prenotabile/);
    expect((await slotRow(timeslotId)).booked).toBe(0);
    const again = await call(t, a.token, 'GET', `timeslot/select?timeslot_id=${timeslotId}`);
    expect(again.errors[0]!.code).toBe('error.timeslot.closed');
    expect(again.message).toMatch(/^La fascia .+ non è più prenotabile: scegline un'altra\.$/);
  });

  it('refuses a slot of another warehouse or service', async () => {
    const a = await login(t);
    await setupCart(t, a.token);
    const other = await sql<{
      timeslot_id: number;
    }>`select timeslot_id from timeslot where warehouse_id <> 1 and cutoff_at > now() limit 1`.execute(
      t.database.db,
    );
    if (!other.rows[0]) {
      await call(t, a.token, 'GET', 'timeslot/list');
    }
    const b = await login(t);
    await call(t, b.token, 'POST', 'user-address/select', { address_type: 'drive', address_id: 2 });
    const bSlots = await call(t, b.token, 'GET', 'timeslot/list');
    const foreign = bSlots.data[1].timeslots[0].timeslotId;
    const res = await call(t, a.token, 'GET', `timeslot/select?timeslot_id=${foreign}`);
    expect(res.errors[0]!.code).toBe('error.timeslot.not_found');
  });

  it('delivery fee and FAST surcharge appear in the totals', async () => {
    const a = await login(t);
    const created = await call(t, a.token, 'POST', 'user-address/update', {
      address1: 'Via Stephenson',
      addressNumber: '10',
      city: 'Milano',
      province: 'MI',
      postalcode: '20157',
    });
    await setupCart(t, a.token, {
      addressType: 'home',
      addressId: created.data.addressId,
      deliveryServiceId: 14,
    });
    const add = await call(t, a.token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(add.status).toBe(0);
    expect(add.data.selectedService.deliveryServiceId).toBe(14);
    expect(add.data.fastSurcharge).toBe(3);
    expect(add.data.deliveryFee).toBe(4.9);
    // products + fee + FAST surcharge + the shopper bag of the default packaging (ADR 0021)
    expect(add.data.grossTotal).toBeCloseTo(add.data.totalPrice + 7.9 + add.data.pricing.packagingCost, 2);
    expect(add.data.pricing.packagingCost).toBe(0.15);
    const fee = await call(t, a.token, 'GET', 'delivery-fee/view');
    expect(fee.data).toMatchObject({ deliveryServiceId: 14, deliveryFee: 4.9, surcharge: 3, freeOver: 79 });
  });
});

describe('address autocomplete (gazetteer geocoder)', () => {
  it('suggests municipalities by name, accents optional, with their CAPs and whether they are served', async () => {
    const monza = await call(t, null, 'GET', 'address/autocomplete?q=monz');
    expect(monza.status).toBe(0);
    expect(monza.data.places[0]).toMatchObject({
      city: 'Monza',
      province: 'MB',
      postalcode: '20900',
      country: 'IT',
      served: true,
    });
    const salo = await call(t, null, 'GET', 'address/autocomplete?q=salo');
    expect(salo.data.places.map((p: Json) => p.city)).toContain('Salò');
    const como = await call(t, null, 'GET', 'address/autocomplete?q=Como');
    expect(como.data.places[0]).toMatchObject({ city: 'Como', served: false });
    // a municipality with several CAPs leaves the CAP to the shopper unless it was typed
    const milano = await call(t, null, 'GET', 'address/autocomplete?q=milano');
    expect(milano.data.places[0]).toMatchObject({ city: 'Milano', postalcode: '' });
    expect(milano.data.places[0].postcodes).toContain('20144');
  });

  it('suggests by CAP prefix and ignores too short or foreign queries', async () => {
    const caps = await call(t, null, 'GET', 'address/autocomplete?q=2014');
    const found = caps.data.places.map((p: Json) => p.postalcode);
    expect(found).toHaveLength(8);
    expect(found.every((c: string) => c.startsWith('2014'))).toBe(true);
    expect([...found].sort()).toEqual(found);
    expect((await call(t, null, 'GET', 'address/autocomplete?q=m')).data.places).toEqual([]);
    expect((await call(t, null, 'GET', 'address/autocomplete')).data.places).toEqual([]);
    expect((await call(t, null, 'GET', 'address/autocomplete?q=Roma')).data.places).toEqual([]);
    const long = await call(t, null, 'GET', `address/autocomplete?q=${'a'.repeat(150)}`);
    expect(long.http).toBe(400);
    expect(long.message).toMatch(/100 caratteri/);
  });
});
