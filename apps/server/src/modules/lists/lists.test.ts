// HTTP tests of wishlists (seed 002 §7) on a fresh seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, plainProducts, setAvailable, setupCart, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';

let t: TestContext;
let products: number[];

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  products = await plainProducts(t, 6, [1]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('wishlists', () => {
  it('need login', async () => {
    expect((await call(t, null, 'GET', 'wishlist/list')).http).toBe(401);
    expect((await call(t, null, 'POST', 'wishlist/insert', { name: 'Spesa' })).http).toBe(401);
  });

  it('create, rename, select and delete lists; names are unique per customer and checked', async () => {
    const { token } = await login(t);
    const first = await call(t, token, 'POST', 'wishlist/insert', { name: 'Spesa settimanale' });
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({
      name: 'Spesa settimanale',
      size: 0,
      isDefault: true,
      sharingData: { grant: 'WRITE' },
    });
    const second = await call(t, token, 'POST', 'wishlist/insert', 'name=Grigliata');
    expect(second.data.isDefault).toBe(false);
    const dup = await call(t, token, 'POST', 'wishlist/insert', { name: 'grigliata' });
    expect(dup.status).not.toBe(0);
    expect(dup.errors[0]).toEqual({
      code: 'error.wishlist.name_taken',
      error: 'Hai già una lista con questo nome.',
    });
    const empty = await call(t, token, 'POST', 'wishlist/insert', { name: '   ' });
    expect(empty.http).toBe(400);
    expect(empty.message).toContain('nome della lista');
    const long = await call(t, token, 'POST', 'wishlist/insert', { name: 'x'.repeat(61) });
    expect(long.http).toBe(400);

    const renamed = await call(t, token, 'POST', 'wishlist/update', {
      list_id: second.data.listId,
      name: 'Grigliata di Ferragosto',
    });
    expect(renamed.data.name).toBe('Grigliata di Ferragosto');
    const selected = await call(t, token, 'POST', 'wishlist/select', { list_id: second.data.listId });
    expect(selected.data.isDefault).toBe(true);
    const list = await call(t, token, 'GET', 'wishlist/list');
    expect(list.data.wishlists.map((w: Json) => [w.name, w.isDefault])).toEqual([
      ['Grigliata di Ferragosto', true],
      ['Spesa settimanale', false],
    ]);
    expect(list.data.page).toMatchObject({ totItems: 2, selPage: 1 });
    const removed = await call(t, token, 'POST', 'wishlist/delete', { list_id: first.data.listId });
    expect(removed.status).toBe(0);
    expect((await call(t, token, 'GET', 'wishlist/list')).data.wishlists).toHaveLength(1);
  });

  it('adds products (to the selected list, created when none), changes and removes them, lists inactive ones apart', async () => {
    const { token } = await login(t);
    await setupCart(t, token);
    const added = await call(t, token, 'POST', 'wishlist/add_prod', {
      items: [{ productId: products[0] }, { productId: products[1], quantity: 3 }],
    });
    expect(added.status).toBe(0);
    expect(added.data).toMatchObject({ name: 'I miei preferiti', isDefault: true, size: 2 });
    const listId = added.data.listId;
    // the same product again adds to its quantity
    await call(t, token, 'POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: products[1], quantity: 2 }],
    });
    await setAvailable(t, 1, products[0]!, 0);
    const view = await call(t, token, 'GET', `wishlist/view?list_id=${listId}`);
    expect(view.status).toBe(0);
    expect(view.data.wishlistItems.map((i: Json) => [i.productId, i.quantity])).toEqual([[products[1], 5]]);
    expect(view.data.wishlistInactiveItems.map((i: Json) => i.productId)).toEqual([products[0]]);
    expect(view.data.wishlistItems[0].product.name).toEqual(expect.any(String));
    await setAvailable(t, 1, products[0]!, 100);

    const item = view.data.wishlistItems[0];
    const changed = await call(t, token, 'POST', 'wishlist/update_prods', {
      wishlistId: listId,
      items: [{ itemId: item.itemId, quantity: 1 }],
    });
    expect(changed.status).toBe(0);
    const gone = await call(t, token, 'POST', 'wishlist/update_prods', {
      wishlistId: listId,
      items: [{ itemId: item.itemId, quantity: 0 }],
    });
    expect(gone.data.size).toBe(1);
    const byProduct = await call(t, token, 'POST', 'wishlist/delete_prods', {
      wishlistId: listId,
      items: [{ productId: products[0] }],
    });
    expect(byProduct.data.size).toBe(0);
    const notThere = await call(t, token, 'POST', 'wishlist/delete_prods', {
      wishlistId: listId,
      items: [{ productId: products[0] }],
    });
    expect(notThere.errors[0]!.code).toBe('error.wishlist.item_not_found');
    const unknown = await call(t, token, 'POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: 1_999_999_999 }],
    });
    expect(unknown.errors[0]!.code).toBe('error.wishlist.product_not_found');
    for (const body of [
      {},
      { items: [] },
      { items: [{ productId: 'x' }] },
      { items: [{ productId: products[0], quantity: -1 }] },
    ]) {
      const bad = await call(t, token, 'POST', 'wishlist/add_prod', body);
      expect(bad.http).toBe(400);
    }
  });

  it('filters the catalogue by a list and by favourites, and fills the cart from a list', async () => {
    const { token } = await login(t);
    const list = await call(t, token, 'POST', 'wishlist/insert', { name: 'Colazione' });
    await call(t, token, 'POST', 'wishlist/add_prod', {
      wishlistId: list.data.listId,
      items: [{ productId: products[2], quantity: 2 }, { productId: products[3] }],
    });
    const other = await call(t, token, 'POST', 'wishlist/insert', { name: 'Cena' });
    await call(t, token, 'POST', 'wishlist/add_prod', {
      wishlistId: other.data.listId,
      items: [{ productId: products[4] }],
    });

    const byList = await call(t, token, 'GET', `products?parent_wishlist_id=${list.data.listId}`);
    expect(byList.data.products.map((p: Json) => p.productId).sort()).toEqual(
      [products[2], products[3]].sort(),
    );
    const favourites = await call(t, token, 'GET', 'products?preferred=1');
    expect(favourites.data.page.totItems).toBe(3);
    expect((await call(t, null, 'GET', 'products?preferred=1')).data.products).toEqual([]);

    const noSetup = await call(t, token, 'POST', 'cart/add-all-from-wishlist', { list_id: list.data.listId });
    expect(noSetup.errors[0]!.code).toBe('error.cart.need_address');
    await setupCart(t, token);
    const filled = await call(t, token, 'POST', 'cart/add-all-from-wishlist', { list_id: list.data.listId });
    expect(filled.status).toBe(0);
    expect(filled.data.cartItems.map((l: Json) => [l.productId, l.quantity])).toEqual([
      [products[2], 2],
      [products[3], 1],
    ]);
  });

  it("refuses every call on another customer's list and shows none of it", async () => {
    const owner = await login(t);
    const thief = await login(t);
    const list = await call(t, owner.token, 'POST', 'wishlist/insert', { name: 'Privata' });
    const id = list.data.listId;
    await call(t, owner.token, 'POST', 'wishlist/add_prod', {
      wishlistId: id,
      items: [{ productId: products[5] }],
    });
    const attempts: [string, 'GET' | 'POST', Record<string, unknown> | undefined][] = [
      [`wishlist/view?list_id=${id}`, 'GET', undefined],
      ['wishlist/update', 'POST', { list_id: id, name: 'Mia' }],
      ['wishlist/delete', 'POST', { list_id: id }],
      ['wishlist/select', 'POST', { list_id: id }],
      ['wishlist/add_prod', 'POST', { wishlistId: id, items: [{ productId: products[0] }] }],
      ['wishlist/update_prods', 'POST', { wishlistId: id, items: [{ itemId: 1, quantity: 0 }] }],
      ['wishlist/delete_prods', 'POST', { wishlistId: id, items: [{ productId: products[5] }] }],
      ['cart/add-all-from-wishlist', 'POST', { list_id: id }],
      [`products?parent_wishlist_id=${id}`, 'GET', undefined],
    ];
    for (const [url, method, body] of attempts) {
      const a = await call(t, thief.token, method, url, body);
      expect(a.http, url).toBe(200);
      expect(a.errors[0]?.code, url).toBe('error.wishlist.not_found');
    }
    const mine = await call(t, owner.token, 'GET', `wishlist/view?list_id=${id}`);
    expect(mine.data).toMatchObject({ name: 'Privata', size: 1 });
  });
});

