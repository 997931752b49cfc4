// HTTP tests of the anonymous cart (ANONYMOUS_CART, spec 001 §1, §4, §6): an anonymous visitor
// fills a cart without address or slot, and logging in moves its lines into the account's cart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { hashPassword } from '../../platform/password';
import {
  call,
  plainProducts,
  setAvailable,
  setupCart,
  shapeProduct,
  type Json,
} from '../../../test/cart-kit';

const GIULIA = { login: 'giulia.bianchi@example.com', password: 'Sporta2026!' };

let t: TestContext;
let off: TestContext;
let products: number[];

beforeAll(async () => {
  [t, off] = await Promise.all([
    startTestApp({ products: 300, config: { ANONYMOUS_CART: true, UPDATE_CART: false } }),
    startTestApp({ products: 100 }),
  ]);
  products = await plainProducts(t, 10, [1]);
  // the second factor (PIN by mail) is the account tests' business: Giulia logs in with her password
  await t.database.db
    .updateTable('app_user')
    .set({ mfa_enabled: false })
    .where('email_lower', '=', GIULIA.login)
    .execute();
}, 180_000);

afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

interface Visit {
  session?: string;
  account?: string;
}

/** A call as a browser-less client: the session and account values travel as headers. */
async function as(
  visit: Visit,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
): Promise<{ http: number; json: Json; session?: string; account?: string }> {
  const headers: Record<string, string> = {};
  if (visit.session) headers['x-ebsn-session'] = visit.session;
  if (visit.account) headers['x-ebsn-account'] = visit.account;
  const res = await t.app.inject({
    method,
    url: `/ebsn/api/${url}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
  const header = (name: string) => {
    const v = res.headers[name];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  return {
    http: res.statusCode,
    json: res.json(),
    session: header('x-ebsn-session'),
    account: header('x-ebsn-account'),
  };
}

async function loginAs(visit: Visit, who = GIULIA) {
  const res = await as(visit, 'POST', 'auth/login', { ...who });
  expect(res.json.response.status).toBe(0);
  return { ...res, account: res.account! };
}

let customers = 0;
async function newCustomer(): Promise<{ login: string; password: string }> {
  customers += 1;
  const email = `anon.cart.${customers}.${Date.now()}@example.com`;
  await t.database.db
    .insertInto('app_user')
    .values({
      email,
      email_lower: email,
      password_hash: await hashPassword(GIULIA.password),
      first_name: 'Anna',
      last_name: 'Verdi',
      confirmed_at: new Date(),
    } as never)
    .execute();
  return { login: email, password: GIULIA.password };
}

async function sessionCount(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from session`.execute(t.database.db);
  return r.rows[0]!.n;
}

const qty = (cart: Json, productId: number) =>
  cart.cartItems.filter((l: Json) => l.productId === productId).map((l: Json) => l.quantity);

describe('app/config', () => {
  it('tells clients whether the anonymous cart and cart updating are on, with no login', async () => {
    const on = await as({}, 'GET', 'app/config');
    expect(on.http).toBe(200);
    expect(on.json).toEqual({
      response: expect.objectContaining({ status: 0, errors: [] }),
      data: { anonymousCart: true, updateCart: false, googleLogin: false, facebookLogin: false },
    });
    expect(on.session).toBeUndefined();
    const res = await off.app.inject({ method: 'GET', url: '/ebsn/api/app/config' });
    expect(res.json().data).toEqual({
      anonymousCart: false,
      updateCart: true,
      googleLogin: false,
      facebookLogin: false,
    });
  });
});

describe('anonymous cart on', () => {
  it('answers a blank cart to a visitor who only looks, and writes nothing', async () => {
    const before = await sessionCount();
    const view = await as({}, 'GET', 'cart/view');
    expect(view.http).toBe(200);
    expect(view.json.response.status).toBe(0);
    expect(view.json.data).toMatchObject({ cartId: 0, totalItems: 0, cartItems: [], user: { userId: -1 } });
    expect(view.session).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('adds without login, address or slot; the session keeps the cart', async () => {
    const add = await as({}, 'POST', 'cart/add', { items: [{ productId: products[0], quantity: 3 }] });
    expect(add.http).toBe(200);
    expect(add.json.response.status).toBe(0);
    expect(add.session).toBeTruthy();
    expect(add.json.data.cartId).toBeGreaterThan(0);
    expect(add.json.data.user.userId).toBe(-1);
    expect(add.json.data.shippingAddress).toBeNull();
    expect(add.json.data.timeslot).toBeNull();
    expect(qty(add.json.data, products[0]!)).toEqual([3]);
    expect(add.json.data.totalPrice).toBeGreaterThan(0);
    const again = await as({ session: add.session }, 'GET', 'cart/view');
    expect(again.json.data.cartId).toBe(add.json.data.cartId);
    expect(qty(again.json.data, products[0]!)).toEqual([3]);
    // the quantity rules hold for anonymous visitors too
    await shapeProduct(t, products[9]!, { maxAcq: 2 });
    const tooMany = await as({ session: add.session }, 'POST', 'cart/add', {
      items: [{ productId: products[9], quantity: 3 }],
    });
    expect(tooMany.json.response.status).not.toBe(0);
    expect(tooMany.json.response.errors[0].code).toBe('error.cart.max_acq');
    // a visitor without the session sees a blank cart, not this one
    expect((await as({}, 'GET', 'cart/view')).json.data.cartId).toBe(0);
  });

  it('still needs login for the checkout', async () => {
    const add = await as({}, 'POST', 'cart/add', { items: [{ productId: products[0], quantity: 1 }] });
    const prepare = await as({ session: add.session }, 'POST', 'checkout/prepare', {});
    expect(prepare.http).toBe(401);
  });
});

describe('login moves the anonymous cart into the account cart', () => {
  it('adds quantities per line, respects maxAcq, drops what the account cart cannot take, in Italian', async () => {
    const [both, onlyAnon, onlyHers, gone, limited] = products.slice(1, 6) as [
      number,
      number,
      number,
      number,
      number,
    ];
    await shapeProduct(t, limited, { maxAcq: 4 });
    // Giulia's own cart: drive at warehouse 1, a slot, three lines
    const first = await loginAs({});
    await setupCart(t, first.account);
    await as({ account: first.account }, 'POST', 'cart/empty');
    const mine = await as({ account: first.account }, 'POST', 'cart/add', {
      items: [
        { productId: both, quantity: 2 },
        { productId: onlyHers, quantity: 1 },
        { productId: limited, quantity: 3 },
      ],
    });
    expect(mine.json.response.status).toBe(0);
    const herCartId = mine.json.data.cartId;

    // an anonymous visit on another device
    const anon = await as({}, 'POST', 'cart/add', {
      items: [
        { productId: both, quantity: 3 },
        { productId: onlyAnon, quantity: 1 },
        { productId: gone, quantity: 2 },
        { productId: limited, quantity: 3 },
      ],
    });
    expect(anon.json.response.status).toBe(0);
    expect(anon.json.data.totalItems).toBe(4);
    const anonCartId = anon.json.data.cartId;
    // meanwhile one product runs out at Giulia's warehouse
    await setAvailable(t, 1, gone, 0);

    const login = await loginAs({ session: anon.session });
    expect(login.json.data.cartId).toBe(herCartId);
    const warnings: { code: string; warning: string }[] = login.json.response.warnings;
    expect(warnings.map((w) => w.code).sort()).toEqual([
      'warning.cart.merge_capped',
      'warning.cart.merge_dropped',
    ]);
    const dropped = warnings.find((w) => w.code === 'warning.cart.merge_dropped')!;
    expect(dropped.warning).toMatch(/non è stato spostato nel tuo carrello: .*non è disponibile/);
    expect(login.json.response.warningsMessage).toHaveLength(2);
    expect(login.json.response.infos[0].info).toBe('Benvenuto, Giulia!');

    const cart = (await as({ account: login.account }, 'GET', 'cart/view')).json.data;
    expect(cart.cartId).toBe(herCartId);
    expect(qty(cart, both)).toEqual([5]);
    expect(qty(cart, onlyAnon)).toEqual([1]);
    expect(qty(cart, onlyHers)).toEqual([1]);
    expect(qty(cart, limited)).toEqual([4]);
    expect(qty(cart, gone)).toEqual([]);
    expect(cart.totalItems).toBe(4);
    // her delivery setup is kept
    expect(cart.shippingAddress).toMatchObject({ addressType: 'drive', addressId: 1 });
    expect(cart.timeslot).not.toBeNull();

    // the anonymous cart is closed and empty
    const closed = await t.database.db
      .selectFrom('cart')
      .select(['closed_at'])
      .where('cart_id', '=', anonCartId)
      .executeTakeFirstOrThrow();
    expect(closed.closed_at).not.toBeNull();
    const left = await t.database.db
      .selectFrom('cart_item')
      .select('item_id')
      .where('cart_id', '=', anonCartId)
      .execute();
    expect(left).toEqual([]);

    // the old session ended: logging in again with it moves nothing twice
    const again = await loginAs({ session: anon.session });
    expect(again.json.response.warnings).toEqual([]);
    const after = (await as({ account: again.account }, 'GET', 'cart/view')).json.data;
    expect(qty(after, both)).toEqual([5]);
    expect(after.totalItems).toBe(4);
  });

  it('moves nothing twice when logins race on the same anonymous session', async () => {
    const p = products[6]!;
    const who = await newCustomer();
    const own = await loginAs({}, who);
    await setupCart(t, own.account);
    await as({ account: own.account }, 'POST', 'cart/add', { items: [{ productId: p, quantity: 1 }] });
    const anon = await as({}, 'POST', 'cart/add', { items: [{ productId: p, quantity: 2 }] });
    const logins = await Promise.all(
      Array.from({ length: 4 }, () => as({ session: anon.session }, 'POST', 'auth/login', { ...who })),
    );
    for (const l of logins) expect(l.http).toBe(200);
    const done = logins.filter((l) => l.json.response.status === 0);
    expect(done.length).toBeGreaterThan(0);
    const cart = (await as({ account: done[0]!.account }, 'GET', 'cart/view')).json.data;
    expect(qty(cart, p)).toEqual([3]);
    expect(cart.totalItems).toBe(1);
  });

  it('gives the lines, as they were, to an account that had no cart', async () => {
    const anon = await as({}, 'POST', 'cart/add', {
      items: [
        { productId: products[7], quantity: 2 },
        { productId: products[8], quantity: 1 },
      ],
    });
    const login = await loginAs({ session: anon.session }, await newCustomer());
    expect(login.json.response.warnings).toEqual([]);
    expect(login.json.data.cartId).toBeGreaterThan(0);
    const cart = (await as({ account: login.account }, 'GET', 'cart/view')).json.data;
    expect(cart.cartId).toBe(login.json.data.cartId);
    expect(qty(cart, products[7]!)).toEqual([2]);
    expect(qty(cart, products[8]!)).toEqual([1]);
    // no setup yet: the customer is asked for it before adding more or checking out
    expect(cart.shippingAddress).toBeNull();
  });
});

describe('anonymous cart off (default)', () => {
  it('keeps the cart behind login and answers cartId null at login without a cart', async () => {
    const view = await off.app.inject({ method: 'GET', url: '/ebsn/api/cart/view' });
    expect(view.statusCode).toBe(401);
    const add = await call(off, null, 'POST', 'cart/add', { items: [{ productId: 1, quantity: 1 }] });
    expect(add.http).toBe(401);
  });
});
