// HTTP tests of gift codes, vouchers and personal coupons on a fresh seeded
// database (demo gifts of db/seed/gifts.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  login,
  plainProducts,
  setupCart,
  type Json,
  loginAs as loginAsCustomer,
} from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;
let products: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 400 });
  products = await plainProducts(t, 8, [1]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const loginAs = (email: string) => loginAsCustomer(t, email);

/** Adds products until the cart's products total reaches `euro`. */
async function fillTo(token: string, euro: number): Promise<Json> {
  let cart = (await call(t, token, 'GET', 'cart/view')).data;
  let i = 0;
  while (cart.totalPrice < euro) {
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[i % products.length], quantity: 1 }],
    });
    expect(add.status).toBe(0);
    cart = add.data;
    i += 1;
  }
  return cart;
}

function cents(euro: number): number {
  return Math.round(euro * 100);
}

function expectConsistent(cart: Json) {
  const vat = cart.vatTaxables.reduce((s: number, v: Json) => s + cents(v.grossTotal), 0);
  expect(vat).toBe(cents(cart.grossTotal));
  expect(cents(cart.grossTotal)).toBe(
    cents(cart.totalPrice) -
      cents(cart.giftTotal) +
      cents(cart.deliveryFee) +
      cents(cart.fastSurcharge) +
      cents(cart.pricing.packagingCost),
  );
}