// Seed 002 §3 sharingData.grant, §5: a list shared with grant READ cannot be edited.
describe('shared lists', () => {
  async function share(listId: number, userId: number, grant: 'READ' | 'WRITE') {
    await t.database.db
      .insertInto('wishlist_share')
      .values({ wishlist_id: listId, user_id: userId, grant_type: grant })
      .execute();
  }

  async function ownerWithList(name: string) {
    const owner = await login(t);
    const list = await call(t, owner.token, 'POST', 'wishlist/insert', { name });
    await call(t, owner.token, 'POST', 'wishlist/add_prod', {
      wishlistId: list.data.listId,
      items: [
        { productId: products[0], quantity: 2 },
        { productId: products[1], quantity: 1 },
      ],
    });
    return { owner, listId: list.data.listId as number };
  }

  it('READ: seen, viewed and bought from, never changed', async () => {
    const { owner, listId } = await ownerWithList('Spesa di casa');
    const guest = await login(t);
    await share(listId, guest.userId, 'READ');

    const mine = await call(t, guest.token, 'GET', 'wishlist/list');
    const shared = mine.data.wishlists.find((w: Json) => w.listId === listId);
    expect(shared).toMatchObject({
      name: 'Spesa di casa',
      size: 2,
      isDefault: false,
      sharingData: {
        grant: 'READ',
        shared: true,
        ownerName: expect.stringMatching(/^Test C\.$/),
        sharedWith: [],
      },
    });
    const view = await call(t, guest.token, 'GET', `wishlist/view?list_id=${listId}`);
    expect(view.data.wishlistItems.map((i: Json) => i.productId).sort()).toEqual(
      [products[0], products[1]].sort(),
    );
    const filtered = await call(t, guest.token, 'GET', `products?parent_wishlist_id=${listId}`);
    expect(filtered.data.page.totItems).toBe(2);

    const itemId = view.data.wishlistItems[0].itemId;
    const attempts: [string, Record<string, unknown>][] = [
      ['wishlist/add_prod', { wishlistId: listId, items: [{ productId: products[2], quantity: 1 }] }],
      ['wishlist/update_prods', { wishlistId: listId, items: [{ itemId, quantity: 5 }] }],
      ['wishlist/delete_prods', { wishlistId: listId, items: [{ itemId }] }],
      ['wishlist/update', { list_id: listId, name: 'Mia' }],
      ['wishlist/select', { list_id: listId }],
    ];
    for (const [url, body] of attempts) {
      const a = await call(t, guest.token, 'POST', url, body);
      expect(a.http, url).toBe(200);
      expect(a.status, url).not.toBe(0);
      expect(a.errors[0]!.code, url).toBe('error.wishlist.read_only');
      expect(a.message).toBe(
        'La lista «Spesa di casa» è condivisa con te in sola lettura: puoi vederla e aggiungerne i prodotti al carrello, non modificarla.',
      );
    }
    // nothing changed for the owner, who sees whom the list is shared with
    const owned = await call(t, owner.token, 'GET', `wishlist/view?list_id=${listId}`);
    expect(owned.data.name).toBe('Spesa di casa');
    expect(owned.data.wishlistItems.map((i: Json) => [i.productId, i.quantity]).sort()).toEqual(
      view.data.wishlistItems.map((i: Json) => [i.productId, i.quantity]).sort(),
    );
    expect(owned.data.sharingData).toMatchObject({ grant: 'WRITE', shared: false, ownerName: null });
    expect(owned.data.sharingData.sharedWith).toEqual([
      { name: expect.stringMatching(/^Test C\.$/), grant: 'READ' },
    ]);

    // buying from it is reading
    await setupCart(t, guest.token);
    const bought = await call(t, guest.token, 'POST', 'cart/add-all-from-wishlist', { list_id: listId });
    expect(bought.status).toBe(0);
    expect(bought.data.cartItems.map((i: Json) => i.product.productId).sort()).toEqual(
      [products[0], products[1]].sort(),
    );

    // deleting it only leaves the guest's lists
    const left = await call(t, guest.token, 'POST', 'wishlist/delete', { list_id: listId });
    expect(left.infos[0]!.code).toBe('info.wishlist.left');
    expect((await call(t, guest.token, 'GET', `wishlist/view?list_id=${listId}`)).errors[0]!.code).toBe(
      'error.wishlist.not_found',
    );
    expect(
      (await call(t, owner.token, 'GET', `wishlist/view?list_id=${listId}`)).data.wishlistItems,
    ).toHaveLength(2);
  });

  it('WRITE: products can change, the list itself stays the owner’s; strangers see nothing', async () => {
    const { owner, listId } = await ownerWithList('Grigliata');
    const friend = await login(t);
    const stranger = await login(t);
    await share(listId, friend.userId, 'WRITE');
    const added = await call(t, friend.token, 'POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: products[3], quantity: 1 }],
    });
    expect(added.status).toBe(0);
    expect(added.data.size).toBe(3);
    const rename = await call(t, friend.token, 'POST', 'wishlist/update', {
      list_id: listId,
      name: 'Nostra',
    });
    expect(rename.errors[0]!.code).toBe('error.wishlist.owner_only');
    // the friend's heart still adds to the friend's own list
    const heart = await call(t, friend.token, 'POST', 'wishlist/add_prod', {
      items: [{ productId: products[4], quantity: 1 }],
    });
    expect(heart.data.listId).not.toBe(listId);
    expect(heart.data.sharingData.shared).toBe(false);
    expect((await call(t, owner.token, 'GET', `wishlist/view?list_id=${listId}`)).data.size).toBe(3);
    for (const url of [`wishlist/view?list_id=${listId}`, `products?parent_wishlist_id=${listId}`]) {
      const a = await call(t, stranger.token, 'GET', url);
      expect(a.errors[0]!.code, url).toBe('error.wishlist.not_found');
      expect(a.data, url).toBeNull();
    }
    const strangerEdit = await call(t, stranger.token, 'POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [{ productId: products[5], quantity: 1 }],
    });
    expect(strangerEdit.errors[0]!.code).toBe('error.wishlist.not_found');
  });
});

