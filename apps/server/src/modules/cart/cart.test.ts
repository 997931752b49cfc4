// HTTP tests of the cart rules (spec 001 §4–§5) on a fresh seeded database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import {
  call,
  login,
  plainProducts,
  setAvailable,
  setupCart,
  shapeProduct,
  type Json,
} from '../../../test/cart-kit';

let t: TestContext;
let products: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 400 });
  // warehouse 1 (drive) and 3 (prices of locker 11, level 1) must stock them
  products = await plainProducts(t, 12, [1, 3]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('cart setup checks', () => {
  it('needs login to see or fill the cart (401) when the anonymous cart is off', async () => {
    const view = await call(t, null, 'GET', 'cart/view');
    expect(view.http).toBe(401);
    const add = await call(t, null, 'POST', 'cart/add', { items: [{ productId: products[0], quantity: 1 }] });
    expect(add.http).toBe(401);
  });

  it('asks for an address, then a time slot, before adding', async () => {
    const { token } = await login(t);
    const view = await call(t, token, 'GET', 'cart/view');
    expect(view.status).toBe(0);
    expect(view.data.cartId).toBeGreaterThan(0);
    expect(view.data.cartItems).toEqual([]);
    expect(view.data.cartInfos).toEqual({ need_invoice: 'false' });
    const noAddress = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(noAddress.http).toBe(200);
    expect(noAddress.status).not.toBe(0);
    expect(noAddress.errors[0]!.code).toBe('error.cart.need_address');
    const sel = await call(t, token, 'POST', 'user-address/select', {
      address_type: 'drive',
      address_id: 1,
      delivery_service_id: 1,
    });
    expect(sel.status).toBe(0);
    expect(sel.data.shippingAddress).toMatchObject({
      addressId: 1,
      deliveryServiceId: 1,
      addressType: 'drive',
    });
    expect(sel.data.warehouse).toEqual({ warehouseId: 1 });
    expect(sel.data.store).toEqual({ storeId: 1 });
    const noSlot = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(noSlot.errors[0]!.code).toBe('error.cart.need_timeslot');
  });
});

describe('adding and changing quantities', () => {
  it('adds a product priced for the cart, with totals and VAT per rate', async () => {
    const { token } = await login(t);
    const { timeslotId } = await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 2 }],
    });
    expect(add.status).toBe(0);
    expect(add.errors).toEqual([]);
    const cart = add.data;
    expect(cart.timeslot.timeslotId).toBe(timeslotId);
    expect(cart.totalItems).toBe(1);
    const line = cart.cartItems[0];
    expect(line).toMatchObject({ quantity: 2, cartItemInsertionTypeId: 1, productId: products[0] });
    expect(line.product.productId).toBe(products[0]);
    expect(line.grossTotal).toBeCloseTo(line.product.priceDisplay * 2, 2);
    expect(cart.totalPrice).toBeCloseTo(line.grossTotal, 2);
    const vatSum = cart.vatTaxables.reduce((s: number, v: Json) => s + v.grossTotal, 0);
    expect(vatSum).toBeCloseTo(cart.grossTotal, 2);
    expect(cart.netTotal + cart.vatTotal).toBeCloseTo(cart.grossTotal, 2);
    // adding again adds to the same line
    const again = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(again.data.cartItems).toHaveLength(1);
    expect(again.data.cartItems[0].quantity).toBe(3);
  });

  it('accepts one item form-encoded', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', `productId=${products[1]}&quantity=1`);
    expect(add.status).toBe(0);
    expect(add.data.cartItems[0].productId).toBe(products[1]);
  });

  it('refuses a quantity that is not a multiple of QTY_MULT, and one below minAcq', async () => {
    const [multi, minimum] = [products[2]!, products[3]!];
    await shapeProduct(t, multi, { tipologia: 'Confezione', infos: { QTY_MULT: '3' }, minAcq: 3 });
    await shapeProduct(t, minimum, { minAcq: 4 });
    const { token } = await login(t);
    await setupCart(t, token);
    const bad = await call(t, token, 'POST', 'cart/add', { items: [{ productId: multi, quantity: 4 }] });
    expect(bad.http).toBe(200);
    expect(bad.status).not.toBe(0);
    expect(bad.errors[0]!.code).toBe('error.cart.qty_mult');
    expect(bad.message).toMatch(/multipl[oi] di 3/);
    const good = await call(t, token, 'POST', 'cart/add', { items: [{ productId: multi, quantity: 6 }] });
    expect(good.status).toBe(0);
    const low = await call(t, token, 'POST', 'cart/add', { items: [{ productId: minimum, quantity: 2 }] });
    expect(low.errors[0]!.code).toBe('error.cart.min_acq');
    expect(low.message).toContain('4 pezzi');
    const ok = await call(t, token, 'POST', 'cart/add', { items: [{ productId: minimum, quantity: 4 }] });
    expect(ok.status).toBe(0);
    const line = ok.data.cartItems.find((l: Json) => l.productId === minimum);
    const down = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: line.itemId, quantity: 3 }],
    });
    expect(down.errors[0]!.code).toBe('error.cart.min_acq');
    const unchanged = await call(t, token, 'GET', 'cart/view');
    expect(unchanged.data.cartItems.find((l: Json) => l.productId === minimum).quantity).toBe(4);
  });

  it('refuses going above the effective maximum with the spec message', async () => {
    const capped = products[4]!;
    await shapeProduct(t, capped, { maxAcq: 6 });
    const { token } = await login(t);
    await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: capped, quantity: 5 }] });
    expect(add.status).toBe(0);
    const over = await call(t, token, 'POST', 'cart/add', { items: [{ productId: capped, quantity: 2 }] });
    expect(over.status).not.toBe(0);
    expect(over.errors[0]).toEqual({
      code: 'error.cart.max_acq',
      error: 'Puoi acquistare al massimo 6 pezzi di questo prodotto',
    });
    const line = add.data.cartItems[0];
    const up = await call(t, token, 'POST', 'cart/update', { items: [{ itemId: line.itemId, quantity: 7 }] });
    expect(up.errors[0]!.code).toBe('error.cart.max_acq');
    const six = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: line.itemId, quantity: 6 }],
    });
    expect(six.data.cartItems[0].quantity).toBe(6);
    const restrictions = await call(t, token, 'GET', 'cart/purchase-restriction');
    expect(restrictions.data.restrictions).toEqual([
      { productId: capped, max: 6, message: 'Puoi acquistare al massimo 6 pezzi di questo prodotto' },
    ]);
  });

  it('divides maxAcq by MULTI_PACK', async () => {
    const pack = products[5]!;
    await shapeProduct(t, pack, { maxAcq: 12, infos: { MULTI_PACK: '4' } });
    const { token } = await login(t);
    await setupCart(t, token);
    const over = await call(t, token, 'POST', 'cart/add', { items: [{ productId: pack, quantity: 4 }] });
    expect(over.message).toBe('Puoi acquistare al massimo 3 pezzi di questo prodotto');
    const ok = await call(t, token, 'POST', 'cart/add', { items: [{ productId: pack, quantity: 3 }] });
    expect(ok.status).toBe(0);
  });

  it('sells loose goods by weight: kg with 3 decimals stored as grams, priced by weight', async () => {
    const loose = products[6]!;
    await shapeProduct(t, loose, {
      tipologia: 'Sfuso',
      infos: { WEIGHT_SELLING: '0.3', STEP_SELLING: '0.1', WEIGHT_UNIT_SELLING: 'kg' },
    });
    const { token } = await login(t);
    await setupCart(t, token);
    const low = await call(t, token, 'POST', 'cart/add', { items: [{ productId: loose, quantity: 0.2 }] });
    expect(low.errors[0]!.code).toBe('error.cart.min_acq');
    expect(low.message).toContain('0,3 kg');
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: loose, quantity: 0.45 }] });
    expect(add.status).toBe(0);
    const line = add.data.cartItems[0];
    // 0.45 kg lies between steps 0.4 and 0.5: rounded to the nearest step (half up)
    expect(line.quantity).toBe(0.5);
    expect(line.weightGrams).toBe(500);
    expect(line.grossTotal).toBeCloseTo(Math.round(line.product.priceDisplay * 100 * 0.5) / 100, 2);
    const more = await call(t, token, 'POST', 'cart/add', { items: [{ productId: loose, quantity: 0.3 }] });
    expect(more.data.cartItems[0].weightGrams).toBe(800);
    const set = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: line.itemId, quantity: 1.2 }],
    });
    expect(set.data.cartItems[0].quantity).toBe(1.2);
    const { rows } = await sql<{ weight_grams: number; quantity: number }>`select weight_grams, quantity
      from cart_item where item_id = ${line.itemId}`.execute(t.database.db);
    expect(rows[0]).toEqual({ weight_grams: 1200, quantity: 0 });
  });

  it('refuses a product not available at the cart warehouse', async () => {
    const gone = products[7]!;
    await setAvailable(t, 1, gone, 0);
    const { token } = await login(t);
    await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: gone, quantity: 1 }] });
    expect(add.status).not.toBe(0);
    expect(add.errors[0]!.code).toBe('error.icsmallcart.error.product.not.available');
    await setAvailable(t, 1, gone, 50);
  });

  it('refuses a product whose day-lock excludes the slot day', async () => {
    const locked = products[8]!;
    const { token } = await login(t);
    const { cart } = await setupCart(t, token);
    const weekday = new Date(`${cart.timeslot.date}T12:00:00Z`).getUTCDay();
    const names = ['domenica', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato'];
    const other = names[(weekday + 3) % 7]!;
    await shapeProduct(t, locked, { dayLock: other });
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: locked, quantity: 1 }] });
    expect(add.errors[0]!.code).toBe('error.cart.day_lock');
    expect(add.message).toMatch(/^.+ non è acquistabile per la fascia .+\. Acquistabile solo con consegna/);
    await shapeProduct(t, locked, { dayLock: names[weekday]! });
    const ok = await call(t, token, 'POST', 'cart/add', { items: [{ productId: locked, quantity: 1 }] });
    expect(ok.status).toBe(0);
    await shapeProduct(t, locked, {});
  });

  it('with several items, adds the good ones and warns about the others', async () => {
    const capped = products[9]!;
    await shapeProduct(t, capped, { maxAcq: 2 });
    const { token } = await login(t);
    await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [
        { productId: products[0], quantity: 1 },
        { productId: capped, quantity: 3 },
      ],
    });
    expect(add.status).toBe(0);
    expect(add.data.cartItems).toHaveLength(1);
    expect(add.warnings[0]!.code).toBe('error.cart.max_acq');
  });
});

