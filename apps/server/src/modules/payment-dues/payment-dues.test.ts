// HTTP tests of payment due dates (payment-due-date/*) on a fresh seeded database: the demo
// member's documents with the states of seed 002 §4, paying one through the test gateway (approved,
// declined, replayed, tampered, expired page), every bad input refused in Italian with nothing
// written, and another member's document out of reach.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json, loginAs as loginAsCustomer } from '../../../test/cart-kit';
import { onPostgres, startTestApp, type TestContext } from '../../../test/harness';
import { payOnGateway } from '../../../test/order-kit';
import { TEST_CARDS } from '../orders';

let t: TestContext;
const RETURN = '/ebsn/api/payment-due-date/payment-return';

beforeAll(async () => {
  t = await startTestApp({ products: 60 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const loginAs = (email: string) => loginAsCustomer(t, email);

async function transactionsCount(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from payment_due_transaction`.execute(
    t.database.db,
  );
  return r.rows[0]!.n;
}

async function documents(token: string, showAll = true): Promise<Json[]> {
  const r = await call(t, token, 'GET', `payment-due-date/list?show_all=${showAll}`);
  expect(r.status).toBe(0);
  return r.data.documents;
}

describe('payment due dates', () => {
  it('answer 401 without login', async () => {
    for (const [method, url] of [
      ['GET', 'payment-due-date/list?show_all=true'],
      ['GET', 'payment-due-date/transactions'],
      ['POST', 'payment-due-date/pay?document_id=1'],
    ] as const) {
      const r = await call(t, null, method, url);
      expect(r.http, url).toBe(401);
    }
  });

  it("list the member's documents with the states of seed 002 §4, open ones first", async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const open = await call(t, token, 'GET', 'payment-due-date/list');
    expect(open.status).toBe(0);
    expect(open.data.documents.map((d: Json) => [d.description.replace(/\d{4}/, 'YYYY'), d.status])).toEqual([
      ['Quota sociale YYYY', 1],
      ['Contributo attività sociali YYYY', 1],
      ['Fattura differita spesa al lavoro (Sporta Uffici Milano)', 2],
    ]);
    expect(open.data.totalToPay).toBe(121.4);
    expect(open.data.overdue).toBe(2);
    const all = await documents(token);
    expect(all).toHaveLength(4);
    const settled = all[3];
    expect(settled).toMatchObject({ status: 4, statusDescr: 'Saldato', toPay: 0, paid: 25, payable: false });
    expect(all[0]).toMatchObject({ amount: 25, toPay: 25, payable: true, statusDescr: 'Scaduto' });
    const tx = await call(t, token, 'GET', 'payment-due-date/transactions');
    expect(tx.data.transactions).toHaveLength(1);
    expect(tx.data.transactions[0]).toMatchObject({ status: 2, statusDescr: 'Completato', amount: 25 });
  });

  it('refuse bad inputs and documents that are not payable, in Italian, writing nothing', async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const giulia = await loginAs('giulia.bianchi@example.com');
    const [theirs] = await documents(giulia.token);
    const settled = (await documents(token)).find((d) => d.status === 4);
    const before = await transactionsCount();
    for (const [query, message] of [
      ['', 'indica la scadenza da pagare (document_id)'],
      ['document_id=abc', 'indica la scadenza da pagare (document_id)'],
      ['document_id=-3', 'la scadenza da pagare (document_id) è un numero positivo'],
      ['document_id=1.5', 'la scadenza da pagare (document_id) è un numero intero'],
      ['document_id=99999999', 'Questa scadenza non esiste o non è tua.'],
      [`document_id=${theirs.documentId}`, 'Questa scadenza non esiste o non è tua.'],
      [`document_id=${settled.documentId}`, 'Questa scadenza è già saldata: non c’è nulla da pagare.'],
    ] as const) {
      const r = await call(t, token, 'POST', `payment-due-date/pay${query ? `?${query}` : ''}`);
      expect(r.http, query).toBeLessThan(500);
      expect(r.status, query).toBe(1);
      expect(r.message, query).toContain(message);
    }
    expect(
      await call(t, token, 'GET', 'payment-due-date/list?show_all=forse').then((r) => r.message),
    ).toContain('show_all vale true o false');
    expect(await transactionsCount()).toBe(before);
  });

  it('pay an overdue document with the test card: in progress, then settled; a replay changes nothing', async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const doc = (await documents(token)).find((d) => d.status === 1)!;
    const pay = await call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    expect(pay.status).toBe(0);
    expect(pay.data.redirectUrl).toMatch(/^\/test-gateway\/pay\/ps_[0-9a-f]{32}$/);
    // A second click (another tab) resumes the same page: one payment per document.
    const again = await call(t, token, 'POST', 'payment-due-date/pay', { document_id: doc.documentId });
    expect(again.data).toEqual(pay.data);
    const during = (await documents(token)).find((d) => d.documentId === doc.documentId)!;
    expect(during).toMatchObject({ status: 3, statusDescr: 'Pagamento in corso', payable: false });

    const run = await payOnGateway(t, pay.data.redirectUrl, TEST_CARDS.approved, { returnPath: RETURN });
    expect(run.pageHtml).toContain(doc.documentNumber);
    expect(run.final).toBe(`/profile/paymentduedate?esito=ok&documento=${doc.documentId}`);
    const after = (await documents(token)).find((d) => d.documentId === doc.documentId)!;
    expect(after).toMatchObject({ status: 4, toPay: 0, paid: doc.amount });
    const tx = (await call(t, token, 'GET', 'payment-due-date/transactions')).data.transactions;
    expect(tx[0]).toMatchObject({ documentId: doc.documentId, status: 2, amount: doc.amount });

    // The same signed answer again: the same page, no second payment.
    const replay = await t.app.inject({ method: 'GET', url: run.returnUrl });
    expect(replay.statusCode).toBe(303);
    const count = await sql<{ n: number }>`select count(*)::int as n from payment_due_transaction
      where document_id = ${doc.documentId} and status = 2`.execute(t.database.db);
    expect(count.rows[0]!.n).toBe(1);
    // Paid documents cannot be paid again.
    const twice = await call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    expect(twice.status).toBe(1);
  });

  it('a declined card leaves the document to pay; a tampered answer is refused and changes nothing', async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const doc = (await documents(token)).find((d) => d.payable)!;
    const pay = await call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    const declined = await payOnGateway(t, pay.data.redirectUrl, TEST_CARDS.declined, { returnPath: RETURN });
    expect(declined.final).toBe(`/profile/paymentduedate?esito=ko&documento=${doc.documentId}`);
    const after = (await documents(token)).find((d) => d.documentId === doc.documentId)!;
    expect(after.status).toBe(doc.status);
    expect(after.payable).toBe(true);
    expect((await call(t, token, 'GET', 'payment-due-date/transactions')).data.transactions[0]).toMatchObject(
      {
        status: 0,
        statusDescr: 'Non riuscito',
      },
    );

    // Pay again, then forge the gateway's answer: approved with the signature of the declined one.
    const retry = await call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    expect(retry.data.transactionId).not.toBe(pay.data.transactionId);
    const forged = declined.returnUrl.replace('outcome=declined', 'outcome=approved');
    const before = await transactionsCount();
    const res = await t.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.errorsMessage[0]).toContain('Il risultato del pagamento non è valido');
    expect((await documents(token)).find((d) => d.documentId === doc.documentId)!.status).toBe(3);
    expect(await transactionsCount()).toBe(before);
  });

  it('a page left unanswered expires: the document can be paid again, the old payment is a failure', async () => {
    const { token } = await loginAs('giulia.bianchi@example.com');
    const [doc] = await documents(token);
    const first = await call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    await sql`update payment_due_transaction set created_at = now() - interval '2 hours'
      where transaction_id = ${first.data.transactionId}`.execute(t.database.db);
    expect((await documents(token))[0].status).toBe(2);
    expect((await call(t, token, 'GET', 'payment-due-date/transactions')).data.transactions[0].status).toBe(
      0,
    );
    const second = await call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    expect(second.status).toBe(0);
    expect(second.data.transactionId).not.toBe(first.data.transactionId);
    const rows = await sql<{ status: number }>`select status from payment_due_transaction
      where document_id = ${doc.documentId} order by transaction_id`.execute(t.database.db);
    expect(rows.rows.map((r) => r.status)).toEqual([0, 1]);
  });
});

describe.skipIf(!onPostgres)('payment due dates under concurrency (PostgreSQL)', () => {
  it('20 simultaneous payments of one document start one payment, one page', async () => {
    const { token } = await loginAs('mario.rossi@example.com');
    const doc = (await documents(token)).find((d) => d.payable)!;
    const before = await transactionsCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`),
      ),
    );
    for (const a of answers) expect(a.http).toBeLessThan(500);
    const ok = answers.filter((a) => a.status === 0);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.data.redirectUrl)).size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 0))
      expect(a.message).toContain('Un pagamento di questa scadenza è già in corso');
    expect(await transactionsCount()).toBe(before + 1);
  });
});
