// Test helpers of the cart and delivery tests: users logged in directly, calls
// with the account header, products shaped for a rule.
import { sql } from 'kysely';
import type { TestContext } from './harness';

/** Wire answers are read loosely in tests: the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer<T = Json> {
  http: number;
  status: number;
  data: T;
  errors: { code: string; error: string }[];
  warnings: { code: string; warning: string }[];
  infos: { code: string; info: string }[];
  message: string;
}

let userSeq = 0;

/** A new customer (or the seed's first user) and its account token. */
export async function login(t: TestContext, fresh = true): Promise<{ userId: number; token: string }> {
  let userId: number;
  if (fresh) {
    userSeq += 1;
    const email = `cart.test.${process.pid}.${userSeq}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const row = await t.database.db
      .insertInto('app_user')
      .values({ email, email_lower: email, first_name: 'Test', last_name: `Cliente ${userSeq}` } as never)
      .returning('user_id')
      .executeTakeFirstOrThrow();
    userId = row.user_id;
  } else {
    userId = (
      await t.database.db
        .selectFrom('app_user')
        .select('user_id')
        .orderBy('user_id')
        .executeTakeFirstOrThrow()
    ).user_id;
  }
  const { accountToken } = await t.app.sessions.startUser(null, userId, { rememberMe: true });
  return { userId, token: accountToken };
}

/** A seeded customer (by e-mail) logged in directly, with its account token. */
export async function loginAs(t: TestContext, email: string): Promise<{ userId: number; token: string }> {
  const user = await t.database.db
    .selectFrom('app_user')
    .select('user_id')
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  const { accountToken } = await t.app.sessions.startUser(null, user.user_id, { rememberMe: true });
  return { userId: user.user_id, token: accountToken };
}

export async function call<T = Json>(
  t: TestContext,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown> | string,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers['x-ebsn-account'] = token;
  if (typeof body === 'string') headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await t.app.inject({
    method,
    url: `/ebsn/api/${url}`,
    headers,
    ...(body !== undefined ? (typeof body === 'string' ? { payload: body } : { payload: body }) : {}),
  });
  const json = res.json();
  return {
    http: res.statusCode,
    status: json.response?.status,
    data: json.data,
    errors: json.response?.errors ?? [],
    warnings: json.response?.warnings ?? [],
    infos: json.response?.infos ?? [],
    message: json.response?.errors?.[0]?.error ?? '',
  };
}

/** Products whose rules the tests set: a plain Pezzo product, reshaped. */
export async function plainProducts(
  t: TestContext,
  count: number,
  warehouseIds: number[] = [],
): Promise<number[]> {
  const rows = await sql<{ product_id: number }>`select p.product_id from product p
    where p.tipologia = 'Pezzo' and p.day_lock is null and p.max_acq is null and p.select_options = '[]'::jsonb
      and not exists (select 1 from product_product_class c join product_class pc using (product_class_id)
                       where c.product_id = p.product_id and pc.rule_max is not null)
      and not exists (select 1 from warehouse_product wp where wp.product_id = p.product_id
                       and wp.warehouse_id = any(${warehouseIds.length ? warehouseIds : [-1]}::int[]) and wp.available <= 0)
    order by p.product_id limit ${count}`.execute(t.database.db);
  const ids = rows.rows.map((r) => r.product_id);
  for (const id of ids) await shapeProduct(t, id, {});
  return ids;
}

export async function shapeProduct(
  t: TestContext,
  productId: number,
  shape: {
    tipologia?: 'Pezzo' | 'Confezione' | 'Sfuso';
    infos?: Record<string, string>;
    minAcq?: number;
    maxAcq?: number | null;
    dayLock?: string | null;
  },
): Promise<void> {
  const base: Record<string, string> = {
    TIPOLOGIA: shape.tipologia ?? 'Pezzo',
    LOCKER_LEVEL: '1',
    ...shape.infos,
  };
  if (shape.maxAcq) base.MAXACQ = String(shape.maxAcq);
  await t.database.db
    .updateTable('product')
    .set({
      tipologia: shape.tipologia ?? 'Pezzo',
      infos: JSON.stringify(base),
      min_acq: shape.minAcq ?? 1,
      max_acq: shape.maxAcq ?? null,
      day_lock: shape.dayLock ?? null,
    })
    .where('product_id', '=', productId)
    .execute();
}

export async function setAvailable(
  t: TestContext,
  warehouseId: number,
  productId: number,
  available: number,
) {
  await sql`insert into warehouse_product (warehouse_id, product_id, available) values (${warehouseId}, ${productId}, ${available})
    on conflict (warehouse_id, product_id) do update set available = excluded.available`.execute(
    t.database.db,
  );
}

/** Drive at a shop (service 1 at warehouse 1 by default) and the first slot with room. */
export async function setupCart(
  t: TestContext,
  token: string,
  choice: { addressType?: string; addressId?: number; deliveryServiceId?: number } = {},
): Promise<{ timeslotId: number; cart: Json }> {
  const sel = await call(t, token, 'POST', 'user-address/select', {
    address_type: choice.addressType ?? 'drive',
    address_id: choice.addressId ?? 1,
    delivery_service_id: choice.deliveryServiceId ?? 1,
  });
  if (sel.status !== 0) throw new Error(`select address: ${sel.message}`);
  const list = await call(t, token, 'GET', 'timeslot/list');
  const slots = list.data.flatMap((d: Json) => d.timeslots).filter((s: Json) => s.active === 1);
  // an untouched slot when there is one, so tests can reshape it freely
  const slot = slots.find((s: Json) => s.available === s.capacity) ?? slots[0];
  const chosen = await call(t, token, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`);
  if (chosen.status !== 0) throw new Error(`select slot: ${chosen.message}`);
  return { timeslotId: slot.timeslotId, cart: chosen.data };
}