describe('removing lines, empty, infos, ownership', () => {
  it('updates to 0 and deletes lines; empty only when the cart has items', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const emptyFirst = await call(t, token, 'POST', 'cart/empty');
    expect(emptyFirst.status).not.toBe(0);
    expect(emptyFirst.errors[0]!.code).toBe('error.cart.empty');
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [
        { productId: products[0], quantity: 1 },
        { productId: products[1], quantity: 1 },
        { productId: products[10], quantity: 1 },
      ],
    });
    const [a, b] = add.data.cartItems;
    const zero = await call(t, token, 'POST', 'cart/update', { items: [{ itemId: a.itemId, quantity: 0 }] });
    expect(zero.data.cartItems).toHaveLength(2);
    const del = await call(t, token, 'POST', 'cart/delete', { items: [{ itemId: b.itemId }] });
    expect(del.data.cartItems).toHaveLength(1);
    const emptied = await call(t, token, 'POST', 'cart/empty');
    expect(emptied.status).toBe(0);
    expect(emptied.data.totalItems).toBe(0);
    expect(emptied.data.grossTotal).toBe(0);
  });

  it("refuses another user's cart item id", async () => {
    const owner = await login(t);
    const other = await login(t);
    await setupCart(t, owner.token);
    const add = await call(t, owner.token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    const itemId = add.data.cartItems[0].itemId;
    for (const [url, body] of [
      ['cart/update', { items: [{ itemId, quantity: 2 }] }],
      ['cart/delete', { items: [{ itemId }] }],
      ['cart/update-infos', { items: [{ itemId, infos: { size: 'L' } }] }],
    ] as const) {
      const res = await call(t, other.token, 'POST', url, body);
      expect(res.status, url).not.toBe(0);
      expect(res.errors[0]!.code, url).toBe('error.cart.item_not_found');
    }
    const still = await call(t, owner.token, 'GET', 'cart/view');
    expect(still.data.cartItems[0]).toMatchObject({ itemId, quantity: 1 });
  });

  it('keeps cart infos and line infos', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const info = await call(t, token, 'POST', 'cart/update-cart-info', {
      property: 'need_invoice',
      value: 'true',
    });
    expect(info.data.cartInfos.need_invoice).toBe('true');
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1, infos: { accept_alternatives: true } }],
    });
    expect(add.data.cartItems[0].acceptAlternatives).toBe(true);
    const upd = await call(t, token, 'POST', 'cart/update-infos', {
      items: [{ itemId: add.data.cartItems[0].itemId, infos: { size: 'XL', accept_alternatives: 'false' } }],
    });
    expect(upd.data.cartItems[0].cartItemInfo).toMatchObject({ size: 'XL', accept_alternatives: 'false' });
  });

  it('answers an Italian error for lists and orders that do not exist (or are not yours)', async () => {
    const { token } = await login(t);
    const list = await call(t, token, 'POST', 'cart/add-all-from-wishlist', { list_id: 5 });
    expect(list.status).not.toBe(0);
    expect(list.message).toContain('lista');
    const order = await call(t, token, 'POST', 'cart/add-all-from-order?order_id=7');
    expect(order.status).not.toBe(0);
    expect(order.message).toContain('ordine');
  });

  it('closes the cart: a fresh one keeps the delivery setup', async () => {
    const { token } = await login(t);
    const { cart } = await setupCart(t, token);
    await call(t, token, 'POST', 'cart/add', { items: [{ productId: products[0], quantity: 1 }] });
    const closed = await call(t, token, 'POST', 'cart/close', { cart_id: cart.cartId });
    expect(closed.status).toBe(0);
    expect(closed.data.cartId).not.toBe(cart.cartId);
    expect(closed.data.cartItems).toEqual([]);
    expect(closed.data.shippingAddress.addressId).toBe(1);
    expect(closed.data.timeslot).toBeNull();
  });
});

