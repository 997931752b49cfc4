// A day of demo orders to pick (issue 26, ADR 0061): on `npm start` with the demo data, ten demo
// customers have bought today's or tomorrow's drive slots at Sporta Milano Solari (warehouse 1), so the
// seed's picker (preparatore) and store manager (responsabile) find orders on the board.
// (Tomorrow's slots: today's are usually past their cutoff when the shop starts.) Mixed
// baskets: packaged products, loose ones weighed at picking, and two customers who accepted
// alternatives on a line. The orders go through the shop's own calls (cart, slot, checkout,
// paid on delivery), as a customer places them; idempotent: nothing is added while these
// customers still have an order for today or later.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/platform/db-schema';
import { dayAfter } from '@sporta/domain';
import { romeDate } from '@sporta/domain';

export const PICKING_DAY_CUSTOMERS = [
  ['Giulia', 'Ferrari'],
  ['Luca', 'Esposito'],
  ['Francesca', 'Romano'],
  ['Marco', 'Colombo'],
  ['Sara', 'Ricci'],
  ['Alessandro', 'Marino'],
  ['Chiara', 'Greco'],
  ['Davide', 'Bruno'],
  ['Elena', 'Gallo'],
  ['Matteo', 'Conti'],
].map(([first, last]) => ({
  firstName: first!,
  lastName: last!,
  email: `${first!.toLowerCase()}.${last!.toLowerCase()}@spesa-demo.example.com`,
}));

const WAREHOUSE = 1;
const DRIVE = 1;

type App = FastifyInstance;

async function api(app: App, token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/ebsn/api/${url}`,
    headers: { 'x-ebsn-account': token, 'sec-fetch-site': 'same-origin' },
    ...(body ? { payload: body as Record<string, unknown> } : {}),
  });
  const json = res.json() as { response: { status: number; errorsMessage: string[] }; data: unknown };
  if (res.statusCode !== 200 || json.response.status !== 0)
    throw new Error(`${url}: ${json.response?.errorsMessage?.join(' ') ?? res.statusCode}`);
  return json.data as never;
}

/** Products of the demo store for the baskets: plain packaged ones and loose ones, across departments. */
async function products(db: Kysely<DB>) {
  const rows = await sql<{ product_id: number; tipologia: string }>`
    select distinct on (p.tipologia, c.parent_id) p.product_id, p.tipologia
      from product p join category c on c.category_id = p.category_id
     where p.tipologia in ('Pezzo', 'Sfuso') and p.day_lock is null and p.max_acq is null
       and p.select_options = '[]'::jsonb
       and not exists (select 1 from warehouse_product wp where wp.product_id = p.product_id
                        and wp.warehouse_id = ${WAREHOUSE} and wp.available <= 0)
     order by p.tipologia, c.parent_id, p.product_id`.execute(db);
  return {
    pieces: rows.rows.filter((r) => r.tipologia === 'Pezzo').map((r) => r.product_id),
    loose: rows.rows.filter((r) => r.tipologia === 'Sfuso').map((r) => r.product_id),
  };
}

/** Places the day's demo orders unless they exist; returns how many were placed. */
export async function seedPickingDay(app: App, db: Kysely<DB>): Promise<number> {
  const emails = PICKING_DAY_CUSTOMERS.map((c) => c.email);
  const open = await sql<{ n: number }>`select count(*)::int as n from customer_order o
      join app_user u on u.user_id = o.user_id
     where u.email_lower = any(${emails}::text[])
       and o.delivery_date >= (now() at time zone 'Europe/Rome')::date`.execute(db);
  if (Number(open.rows[0]?.n ?? 0) > 0) return 0;
  const { pieces, loose } = await products(db);
  if (pieces.length < 3) return 0;
  let placed = 0;
  for (const [i, c] of PICKING_DAY_CUSTOMERS.entries()) {
    await sql`insert into app_user (email, email_lower, first_name, last_name)
      values (${c.email}, ${c.email}, ${c.firstName}, ${c.lastName}) on conflict do nothing`.execute(db);
    const user = await sql<{
      user_id: number;
    }>`select user_id from app_user where email_lower = ${c.email}`.execute(db);
    const { accountToken: token } = await app.sessions.startUser(null, user.rows[0]!.user_id, {
      rememberMe: false,
    });
    try {
      await api(app, token, 'POST', 'user-address/select', {
        address_type: 'drive',
        address_id: WAREHOUSE,
        delivery_service_id: DRIVE,
      });
      // today's or tomorrow's first slots with room, in turn (the board shows those two days)
      const days = (await api(app, token, 'GET', 'timeslot/list')) as {
        dateIso: string;
        timeslots: { timeslotId: number; active: number; available: number }[];
      }[];
      const tomorrow = dayAfter(romeDate(new Date()), 1);
      const day = days.find(
        (d) => d.dateIso <= tomorrow && d.timeslots.some((s) => s.active === 1 && s.available > 0),
      );
      const slots = (day?.timeslots ?? []).filter((s) => s.active === 1 && s.available > 0);
      const slot = slots[i % Math.min(3, slots.length)];
      if (!slot) continue;
      await api(app, token, 'GET', `timeslot/select?timeslot_id=${slot.timeslotId}`);
      const pick = (list: number[], k: number) => list[(i * 3 + k) % list.length]!;
      const items: { productId: number; quantity: number; infos?: Record<string, string> }[] = [
        // two customers accept alternatives on their first line
        {
          productId: pick(pieces, 0),
          quantity: 1 + (i % 2),
          ...(i % 5 === 0 ? { infos: { accept_alternatives: 'true' } } : {}),
        },
        { productId: pick(pieces, 1), quantity: 1 },
        { productId: pick(pieces, 2), quantity: 2 },
        ...(loose.length && i % 2 === 0 ? [{ productId: pick(loose, 0), quantity: 0.5 }] : []),
      ];
      for (const item of items)
        await api(app, token, 'POST', 'cart/add', { items: [item] }).catch(() => undefined);
      await api(app, token, 'POST', 'checkout/buy', { payment_type_id: 2 });
      placed += 1;
    } catch (e) {
      app.log.warn(
        { customer: c.email, err: e instanceof Error ? e.message : e },
        'demo picking day: order not placed',
      );
    }
  }
  return placed;
}