describe('gift codes', () => {
  it('needs login', async () => {
    expect((await call(t, null, 'GET', 'cart-giftcertificate/check?code=SPESA5')).http).toBe(401);
    expect((await call(t, null, 'POST', 'cart-giftcertificate/add_code', { code: 'SPESA5' })).http).toBe(401);
    expect((await call(t, null, 'GET', 'giftcertificate/list')).http).toBe(401);
  });

  it('refuses an empty code with an Italian message (400) and unknown, expired or future codes (status 1)', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const empty = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: '  ' });
    expect(empty.http).toBe(400);
    expect(empty.message).toMatch(/codice/i);
    for (const [code, expected, text] of [
      ['NONESISTE', 'error.gift.unknown', 'Il codice inserito non è valido.'],
      ['ESTATE2026', 'error.gift.expired', 'Il codice inserito è scaduto.'],
      ['PRIMAVERA', 'error.gift.not_yet_valid', 'Il codice inserito non è ancora valido.'],
      ['BUONO5-GB', 'error.gift.unknown', 'Il codice inserito non è valido.'], // Giulia's voucher
    ]) {
      const check = await call(t, token, 'GET', `cart-giftcertificate/check?code=${code}`);
      expect(check.http).toBe(200);
      expect(check.status).not.toBe(0);
      expect(check.errors[0]).toEqual({ code: expected, error: text });
      const add = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code });
      expect(add.errors[0]!.code).toBe(expected);
    }
    const cart = (await call(t, token, 'GET', 'cart/view')).data;
    expect(cart.orderAdjustmentSummary.orderAdjustments).toEqual([]);
  });

  it('applies a percentage code above its minimum spend, capped, and reprices the cart', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    await fillTo(token, 5);
    const low = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'benvenuto10' });
    expect(low.status).not.toBe(0);
    expect(low.errors[0]).toEqual({
      code: 'error.gift.min_spend',
      error: 'Per usare questo codice la spesa minima è di 30,00 €.',
    });
    const threshold = await call(t, token, 'GET', 'cart-giftcertificate/cart-threshold');
    expect(threshold.status).toBe(0);

    const before = await fillTo(token, 30);
    const check = await call(t, token, 'GET', 'cart-giftcertificate/check?code=benvenuto10');
    expect(check.status).toBe(0);
    expect(check.data).toMatchObject({ giftCode: 'BENVENUTO10', discountLabel: '10%', minSpend: 30 });
    const add = await call(t, token, 'POST', 'cart-giftcertificate/add_code', 'code=BENVENUTO10');
    expect(add.status).toBe(0);
    expect(add.infos[0]!.code).toBe('info.gift.added');
    const cart = add.data;
    const expected = Math.min(1500, Math.round(cents(before.totalPrice) / 10));
    expect(cents(cart.giftTotal)).toBe(expected);
    expect(cart.orderAdjustmentSummary.orderAdjustments).toHaveLength(1);
    expect(cart.orderAdjustmentSummary.orderAdjustments[0]).toMatchObject({
      applied: true,
      amount: expected / 100,
      giftCertificate: { giftCode: 'BENVENUTO10' },
    });
    expectConsistent(cart);

    const again = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(again.errors[0]!.code).toBe('error.gift.already_in_cart');

    // below the minimum again: the code stays, gives nothing and says why
    const first = cart.cartItems[0];
    const down = await call(t, token, 'POST', 'cart/update', {
      items: cart.cartItems.map((l: Json) => ({ itemId: l.itemId, quantity: l === first ? 1 : 0 })),
    });
    expect(down.status).toBe(0);
    expect(down.data.giftTotal).toBe(0);
    expect(down.data.orderAdjustmentSummary.orderAdjustments[0]).toMatchObject({
      applied: false,
      amount: 0,
      message: 'Per usare questo codice la spesa minima è di 30,00 €.',
    });
    expectConsistent(down.data);

    const removed = await call(t, token, 'POST', 'cart-giftcertificate/remove_code', { code: 'BENVENUTO10' });
    expect(removed.status).toBe(0);
    expect(removed.data.orderAdjustmentSummary.orderAdjustments).toEqual([]);
    const notThere = await call(t, token, 'POST', 'cart-giftcertificate/remove_code', {
      code: 'BENVENUTO10',
    });
    expect(notThere.errors[0]!.code).toBe('error.gift.not_in_cart');
  });

  it('a voucher goes on the cart and back to the customer; the history shows used ones', async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    await setupCart(t, token);
    const list = await call(t, token, 'GET', 'giftcertificate/list-manual-assigned');
    expect(list.status).toBe(0);
    const names = list.data.giftCertificates.map((g: Json) => g.giftCode ?? g.name);
    expect(names).toContain('BUONO10-MR');
    expect(names).not.toContain('BENVENUTO5-MR');
    const history = await call(t, token, 'GET', 'giftcertificate/list?show_history=true');
    const used = history.data.giftCertificates.find((g: Json) => g.giftCode === 'BENVENUTO5-MR');
    expect(used.userGiftCertificates[0].usedAt).not.toBeNull();
    const usedAgain = await call(t, token, 'GET', 'cart-giftcertificate/check?code=BENVENUTO5-MR');
    expect(usedAgain.errors[0]!.code).toBe('error.gift.used');

    await fillTo(token, 40);
    const add = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BUONO10-MR' });
    expect(add.status).toBe(0);
    expect(add.data.giftTotal).toBe(10);
    expectConsistent(add.data);
    const threshold = await call(t, token, 'GET', 'cart-giftcertificate/cart-threshold');
    expect(threshold.data.thresholds).toContainEqual(
      expect.objectContaining({ name: 'Buono sconto 10 €', threshold: 40, missing: 0 }),
    );

    // closing the cart gives the voucher back, unused
    const closed = await call(t, token, 'POST', 'cart/close', {});
    expect(closed.status).toBe(0);
    const after = await call(t, token, 'GET', 'giftcertificate/list-manual-assigned');
    const voucher = after.data.giftCertificates.find((g: Json) => g.giftCode === 'BUONO10-MR');
    expect(voucher.userGiftCertificates[0]).toMatchObject({ cartId: null, usedAt: null });
  });
});