// Seed 002 §7 wishlist/confirm {address_id, list_id}: the list checked for an address.
describe('wishlist/confirm', () => {
  it('prices and checks the list at the warehouse serving the address, changing nothing', async () => {
    const { token } = await login(t);
    const list = await call(t, token, 'POST', 'wishlist/insert', { name: 'Per il ritiro' });
    const listId = list.data.listId;
    await call(t, token, 'POST', 'wishlist/add_prod', {
      wishlistId: listId,
      items: [
        { productId: products[0], quantity: 1 },
        { productId: products[1], quantity: 1 },
      ],
    });
    // out of stock at shop 1, a different price there for the other
    await setAvailable(t, 1, products[1]!, 0);
    await t.database.db
      .insertInto('warehouse_product')
      .values({ warehouse_id: 1, product_id: products[0]!, price_cents: 123, available: 50 })
      .onConflict((oc) =>
        oc.columns(['warehouse_id', 'product_id']).doUpdateSet({ price_cents: 123, available: 50 }),
      )
      .execute();
    const before = await call(t, token, 'GET', 'cart/view');
    const a = await call(
      t,
      token,
      'POST',
      'wishlist/confirm',
      `list_id=${listId}&address_id=1&address_type=drive`,
    );
    expect(a.status).toBe(0);
    expect(a.data.confirmedFor).toMatchObject({
      addressId: 1,
      addressType: 'drive',
      warehouseId: 1,
      deliveryServiceId: 1,
    });
    expect(a.data.wishlistItems.map((i: Json) => [i.productId, i.product.priceDisplay])).toEqual([
      [products[0], 1.23],
    ]);
    expect(a.data.wishlistInactiveItems.map((i: Json) => i.productId)).toEqual([products[1]]);
    const after = await call(t, token, 'GET', 'cart/view');
    expect(after.data.shippingAddress ?? null).toEqual(before.data.shippingAddress ?? null);
    expect(after.data.warehouse ?? null).toEqual(before.data.warehouse ?? null);
  });

  it('refuses an unknown address, another customer’s list and missing fields', async () => {
    const { token } = await login(t);
    const other = await login(t);
    const list = await call(t, other.token, 'POST', 'wishlist/insert', { name: 'Altrui' });
    const foreign = await call(t, token, 'POST', 'wishlist/confirm', {
      list_id: list.data.listId,
      address_id: 1,
    });
    expect(foreign.errors[0]!.code).toBe('error.wishlist.not_found');
    const mine = await call(t, token, 'POST', 'wishlist/insert', { name: 'Mia' });
    const home = await call(t, token, 'POST', 'wishlist/confirm', {
      list_id: mine.data.listId,
      address_id: 999999,
      address_type: 'home',
    });
    expect(home.errors[0]!.code).toBe('error.address.not_found');
    const missing = await call(t, token, 'POST', 'wishlist/confirm', { list_id: mine.data.listId });
    expect(missing.http).toBe(400);
    expect(missing.message).toContain('address_id');
  });
});