describe('lockers and address changes', () => {
  it('refuses a product above the locker level', async () => {
    const frozen = products[11]!;
    await shapeProduct(t, frozen, { infos: { LOCKER_LEVEL: '3' } });
    const { token } = await login(t);
    // locker 11 (Monza, level 1), service 3
    await setupCart(t, token, { addressType: 'locker', addressId: 11, deliveryServiceId: 3 });
    const add = await call(t, token, 'POST', 'cart/add', { items: [{ productId: frozen, quantity: 1 }] });
    expect(add.status).not.toBe(0);
    expect(add.errors[0]).toEqual({
      code: 'error.cart.locker_level',
      error: 'Prodotto non disponibile per il ritiro nel locker',
    });
    const ok = await call(t, token, 'POST', 'cart/add', { items: [{ productId: products[0], quantity: 1 }] });
    expect(ok.status).toBe(0);
  });

  it('previews and applies removals when the address changes', async () => {
    const frozen = products[11]!;
    const missing = products[10]!;
    await shapeProduct(t, frozen, { infos: { LOCKER_LEVEL: '3' } });
    await setAvailable(t, 3, missing, 0); // locker 11 is priced and stocked by shop 3
    const { token } = await login(t);
    const { cart } = await setupCart(t, token);
    await call(t, token, 'POST', 'cart/add', {
      items: [
        { productId: products[0], quantity: 1 },
        { productId: frozen, quantity: 1 },
        { productId: missing, quantity: 1 },
      ],
    });
    const preview = await call(
      t,
      token,
      'GET',
      'user-address/preview?address_type=locker&address_id=11&delivery_service_id=3',
    );
    expect(preview.status).toBe(0);
    expect(preview.data.removedCartItems.map((i: Json) => i.productId).sort()).toEqual(
      [frozen, missing].sort(),
    );
    expect(preview.data.cartItems).toHaveLength(3); // nothing changed yet
    const sel = await call(
      t,
      token,
      'POST',
      'user-address/select?address_type=locker&address_id=11&delivery_service_id=3',
    );
    expect(sel.status).toBe(0);
    expect(sel.data.cartItems.map((i: Json) => i.productId)).toEqual([products[0]]);
    expect(sel.data.removedCartItems).toHaveLength(2);
    expect(sel.infos[0]!.code).toBe('info.cart.items_removed');
    expect(sel.data.shippingAddress).toMatchObject({ addressId: 11, addressType: 'locker' });
    // another warehouse: the old slot is released
    expect(sel.data.timeslot).toBeNull();
    const { rows } = await sql<{
      booked: number;
    }>`select booked from timeslot where timeslot_id = ${cart.timeslot.timeslotId}`.execute(t.database.db);
    expect(rows[0]!.booked).toBe(0);
    await setAvailable(t, 3, missing, 50);
  });

  it('locks address, slot and lines while the cart is in checkout (status 7)', async () => {
    const { token } = await login(t);
    const { cart } = await setupCart(t, token);
    await sql`update cart set cart_status_id = 7 where cart_id = ${cart.cartId}`.execute(t.database.db);
    const sel = await call(t, token, 'POST', 'user-address/select', { address_type: 'drive', address_id: 2 });
    expect(sel.status).not.toBe(0);
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(add.errors[0]!.code).toBe('error.cart.locked');
  });
});

