// The due-date reminder job (issue 25, ADR 0063) as the composition root registers it, on a fresh
// seeded database: overdue documents are reminded once, a document a week from its last day is
// reminded as expiring and again once overdue; each reminder is a mail kept in the message archive
// and a push to the member's devices; reruns and concurrent runs remind once.
import { sql } from 'kysely';
import { romeDate, dayAfter } from '@sporta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json, loginAs } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { composeServices, type Services } from '../../composition';
import { readMails } from '../account/account.test-helpers';

let t: TestContext;
let jobServices: Services;

beforeAll(async () => {
  t = await startTestApp({ products: 60 });
  jobServices = composeServices(t.app.config, t.database.db, t.app.log);
}, 120_000);

afterAll(async () => {
  await jobServices?.close();
  await t?.close();
});

const runJob = () =>
  jobServices.jobs.find((j) => j.name === 'payment-due-reminders')!.run() as Promise<number>;

const remindersTo = (email: string) =>
  readMails(t.dataDir).filter((m) => m.to.includes(email) && /pagamento/.test(m.subject));

async function setExpiry(documentNumberLike: string, expiry: string): Promise<void> {
  await sql`update payment_due_document set expiry_date = ${expiry}::date
    where document_number like ${documentNumberLike}`.execute(t.database.db);
}

async function pushesOf(email: string) {
  return t.database.db
    .selectFrom('push_message as m')
    .innerJoin('app_user as u', 'u.user_id', 'm.user_id')
    .select(['m.kind', 'm.title', 'm.body', 'm.nav_to', 'm.outcome'])
    .where('u.email', '=', email)
    .where('m.kind', '=', 'payment_due')
    .orderBy('m.push_message_id')
    .execute();
}

describe('due-date reminders', () => {
  it('remind each overdue document once, by mail, in the archive and by push', async () => {
    const mario = await loginAs(t, 'mario.rossi@example.com');
    const device = await call(
      t,
      mario.token,
      'GET',
      'externalregistration/register?platform=android&uuid=phone-1&external_id=fcm-mario',
    );
    expect(device.status).toBe(0);

    expect(await runJob()).toBe(2);
    const mails = remindersTo('mario.rossi@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Sporta: hai un pagamento scaduto \(CA-\d{4}-000101\)$/),
      expect.stringMatching(/^Sporta: hai un pagamento scaduto \(QS-\d{4}-000101\)$/),
    ]);
    const fee = mails.find((m) => m.subject.includes('QS-'))!;
    expect(fee.text).toContain('restano da pagare 25,00');
    expect(fee.text).toContain('/profile/paymentduedate');
    // Giulia's fee and Mario's invoice are more than a week from their last day.
    expect(remindersTo('giulia.bianchi@example.com')).toHaveLength(0);

    const archive = await call(t, mario.token, 'GET', 'message/list');
    const dues = archive.data.messages.filter((m: Json) => m.kind === 'payment_due');
    expect(dues.map((m: Json) => m.subject).sort()).toEqual(mails.map((m) => m.subject).sort());

    const pushes = await pushesOf('mario.rossi@example.com');
    expect(pushes).toHaveLength(2);
    expect(pushes[0]).toMatchObject({
      title: 'Hai un pagamento scaduto',
      nav_to: '/profile/paymentduedate',
      outcome: 'queued',
    });
    expect(pushes.map((p) => p.body).join(' ')).toMatch(/da pagare 25,00/);

    expect(await runJob()).toBe(0);
    expect(remindersTo('mario.rossi@example.com')).toHaveLength(2);
  });

  it('remind a document a week before its last day, and again once it is overdue', async () => {
    const today = romeDate(new Date());
    await setExpiry('FD-%-004512', dayAfter(today, 8));
    expect(await runJob()).toBe(0);
    await setExpiry('FD-%-004512', dayAfter(today, 7));
    expect(await runJob()).toBe(1);
    const expiring = remindersTo('mario.rossi@example.com').find((m) => m.subject.includes('FD-'))!;
    expect(expiring.subject).toMatch(/un pagamento è in scadenza/);
    const [y, m, d] = dayAfter(today, 7).split('-');
    expect(expiring.text).toContain(`scade il ${d}/${m}/${y}: restano da pagare 86,40`);
    expect(await runJob()).toBe(0);

    await setExpiry('FD-%-004512', dayAfter(today, -1));
    expect(await runJob()).toBe(1);
    const fd = remindersTo('mario.rossi@example.com').filter((m) => m.subject.includes('FD-'));
    expect(fd.map((m) => /scaduto/.test(m.subject))).toEqual([false, true]);
    expect(await runJob()).toBe(0);
  });

  it('send nothing for a document being paid', async () => {
    const giulia = await loginAs(t, 'giulia.bianchi@example.com');
    const [doc] = (await call(t, giulia.token, 'GET', 'payment-due-date/list')).data.documents;
    await setExpiry(doc.documentNumber, dayAfter(romeDate(new Date()), -2));
    // A payment page is open: the member is paying it now.
    const pay = await call(t, giulia.token, 'POST', `payment-due-date/pay?document_id=${doc.documentId}`);
    expect(pay.status).toBe(0);
    expect(await runJob()).toBe(0);
    expect(remindersTo('giulia.bianchi@example.com')).toHaveLength(0);
  });

  it('concurrent runs remind once', async () => {
    await sql`update payment_due_transaction set status = 0, ended_at = now() where status = 1`.execute(
      t.database.db,
    );
    // Open the pool's connections first, so the runs really overlap (PostgreSQL).
    await Promise.all(
      Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(t.database.db).catch(() => null)),
    );
    const runs = await Promise.all(Array.from({ length: 6 }, () => runJob()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(remindersTo('giulia.bianchi@example.com')).toHaveLength(1);
    const rows = await sql<{ n: number }>`select count(*)::int as n from payment_due_reminder`.execute(
      t.database.db,
    );
    expect(rows.rows[0]!.n).toBe(5);
  });
});
