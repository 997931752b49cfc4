// HTTP tests of picking line by line (issue 26, ADR 0055): each line's outcome saved on the server
// (picked, substituted, missing), undone, seen in the pick list; bad inputs refused in Italian with
// nothing changed; closing the picking re-prices the order from the outcomes (missing costs 0, a
// substitute its own price, never more than the product ordered) and captures min(final,
// pre-authorised) once; the customer's mail lists what was substituted and what was missing.
// On PostgreSQL: two pickers recording one order's lines at once never lose one.
import fs from 'node:fs';
import path from 'node:path';
import { captureCents } from '@sporta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Json } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { orderProducts, readyCart } from '../../../test/order-kit';
import { staffToken } from '../../../test/staff-kit';

let t: TestContext;
let picker: string;
let manager: string;
let operator: string;
let pieces: number[];
let loose: number;
/** A product of the first piece's category, to substitute it with. */
let substitute: { productId: number; name: string; priceCents: number };

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  const p = await orderProducts(t, 3, true);
  pieces = p.pieces;
  loose = p.loose!;
  picker = await staffToken(t, 'preparatore');
  manager = await staffToken(t, 'responsabile');
  operator = await staffToken(t, 'operatore');
  const other = await sql<{ product_id: number; name: string; price: number }>`select p.product_id, p.name,
      coalesce(wp.price_cents, p.price_cents) as price
     from product p join product o on o.product_id = ${pieces[0]!} and o.category_id = p.category_id
     left join warehouse_product wp on wp.product_id = p.product_id and wp.warehouse_id = 1
    where p.product_id <> o.product_id and p.tipologia <> 'Sfuso' and coalesce(wp.available, 1000) > 0
    order by p.product_id limit 1`.execute(t.database.db);
  const row = other.rows[0]!;
  substitute = { productId: row.product_id, name: row.name, priceCents: Number(row.price) };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * An order paid on delivery, in preparation: 2 pieces of the first product (alternatives accepted
 * on that line when `alternatives`), 1 piece of the second, and a loose line.
 */