describe('product options (spec 001 §3 selectOptions, §4 adding, §5 every option chosen)', () => {
  const TAGLIO = {
    name: 'Taglio',
    parameterName: 'taglio',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'fette', value: 'A fette' },
      { key: 'cubetti', value: 'A cubetti' },
    ],
  };
  let cut: number;
  let name: string;

  beforeAll(async () => {
    cut = products[9]!;
    await shapeProduct(t, cut, {});
    await sql`update product set select_options = ${JSON.stringify([TAGLIO])}::jsonb where product_id = ${cut}`.execute(
      t.database.db,
    );
    name = (await call(t, null, 'GET', `products/${cut}`)).data.name;
  });

  afterAll(async () => {
    await sql`update product set select_options = '[]'::jsonb where product_id = ${cut}`.execute(
      t.database.db,
    );
  });

  it('the seed gives counter products their options, and the catalogue shows them', async () => {
    const { rows } = await sql<{ product_id: number }>`select product_id from product
      where select_options @> '[{"parameterName": "pulizia"}]'::jsonb order by product_id limit 1`.execute(
      t.database.db,
    );
    const fish = await call(t, null, 'GET', `products/${rows[0]!.product_id}`);
    expect(fish.data.selectOptions).toEqual([
      {
        name: 'Pulizia',
        parameterName: 'pulizia',
        options: [
          { key: 'intera', value: 'Intera' },
          { key: 'eviscerata', value: 'Eviscerata' },
          { key: 'sfilettata', value: 'Sfilettata' },
        ],
        selected: null,
      },
    ]);
    const plain = await call(t, null, 'GET', `products/${products[0]}`);
    expect(plain.data).not.toHaveProperty('selectOptions');
  });

  it('adds with the chosen options; other options make another line, the same ones add up', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const first = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: cut, quantity: 1, params: { taglio: 'fette' } }],
    });
    expect(first.status).toBe(0);
    expect(first.data.cartItems).toHaveLength(1);
    const line = first.data.cartItems[0];
    expect(line.selectedOptions).toEqual([
      { name: 'Taglio', parameterName: 'taglio', key: 'fette', value: 'A fette' },
    ]);
    expect(line.cartItemInfo).toMatchObject({ taglio: 'fette' });
    expect(line.product.selectOptions[0].selected).toBe('fette');
    const second = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: cut, quantity: 2, params: { taglio: 'cubetti' } }],
    });
    expect(second.data.cartItems).toHaveLength(2);
    // a form-encoded add with params as JSON text, the same options: the line adds up
    const form = await call(
      t,
      token,
      'POST',
      'cart/add',
      `productId=${cut}&quantity=1&params=${encodeURIComponent('{"taglio":"fette"}')}`,
    );
    expect(form.status).toBe(0);
    const lines = form.data.cartItems.map((l: Json) => [l.selectedOptions[0].value, l.quantity]).sort();
    expect(lines).toEqual([
      ['A cubetti', 2],
      ['A fette', 2],
    ]);
    const view = await call(t, token, 'GET', 'cart/view');
    expect(view.data.cartItems).toHaveLength(2);
  });

  it.each([
    [
      'without a choice',
      {},
      'error.cart.option_required',
      (n: string) => `Per aggiungere ${n} al carrello scegli Taglio: Intero, A fette o A cubetti.`,
    ],
    [
      'with an unknown option',
      { taglio: 'fette', colore: 'rosso' },
      'error.cart.option_unknown',
      (n: string) => `«colore» non è un'opzione di ${n}: le opzioni sono Taglio.`,
    ],
    [
      'with an unknown value',
      { taglio: 'tritato' },
      'error.cart.option_invalid',
      (n: string) =>
        `«tritato» non è una scelta valida per Taglio di ${n}: scegli Intero, A fette o A cubetti.`,
    ],
  ])('refuses an add %s, in Italian, and changes nothing', async (_, params, code, message) => {
    const { token } = await login(t);
    await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: cut, quantity: 1, params }],
    });
    expect(add.http).toBe(200);
    expect(add.status).not.toBe(0);
    expect(add.errors[0]).toEqual({ code, error: message(name) });
    expect((await call(t, token, 'GET', 'cart/view')).data.cartItems).toEqual([]);
  });

  it('refuses options on a product without any, and params that are not a map (400, Italian)', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const plain = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1, params: { taglio: 'fette' } }],
    });
    expect(plain.status).not.toBe(0);
    expect(plain.errors[0]!.code).toBe('error.cart.option_unknown');
    expect(plain.message).toMatch(/non ha opzioni da scegliere/);
    const bad = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: cut, quantity: 1, params: ['fette'] }],
    });
    expect(bad.http).toBe(400);
    expect(bad.message).toMatch(/params/);
    expect((await call(t, token, 'GET', 'cart/view')).data.cartItems).toEqual([]);
  });

  it('cart/update changes the options of a line, and refuses the options of another line', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    await call(t, token, 'POST', 'cart/add', {
      items: [
        { productId: cut, quantity: 1, params: { taglio: 'fette' } },
        { productId: cut, quantity: 1, params: { taglio: 'intero' } },
      ],
    });
    const view = await call(t, token, 'GET', 'cart/view');
    const byKey = (cart: Json, key: string) =>
      cart.cartItems.find((l: Json) => l.selectedOptions[0]?.key === key);
    const sliced = byKey(view.data, 'fette');
    const changed = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: sliced.itemId, quantity: 3, params: { taglio: 'cubetti' } }],
    });
    expect(changed.status).toBe(0);
    expect(byKey(changed.data, 'cubetti')).toMatchObject({ itemId: sliced.itemId, quantity: 3 });
    const taken = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: sliced.itemId, quantity: 3, params: { taglio: 'intero' } }],
    });
    expect(taken.status).not.toBe(0);
    expect(taken.errors[0]).toEqual({
      code: 'error.cart.option_duplicate',
      error: `${name} con queste opzioni è già nel carrello: cambia la quantità di quella riga.`,
    });
    const invalid = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: sliced.itemId, quantity: 1, params: { taglio: 'tritato' } }],
    });
    expect(invalid.errors[0]!.code).toBe('error.cart.option_invalid');
    const after = await call(t, token, 'GET', 'cart/view');
    expect(byKey(after.data, 'cubetti')).toMatchObject({ itemId: sliced.itemId, quantity: 3 });
    expect(after.data.cartItems).toHaveLength(2);
    // a plain quantity change keeps the options
    const qty = await call(t, token, 'POST', 'cart/update', {
      items: [{ itemId: sliced.itemId, quantity: 2 }],
    });
    expect(byKey(qty.data, 'cubetti')).toMatchObject({ itemId: sliced.itemId, quantity: 2 });
  });

  it('cart/add-all-from-order adds the order’s lines with their options; a removed option is skipped', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    await call(t, token, 'POST', 'cart/add', {
      items: [
        { productId: cut, quantity: 1, params: { taglio: 'fette' } },
        { productId: cut, quantity: 2, params: { taglio: 'cubetti' } },
        { productId: products[0], quantity: 1 },
      ],
    });
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status).toBe(0);
    const orderId = buy.data.order.orderId;
    const optionsOf = (cart: Json) =>
      cart.cartItems
        .map((l: Json) => [l.productId, l.quantity, l.cartItemInfo.taglio ?? null, l.selectedOptions])
        .sort((a: Json[], b: Json[]) => a[1] - b[1] || a[0] - b[0]);
    const sliced = [{ name: 'Taglio', parameterName: 'taglio', key: 'fette', value: 'A fette' }];
    const cubed = [{ name: 'Taglio', parameterName: 'taglio', key: 'cubetti', value: 'A cubetti' }];

    await setupCart(t, token);
    const again = await call(t, token, 'POST', 'cart/add-all-from-order', { order_id: orderId });
    expect(again.status).toBe(0);
    expect(again.warnings).toEqual([]);
    expect(optionsOf(again.data)).toEqual([
      [products[0], 1, null, []],
      [cut, 1, 'fette', sliced],
      [cut, 2, 'cubetti', cubed],
    ]);
    // twice: the same options add up on their lines
    const twice = await call(t, token, 'POST', 'cart/add-all-from-order', { order_id: orderId });
    expect(optionsOf(twice.data)).toEqual([
      [products[0], 2, null, []],
      [cut, 2, 'fette', sliced],
      [cut, 4, 'cubetti', cubed],
    ]);

    // 'A cubetti' is no longer offered: that line stays out, with the cart's Italian refusal
    await call(t, token, 'POST', 'cart/empty');
    await sql`update product set select_options = ${JSON.stringify([
      { ...TAGLIO, options: TAGLIO.options.filter((o) => o.key !== 'cubetti') },
    ])}::jsonb where product_id = ${cut}`.execute(t.database.db);
    try {
      const partial = await call(t, token, 'POST', 'cart/add-all-from-order', { order_id: orderId });
      expect(partial.status).toBe(0);
      expect(optionsOf(partial.data)).toEqual([
        [products[0], 1, null, []],
        [cut, 1, 'fette', sliced],
      ]);
      expect(partial.warnings).toEqual([
        {
          code: 'error.cart.option_invalid',
          warning: `«cubetti» non è una scelta valida per Taglio di ${name}: scegli Intero o A fette.`,
        },
      ]);
    } finally {
      await sql`update product set select_options = ${JSON.stringify([TAGLIO])}::jsonb where product_id = ${cut}`.execute(
        t.database.db,
      );
    }
  });
});