describe('personal coupons', () => {
  it('one coupon per unit of the chosen line, discounting one piece', async () => {
    const { token, userId } = await loginAs('mario.rossi@example.com');
    await setupCart(t, token);
    const add = await call(t, token, 'POST', 'cart/add', {
      items: [{ productId: products[0], quantity: 1 }],
    });
    expect(add.status).toBe(0);
    const line = add.data.cartItems.find((l: Json) => l.productId === products[0]);

    const choice = await call(t, token, 'GET', 'personal-coupon/check_coupon');
    expect(choice.status).toBe(0);
    const twenty = choice.data.coupons.filter((c: Json) => c.name === 'Sconto 20% su un prodotto');
    expect(twenty).toHaveLength(2);
    expect(twenty[0].giftAdjustmentType.giftAdjustmentTypeId).toBe(1001);
    expect(twenty[0].eligibleCartItemIds).toEqual([line.itemId]);
    const [c1, c2] = twenty.map((c: Json) => c.userGiftCertificates[0].userGiftCertificateId);

    const one = await call(t, token, 'POST', 'personal-coupon/add_coupon', {
      userGiftCertificates: [{ userGiftCertificateId: c1, cartItemId: line.itemId }],
    });
    expect(one.status).toBe(0);
    expect(cents(one.data.giftTotal)).toBe(Math.round(cents(line.unitPrice) * 0.2));
    expect(one.data.gift_certificates).toHaveLength(1);
    expect(one.data.orderAdjustmentSummary.orderAdjustments[0].orderItemId).toBe(line.itemId);
    expectConsistent(one.data);

    // a line of 1 piece takes one coupon; the one already on it stays allowed
    const again = await call(t, token, 'GET', 'personal-coupon/check_coupon');
    const byId = (id: number) =>
      again.data.coupons.find((c: Json) => c.userGiftCertificates[0].userGiftCertificateId === id);
    expect(byId(c1).eligibleCartItemIds).toEqual([line.itemId]);
    expect(byId(c2).eligibleCartItemIds).toEqual([]);
    const full = await call(t, token, 'POST', 'personal-coupon/add_coupon', {
      userGiftCertificates: [{ userGiftCertificateId: c2, cartItemId: line.itemId }],
    });
    expect(full.status).not.toBe(0);
    expect(full.errors[0]!.code).toBe('error.gift.line_full');
    expect(
      (await call(t, token, 'GET', 'cart/view')).data.orderAdjustmentSummary.orderAdjustments,
    ).toHaveLength(1);

    // two pieces take two coupons
    await call(t, token, 'POST', 'cart/update', { items: [{ itemId: line.itemId, quantity: 2 }] });
    const two = await call(t, token, 'POST', 'personal-coupon/add_coupon', {
      userGiftCertificates: [{ userGiftCertificateId: c2, cartItemId: line.itemId }],
    });
    expect(two.status).toBe(0);
    expect(cents(two.data.giftTotal)).toBe(2 * Math.round(cents(line.unitPrice) * 0.2));
    expectConsistent(two.data);

    // taking one off
    const off = await call(t, token, 'POST', 'personal-coupon/add_coupon', {
      userGiftCertificates: [{ userGiftCertificateId: c2, cartItemId: null }],
    });
    expect(off.status).toBe(0);
    expect(off.data.orderAdjustmentSummary.orderAdjustments).toHaveLength(1);

    // someone else's coupon and a line of another cart are refused
    const other = await loginAs('giulia.bianchi@example.com');
    const giuliaCoupons = await call(t, other.token, 'GET', 'giftcertificate/list-manual-assigned');
    const giuliaCoupon = giuliaCoupons.data.giftCertificates.find((g: Json) => g.kind === 'coupon');
    const stolen = await call(t, token, 'POST', 'personal-coupon/add_coupon', {
      userGiftCertificates: [
        {
          userGiftCertificateId: giuliaCoupon.userGiftCertificates[0].userGiftCertificateId,
          cartItemId: line.itemId,
        },
      ],
    });
    expect(stolen.errors[0]!.code).toBe('error.gift.not_yours');
    const get = await call(
      t,
      token,
      'GET',
      `personal-coupon/get_coupon?user_gift_certificate_id=${giuliaCoupon.userGiftCertificates[0].userGiftCertificateId}`,
    );
    expect(get.errors[0]!.code).toBe('error.gift.not_yours');
    const mine = await call(t, token, 'GET', `personal-coupon/get_coupon?user_gift_certificate_id=${c1}`);
    expect(mine.status).toBe(0);
    expect(mine.data.userGiftCertificates[0].cartItemId).toBe(line.itemId);
    expect(userId).toBeGreaterThan(0);

    // bad bodies are 400 with an Italian message, never a 500
    for (const body of [
      {},
      { userGiftCertificates: [] },
      { userGiftCertificates: [{ userGiftCertificateId: 'x' }] },
    ]) {
      const bad = await call(t, token, 'POST', 'personal-coupon/add_coupon', body);
      expect(bad.http).toBe(400);
      expect(bad.message.length).toBeGreaterThan(5);
    }

    // a coupon whose line leaves the cart goes back to the customer
    const removed = await call(t, token, 'POST', 'cart/delete', { items: [{ itemId: line.itemId }] });
    expect(removed.status).toBe(0);
    expect(removed.data.giftTotal).toBe(0);
    expect(removed.data.orderAdjustmentSummary.orderAdjustments).toEqual([]);
    const back = await call(t, token, 'GET', `personal-coupon/get_coupon?user_gift_certificate_id=${c1}`);
    expect(back.data.userGiftCertificates[0]).toMatchObject({ cartId: null, cartItemId: null, usedAt: null });
  });
});