async function orderInPreparation(alternatives: boolean) {
  const customer = await login(t);
  await readyCart(t, customer.token, [
    {
      productId: pieces[0]!,
      quantity: 2,
      ...(alternatives ? { infos: { accept_alternatives: 'true' } } : {}),
    } as never,
    { productId: pieces[1]!, quantity: 1 },
    { productId: loose, quantity: 3 },
  ]);
  const buy = await call(t, customer.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
  if (buy.status !== 0) throw new Error(buy.message);
  const orderId = (buy.data.order as Json).orderId as number;
  const started = await call(t, picker, 'POST', 'store-ops/order-advance', { order_id: orderId });
  if (started.status !== 0) throw new Error(started.message);
  const list = await call(t, picker, 'GET', `store-ops/pick-list?order_id=${orderId}`);
  const lines = list.data.stops.flatMap((s: Json) => s.lines) as Json[];
  return {
    orderId,
    customer: customer.token,
    first: lines.find((l) => l.productId === pieces[0])!,
    second: lines.find((l) => l.productId === pieces[1])!,
    weighed: lines.find((l) => l.productId === loose)!,
  };
}

const record = (token: string, body: Record<string, unknown>) =>
  call(t, token, 'POST', 'store-ops/pick-line', body);

async function savedPicks(orderId: number) {
  const r = await sql<{
    order_item_id: number;
    outcome: string;
    quantity: number;
    weight_grams: number | null;
  }>`
    select order_item_id, outcome, quantity, weight_grams from order_item_pick where order_id = ${orderId}
     order by order_item_id`.execute(t.database.db);
  return r.rows;
}

describe('picking line by line', () => {
  it('saves, shows and undoes a line’s outcome; another picker sees it in the pick list', async () => {
    const o = await orderInPreparation(false);
    const took = await record(picker, {
      order_id: o.orderId,
      order_item_id: o.first.orderItemId,
      outcome: 'picked',
      quantity: 2,
    });
    expect(took.status, took.message).toBe(0);
    expect(took.data.pick).toMatchObject({ outcome: 'picked', quantity: 2, grams: null, substitute: null });
    const weighed = await record(manager, {
      order_id: o.orderId,
      order_item_id: o.weighed.orderItemId,
      outcome: 'picked',
      grams: 345,
    });
    expect(weighed.status, weighed.message).toBe(0);
    // the store manager reads what the picker took, and the other way round
    const list = await call(t, manager, 'GET', `store-ops/pick-list?order_id=${o.orderId}`);
    const lines = list.data.stops.flatMap((s: Json) => s.lines);
    const byId = (id: number) => lines.find((l: Json) => l.orderItemId === id);
    expect(byId(o.first.orderItemId).pick).toMatchObject({ outcome: 'picked', quantity: 2 });
    expect(byId(o.first.orderItemId).pick.pickedBy).toBeTruthy();
    expect(byId(o.weighed.orderItemId).pick).toMatchObject({ outcome: 'picked', grams: 345 });
    expect(byId(o.second.orderItemId).pick).toBeNull();

    const undo = await call(t, picker, 'POST', 'store-ops/pick-line-undo', {
      order_id: o.orderId,
      order_item_id: o.first.orderItemId,
    });
    expect(undo.status, undo.message).toBe(0);
    expect(undo.data.message).toBe(`Riga «${o.first.name}» di nuovo da prendere.`);
    expect((await savedPicks(o.orderId)).map((p) => p.order_item_id)).toEqual([o.weighed.orderItemId]);
    const again = await call(t, picker, 'POST', 'store-ops/pick-line-undo', {
      order_id: o.orderId,
      order_item_id: o.first.orderItemId,
    });
    expect(again.status).toBe(1);
    expect(again.message).toBe(`La riga «${o.first.name}» non era ancora stata presa.`);
  });

  it('refuses bad inputs in Italian, changing nothing', async () => {
    const o = await orderInPreparation(false);
    const base = { order_id: o.orderId, order_item_id: o.first.orderItemId };
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['too many pieces', { ...base, outcome: 'picked', quantity: 3 }, 200, 'Puoi prendere al massimo 2 pz'],
      ['no pieces', { ...base, outcome: 'picked' }, 200, 'Indica quanti pezzi hai preso'],
      ['zero pieces', { ...base, outcome: 'picked', quantity: 0 }, 400, 'almeno 1'],
      ['unknown outcome', { ...base, outcome: 'eaten', quantity: 1 }, 400, 'esito non valido'],
      [
        'loose without grams',
        { ...base, order_item_id: o.weighed.orderItemId, outcome: 'picked' },
        200,
        'peso',
      ],
      [
        'grams too heavy',
        { ...base, order_item_id: o.weighed.orderItemId, outcome: 'picked', grams: 100001 },
        400,
        'peso massimo',
      ],
      ['not an id', { ...base, order_item_id: 'abc', outcome: 'missing' }, 400, 'la riga'],
      [
        'unknown line',
        { ...base, order_item_id: 99999999, outcome: 'missing' },
        404,
        'La riga 99999999 non esiste.',
      ],
      [
        'substitute without consent',
        { ...base, outcome: 'substituted', quantity: 1, substitute_product_id: substitute.productId },
        200,
        'Il cliente non accetta prodotti alternativi per questa riga: puoi solo segnarla come mancante.',
      ],
      [
        'a missing line with a substitute',
        { ...base, outcome: 'missing', substitute_product_id: substitute.productId },
        200,
        'non ha un prodotto alternativo',
      ],
    ];
    for (const [what, body, http, message] of cases) {
      const r = await record(picker, body);
      expect(r.http, what).toBe(http);
      expect(r.status, what).toBe(1);
      expect(r.message, what).toContain(message);
    }
    // a line of another order
    const other = await orderInPreparation(false);
    const foreign = await record(picker, {
      ...base,
      order_item_id: other.first.orderItemId,
      outcome: 'missing',
    });
    expect(foreign.message).toBe(
      `La riga ${other.first.orderItemId} non appartiene all'ordine n. ${o.orderId}.`,
    );
    // no role, no staff
    expect((await record(operator, { ...base, outcome: 'missing' })).http).toBe(403);
    const customer = await login(t);
    expect((await record(customer.token, { ...base, outcome: 'missing' })).http).toBe(403);
    // candidates only when the line accepts alternatives
    const cand = await call(
      t,
      picker,
      'GET',
      `store-ops/pick-substitutes?order_id=${o.orderId}&order_item_id=${o.first.orderItemId}`,
    );
    expect(cand.status).toBe(1);
    expect(cand.message).toContain('non accetta prodotti alternativi');
    expect(await savedPicks(o.orderId)).toEqual([]);
    // another store's order
    await sql`update customer_order set warehouse_id = 2 where order_id = ${o.orderId}`.execute(
      t.database.db,
    );
    const notYours = await record(picker, { ...base, outcome: 'missing' });
    expect(notYours.http).toBe(403);
    expect(notYours.message).toBe("Quest'ordine non è di un punto vendita che gestisci.");
    await sql`update customer_order set warehouse_id = 1 where order_id = ${o.orderId}`.execute(
      t.database.db,
    );
    expect(await savedPicks(o.orderId)).toEqual([]);
  });

  it('refuses bad undo and substitute requests in Italian, never a 500, changing nothing', async () => {
    const o = await orderInPreparation(true);
    await record(picker, { order_id: o.orderId, order_item_id: o.second.orderItemId, outcome: 'missing' });
    const undo = (body: Record<string, unknown>) => call(t, picker, 'POST', 'store-ops/pick-line-undo', body);
    const subs = (q: string) => call(t, picker, 'GET', `store-ops/pick-substitutes?${q}`);
    const cases: [string, Promise<Awaited<ReturnType<typeof undo>>>, number, string][] = [
      ['undo without a line', undo({ order_id: o.orderId }), 400, 'la riga'],
      [
        'undo of an unknown line',
        undo({ order_id: o.orderId, order_item_id: 99999999 }),
        404,
        'La riga 99999999 non esiste.',
      ],
      [
        'undo on an unknown order',
        undo({ order_id: 99999999, order_item_id: o.second.orderItemId }),
        200,
        'non appartiene',
      ],
      [
        'substitutes of a line of another order',
        subs(`order_id=${o.orderId}&order_item_id=1`),
        200,
        'non appartiene',
      ],
      ['substitutes without an order', subs(`order_item_id=${o.first.orderItemId}`), 400, "l'ordine"],
      ['substitutes of a bad line id', subs(`order_id=${o.orderId}&order_item_id=x`), 400, 'la riga'],
    ];
    for (const [what, answer, http, message] of cases) {
      const r = await answer;
      expect(r.http, what).toBe(http);
      expect(r.status, what).toBe(1);
      expect(r.message, what).toContain(message);
    }
    expect(
      (
        await call(t, operator, 'POST', 'store-ops/pick-line-undo', {
          order_id: o.orderId,
          order_item_id: o.second.orderItemId,
        })
      ).http,
    ).toBe(403);
    expect((await savedPicks(o.orderId)).map((p) => p.outcome)).toEqual(['missing']);
  });

  it('refuses outcomes before preparation and after the picking is closed', async () => {
    const customer = await login(t);
    await readyCart(t, customer.token, [{ productId: pieces[2]!, quantity: 1 }]);
    const buy = await call(t, customer.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    const orderId = (buy.data.order as Json).orderId as number;
    const item = (buy.data.order as Json).orderItems[0].orderItemId as number;
    const early = await record(picker, { order_id: orderId, order_item_id: item, outcome: 'missing' });
    expect(early.status).toBe(1);
    expect(early.message).toBe(
      `L'ordine n. ${orderId} è «Ordinato»: le righe si prendono solo mentre è «In preparazione».`,
    );
    expect(await savedPicks(orderId)).toEqual([]);
  });

  it('closes the picking from the saved outcomes: substitute at its price, missing at 0, one capture, and the mail says so', async () => {
    const o = await orderInPreparation(true);
    // the substitutes of the first line: its category, in stock, with a price
    const cand = await call(
      t,
      picker,
      'GET',
      `store-ops/pick-substitutes?order_id=${o.orderId}&order_item_id=${o.first.orderItemId}`,
    );
    expect(cand.status, cand.message).toBe(0);
    const offered = cand.data.products.find((p: Json) => p.productId === substitute.productId);
    expect(offered).toMatchObject({ name: substitute.name, unitCents: substitute.priceCents, loose: false });
    expect(cand.data.products.some((p: Json) => p.productId === pieces[0])).toBe(false);
    // a product of another category is refused
    const wrong = await record(picker, {
      order_id: o.orderId,
      order_item_id: o.first.orderItemId,
      outcome: 'substituted',
      quantity: 2,
      substitute_product_id: loose,
    });
    expect(wrong.message).toBe('Il prodotto alternativo deve essere della stessa categoria.');

    // closing with a line still open is refused, naming it
    await record(picker, { order_id: o.orderId, order_item_id: o.second.orderItemId, outcome: 'missing' });
    const early = await call(t, picker, 'POST', 'store-ops/order-advance', { order_id: o.orderId });
    expect(early.status).toBe(1);
    expect(early.message).toContain('Prendi o segna come mancanti tutte le righe');
    expect(early.message).toContain(o.first.name);

    const sub = await record(picker, {
      order_id: o.orderId,
      order_item_id: o.first.orderItemId,
      outcome: 'substituted',
      quantity: 2,
      substitute_product_id: substitute.productId,
    });
    expect(sub.status, sub.message).toBe(0);
    expect(sub.data.pick.substitute).toMatchObject({
      productId: substitute.productId,
      name: substitute.name,
    });
    await record(picker, {
      order_id: o.orderId,
      order_item_id: o.weighed.orderItemId,
      outcome: 'picked',
      grams: 410,
    });

    const mailDir = path.join(t.dataDir, 'mail');
    const before = new Set(fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
    const closed = await call(t, picker, 'POST', 'store-ops/order-advance', { order_id: o.orderId });
    expect(closed.status, closed.message).toBe(0);

    const items = await sql<{
      order_item_id: number;
      unit_price_cents: number;
      final_gross_cents: number;
      delivered_quantity: number;
      delivered_weight_grams: number | null;
      pick_outcome: string;
      substitute_name: string | null;
    }>`select order_item_id, unit_price_cents, final_gross_cents, delivered_quantity, delivered_weight_grams,
              pick_outcome, substitute_name from order_item where order_id = ${o.orderId}`.execute(
      t.database.db,
    );
    const line = (id: number) => items.rows.find((r) => r.order_item_id === id)!;
    expect(line(o.second.orderItemId)).toMatchObject({
      pick_outcome: 'missing',
      final_gross_cents: 0,
      delivered_quantity: 0,
    });
    const first = line(o.first.orderItemId);
    expect(first).toMatchObject({
      pick_outcome: 'substituted',
      substitute_name: substitute.name,
      delivered_quantity: 2,
    });
    expect(first.final_gross_cents).toBe(2 * Math.min(substitute.priceCents, first.unit_price_cents));
    expect(line(o.weighed.orderItemId)).toMatchObject({
      pick_outcome: 'picked',
      delivered_weight_grams: 410,
    });

    const order = await sql<{
      final: number;
      pre: number;
      captured: number;
      fp: { totals: { totalCents: number } };
    }>`
      select final_gross_total_cents as final, pre_authorised_cents as pre, captured_cents as captured,
             final_pricing as fp from customer_order where order_id = ${o.orderId}`.execute(t.database.db);
    const { final, pre, captured, fp } = order.rows[0]!;
    expect(closed.data).toMatchObject({
      finalGrossTotalCents: final,
      capturedCents: captured,
      preAuthorisedCents: pre,
    });
    expect(captured).toBe(captureCents(final, pre));
    expect(captured).toBeLessThanOrEqual(pre);
    expect(fp.totals.totalCents).toBe(final);
    const captures = await sql<{ n: number }>`select count(*)::int as n from payment_transaction
      where order_id = ${o.orderId} and kind = 'capture'`.execute(t.database.db);
    expect(captures.rows[0]!.n).toBe(1);
    // the customer's order page shows the same total
    const mails = fs
      .readdirSync(mailDir)
      .filter((f) => !before.has(f))
      .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
      .filter((m) => m.includes(`ordine n. ${o.orderId}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.replace(/=\r?\n/g, '');
    expect(mail).toContain(`Sostituito: ${o.first.name} con ${substitute.name}`);
    expect(mail).toContain(`Mancante: ${o.second.name}`);

    // what the customer reads (ADR 0061): the order answer and the order's PDF show the product
    // delivered in place of the one ordered, with its price and quantity, and the missing line at 0 €
    const view = await call(t, o.customer, 'GET', `order/view?order_id=${o.orderId}`);
    const viewed = (id: number) => (view.data.orderItems as Json[]).find((i) => i.orderItemId === id)!;
    const unitCents = Math.min(substitute.priceCents, first.unit_price_cents);
    expect(viewed(o.first.orderItemId)).toMatchObject({
      productId: pieces[0],
      name: o.first.name,
      pickOutcome: 'substituted',
      pickNote: `Sostituito: ${o.first.name} → ${substitute.name}`,
      substitute: { productId: substitute.productId, name: substitute.name, unitPrice: unitCents / 100 },
      deliveredQuantity: 2,
      finalGrossTotal: (2 * unitCents) / 100,
    });
    expect(viewed(o.second.orderItemId)).toMatchObject({
      pickOutcome: 'missing',
      pickNote: 'Mancante',
      substitute: null,
      deliveredQuantity: 0,
      finalGrossTotal: 0,
    });
    expect(viewed(o.weighed.orderItemId)).toMatchObject({
      pickOutcome: 'picked',
      pickNote: null,
      substitute: null,
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/order/invoice?order_id=${o.orderId}`,
      headers: { 'x-ebsn-account': o.customer },
    });
    expect(pdf.statusCode).toBe(200);
    const mupdf = await import('mupdf');
    const doc = mupdf.Document.openDocument(pdf.rawPayload, 'application/pdf');
    const text = Array.from({ length: doc.countPages() }, (_, k) =>
      doc.loadPage(k).toStructuredText('').asText(),
    )
      .join('\n')
      .replace(/[^\S\n]/g, ' ');
    const euro = (cents: number) =>
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })
        .format(cents / 100)
        .replace(/\s/g, ' ');
    const short = (name: string) => (name.length > 48 ? name.slice(0, 47) : name).replace(/’/g, "'");
    expect(text).toContain(short(substitute.name));
    expect(text).toContain(`Sostituito: ${short(o.first.name)}`);
    expect(text).toContain(`-> ${short(substitute.name)}`);
    expect(text).toContain(euro(2 * unitCents));
    expect(text).toContain(`(${euro(unitCents)})`);
    expect(text).toContain('Mancante');
    // nothing more can be recorded
    const late = await record(picker, {
      order_id: o.orderId,
      order_item_id: o.second.orderItemId,
      outcome: 'missing',
    });
    expect(late.message).toContain('le righe si prendono solo mentre è «In preparazione»');
  });
});