describe('gifts and the order', () => {
  it('a code that discounted an order is used by it; a code limited to one use is refused next time', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    await fillTo(token, 30);
    const add = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(add.status).toBe(0);
    const discount = add.data.giftTotal;
    expect(discount).toBeGreaterThan(0);
    const buy = await call(t, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status).toBe(0);
    const orderId = buy.data.order.orderId;
    const history = await call(t, token, 'GET', 'giftcertificate/list?show_history=true');
    const used = history.data.giftCertificates.find((g: Json) => g.giftCode === 'BENVENUTO10');
    expect(used.userGiftCertificates[0]).toMatchObject({ orderId });
    expect(used.userGiftCertificates[0].usedAt).not.toBeNull();

    // the next cart starts without it, and the code cannot be used again
    const next = await call(t, token, 'GET', 'cart/view');
    expect(next.data.orderAdjustmentSummary.orderAdjustments).toEqual([]);
    await setupCart(t, token);
    await fillTo(token, 30);
    const again = await call(t, token, 'POST', 'cart-giftcertificate/add_code', { code: 'BENVENUTO10' });
    expect(again.errors[0]).toEqual({
      code: 'error.gift.used',
      error: 'Il codice inserito è già stato utilizzato.',
    });
  });
});

// Issue 19 §14, seed 001 §2: product cards show the customer's gift-certificate offers.
describe('gift-certificate offers on products (userGiftCertificates)', () => {
  const fresh = async () => {
    const tree = (await call(t, null, 'GET', 'category')).data.categories as Json[];
    return tree.find((c) => c.slug === 'frutta-e-verdura')!;
  };

  it('gives Mario his voucher on the products of the category its proposal names, nowhere else', async () => {
    const mario = await loginAs('mario.rossi@example.com');
    const dept = await fresh();
    const fruit = await call(
      t,
      mario.token,
      'GET',
      `products?parent_category_id=${dept.categoryId}&page_size=5`,
    );
    expect(fruit.data.products.length).toBeGreaterThan(0);
    for (const p of fruit.data.products) {
      expect(p.userGiftCertificates, p.name).toHaveLength(1);
      expect(p.userGiftCertificates[0]).toMatchObject({
        giftCode: 'BUONO10-MR',
        name: 'Buono sconto 10 €',
        discountLabel: expect.stringContaining('10'),
        categoryProposal: { slug: 'frutta-e-verdura' },
      });
      expect(p.userGiftCertificates[0].userGiftCertificates[0].usedAt).toBeNull();
    }
    const one = fruit.data.products[0];
    const bySlug = await call(t, mario.token, 'GET', `products?slug=${one.slug}`);
    expect(bySlug.data.userGiftCertificates[0].giftCode).toBe('BUONO10-MR');
    const byId = await call(t, mario.token, 'GET', `products/${one.productId}`);
    expect(byId.data.userGiftCertificates[0].giftCode).toBe('BUONO10-MR');
    const slider = await call(t, mario.token, 'GET', `adv?category_id=${dept.categoryId}&limit=3`);
    for (const p of slider.data.products) expect(p.userGiftCertificates[0].giftCode).toBe('BUONO10-MR');
    // another department: no offer
    const other = (await call(t, null, 'GET', 'category')).data.categories.find(
      (c: Json) => c.slug !== 'frutta-e-verdura',
    );
    const elsewhere = await call(
      t,
      mario.token,
      'GET',
      `products?parent_category_id=${other.categoryId}&page_size=5`,
    );
    for (const p of elsewhere.data.products) expect(p.userGiftCertificates).toBeUndefined();
  });

  it('gives nothing to visitors, to customers without the voucher, nor once it is used', async () => {
    const dept = await fresh();
    const url = `products?parent_category_id=${dept.categoryId}&page_size=3`;
    for (const p of (await call(t, null, 'GET', url)).data.products)
      expect(p.userGiftCertificates).toBeUndefined();
    const giulia = await loginAs('giulia.bianchi@example.com');
    for (const p of (await call(t, giulia.token, 'GET', url)).data.products)
      expect(p.userGiftCertificates).toBeUndefined();
    const mario = await loginAs('mario.rossi@example.com');
    await t.database.db
      .updateTable('user_gift_certificate')
      .set({ used_at: new Date(), order_id: 1 })
      .where('user_id', '=', mario.userId)
      .where('gift_certificate_id', '=', 5)
      .execute();
    for (const p of (await call(t, mario.token, 'GET', url)).data.products)
      expect(p.userGiftCertificates).toBeUndefined();
  });
});