describe('bag labels', () => {
  const labels = (token: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/ebsn/api/store-ops/bag-labels?${query}`,
      headers: { 'x-ebsn-account': token },
    });

  it('answers a PDF with one label per bag: order, customer, slot, service, bag k of n, a barcode', async () => {
    const o = await orderInPreparation(false);
    const res = await labels(picker, `order_id=${o.orderId}&bags=3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`etichette-ordine-${o.orderId}.pdf`);
    const mupdf = await import('mupdf');
    const doc = mupdf.Document.openDocument(res.rawPayload, 'application/pdf');
    expect(doc.countPages()).toBe(3);
    const list = await call(t, picker, 'GET', `store-ops/pick-list?order_id=${o.orderId}`);
    const [y, m, d] = (list.data.date as string).split('-');
    for (let k = 0; k < 3; k++) {
      const page = doc.loadPage(k);
      const text = page.toStructuredText('').asText();
      expect(text).toContain(`Ordine n. ${o.orderId}`);
      expect(text).toContain(list.data.customer);
      expect(text).toContain(`${d}/${m}/${y} ${list.data.beginTime}-${list.data.endTime}`);
      expect(text).toContain(list.data.serviceName);
      expect(text).toContain(`Sacchetto ${k + 1} di 3`);
      // the barcode: an image on the page
      expect(page.toStructuredText('preserve-images').asJSON()).toContain('"type":"image"');
    }
  });

  it('refuses bad inputs in Italian, never a 500', async () => {
    const o = await orderInPreparation(false);
    const bad: [string, number, string][] = [
      [`order_id=${o.orderId}&bags=0`, 400, 'almeno 1 sacchetto'],
      [`order_id=${o.orderId}&bags=51`, 400, 'al massimo 50 sacchetti'],
      [`order_id=${o.orderId}&bags=due`, 400, 'numero di sacchetti'],
      [`order_id=${o.orderId}`, 400, 'numero di sacchetti'],
      ['order_id=99999999&bags=2', 404, "L'ordine n. 99999999 non esiste."],
    ];
    for (const [query, http, message] of bad) {
      const res = await labels(picker, query);
      expect(res.statusCode, query).toBe(http);
      expect(res.json().response.errors[0].error, query).toContain(message);
    }
    expect((await labels(operator, `order_id=${o.orderId}&bags=2`)).statusCode).toBe(403);
    const customer = await login(t);
    const placed = await readyCart(t, customer.token, [{ productId: pieces[2]!, quantity: 1 }]).then(() =>
      call(t, customer.token, 'POST', 'checkout/buy', { payment_type_id: 2 }),
    );
    const early = await labels(picker, `order_id=${(placed.data.order as Json).orderId}&bags=1`);
    expect(early.statusCode).toBe(200);
    expect(early.json().response.errors[0].error).toContain(
      'le etichette si stampano dalla preparazione alla consegna',
    );
  });
});

// PGlite has one connection: simultaneous calls would only queue. On PostgreSQL they race.
describe.skipIf(!onPostgres)('two pickers on one order (PostgreSQL)', () => {
  it('records every line when two pickers write the same lines at once, and none lands after the close', async () => {
    const o = await orderInPreparation(false);
    const lines = [o.first, o.second, o.weighed];
    const body = (l: Json, n: number) =>
      l.loose
        ? { order_id: o.orderId, order_item_id: l.orderItemId, outcome: 'picked', grams: 300 + n }
        : { order_id: o.orderId, order_item_id: l.orderItemId, outcome: 'picked', quantity: 1 };
    // 2 × N: each picker records every line, several times, at once
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, round) =>
        lines.flatMap((l) => [record(picker, body(l, round)), record(manager, body(l, round + 10))]),
      ).flat(),
    );
    for (const a of answers) expect(a.status, a.message).toBe(0);
    const saved = await savedPicks(o.orderId);
    expect(saved.map((p) => p.order_item_id).sort()).toEqual(lines.map((l) => l.orderItemId).sort());

    // the close and late records race: a record either lands before the close (and counts) or is refused
    const race = await Promise.all([
      call(t, picker, 'POST', 'store-ops/order-advance', { order_id: o.orderId }),
      ...lines.map((l) =>
        record(manager, { ...body(l, 99), outcome: 'missing', quantity: undefined, grams: undefined }),
      ),
    ]);
    expect(race[0]!.status, race[0]!.message).toBe(0);
    for (const r of race.slice(1)) {
      expect(r.http).toBeLessThan(500);
      if (r.status !== 0) expect(r.message).toContain('le righe si prendono solo mentre');
    }
    const after = await savedPicks(o.orderId);
    const items = await sql<{
      order_item_id: number;
      pick_outcome: string;
    }>`select order_item_id, pick_outcome
      from order_item where order_id = ${o.orderId}`.execute(t.database.db);
    // what the order was priced with is what the pick table holds
    for (const i of items.rows)
      expect(i.pick_outcome, `line ${i.order_item_id}`).toBe(
        after.find((p) => p.order_item_id === i.order_item_id)!.outcome,
      );
  });
});
