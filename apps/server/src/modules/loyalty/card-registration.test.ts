// HTTP tests of the registration from a loyalty card (registration-card/register-user and
// registration_confirm, seed 002 §7): the card and the holder's birth date prove who registers;
// name and birth date come from the member register; the mailed link confirms the account and only
// then links the card; every bad input refused in Italian with no account written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumber } from '../../../db/seed/loyalty';
import { startTestApp, type TestContext } from '../../../test/harness';
import {
  body,
  customer,
  insertUser,
  lastMailTo,
  linkIn,
  loginToken,
  PASSWORD,
  readMails,
} from '../account/account.test-helpers';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp({ products: 40 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const MARCO = demoCardNumber(2_000_001); // cooperative 2, Marco Bianchi, born 30/11/1988, not held online
const ELENA = demoCardNumber(2_000_002); // cooperative 2, Elena Colombo, born 14/02/1975
const MARIO = demoCardNumber(1001); // held online by the demo shopper

function registerFromCard(payload: Record<string, unknown>, query = '', call = 'register-user') {
  return t.app.inject({
    method: 'POST',
    url: `/ebsn/api/registration-card/${call}${query}`,
    payload: {
      email: customer().email,
      password: PASSWORD,
      fiscalCode: 'BNCGLI90A41F205H',
      phone: '333 1234567',
      storeId: 2,
      disclaimers: [
        { registrationDisclaimerId: 21, value: 1 },
        { registrationDisclaimerId: 22, value: 1 },
        { registrationDisclaimerId: 24, value: 1 },
      ],
      ...payload,
    },
  });
}

async function users(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from app_user`.execute(t.database.db);
  return r.rows[0]!.n;
}

describe('registration from a loyalty card', () => {
  it('refuses a wrong card, a wrong birth date, a held card, another cooperative, an unknown action', async () => {
    const before = await users();
    const mails = readMails(t.dataDir).length;
    const wrongDigit = `${MARCO.slice(0, -1)}${(Number(MARCO.slice(-1)) + 1) % 10}`;
    for (const [payload, query, message] of [
      [{ fidelity_card: wrongDigit, birth_date: '30/11/1988' }, '', 'Numero di carta fedeltà non valido'],
      [{ fidelity_card: MARCO, birth_date: '31/11/1988' }, '', 'Data di nascita non valida'],
      [
        { fidelity_card: MARCO, birth_date: '29/11/1988' },
        '',
        'La data di nascita non corrisponde a quella del socio titolare della carta.',
      ],
      [
        { fidelity_card: MARIO, birth_date: '10/12/1985' },
        '',
        'Questa carta fedeltà è già associata a un profilo online',
      ],
      [
        { fidelity_card: MARCO, birth_date: '30/11/1988', storeId: 1 },
        '',
        'Questa carta fedeltà è della cooperativa',
      ],
      [
        { fidelity_card: MARCO, birth_date: '30/11/1988' },
        '?registration_card_action=altro',
        "l'azione di registrazione con la carta è «register»",
      ],
      [{ birth_date: '30/11/1988' }, '', 'indica il numero della carta fedeltà (fidelity_card)'],
      [
        { fidelity_card: MARCO, birth_date: '30/11/1988', disclaimers: [] },
        '',
        'Per continuare devi accettare',
      ],
    ] as const) {
      const res = await registerFromCard(payload, query);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      const b = body(res);
      expect(b.response.status, JSON.stringify(payload)).not.toBe(0);
      expect(JSON.stringify(b.response.errors), JSON.stringify(payload)).toContain(message);
    }
    expect(await users()).toBe(before);
    expect(readMails(t.dataDir).length).toBe(mails);
  });

  it('registers with the register name, mails a link to the card agreement page, links the card on confirmation', async () => {
    const who = customer();
    const res = await registerFromCard(
      { email: who.email, fidelity_card: MARCO, birth_date: '1988-11-30' },
      '?registration_card_action=register',
    );
    expect(body(res).response.status).toBe(0);
    const user = await t.database.db
      .selectFrom('app_user')
      .select(['user_id', 'first_name', 'last_name', 'store_id', 'confirmed_at', 'fidelity_card'])
      .where('email_lower', '=', who.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ store_id: 2, confirmed_at: null, fidelity_card: MARCO });
    expect(user.first_name).toBe('Marco');
    // Not linked before the address is confirmed.
    const held = () =>
      t.database.db
        .selectFrom('loyalty_card')
        .select('user_id')
        .where('card_number', '=', MARCO)
        .executeTakeFirst();
    expect(await held()).toBeUndefined();

    const link = linkIn(lastMailTo(t.dataDir, who.email));
    expect(link.pathname).toBe('/registration/card-agreement');
    expect(link.searchParams.get('action')).toBe('confirm');
    expect(link.searchParams.get('coopId')).toBe('2');
    const token = link.searchParams.get('token')!;

    // The plain registration's confirmation cannot use this token.
    const plain = await t.app.inject({
      method: 'GET',
      url: `/ebsn/api/registration/registration_confirm?e_mail=${encodeURIComponent(who.email)}&reg_control_code=${encodeURIComponent(token)}`,
    });
    expect(plain.headers.location).toBe('/registration/confirm/error');

    const confirm = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ebsn/api/registration-card/registration_confirm?action=confirm&email=${encodeURIComponent(who.email)}&coopId=2&token=${encodeURIComponent(tok)}`,
      });
    const wrong = body(await confirm(`${token}x`));
    expect(wrong.response.status).toBe(1);
    expect(JSON.stringify(wrong.response.errors)).toContain('Il link di conferma non è valido o è scaduto');
    expect(await held()).toBeUndefined();

    const ok = body(await confirm(token));
    expect(ok.response.status).toBe(0);
    expect(ok.data).toEqual({ outcome: 'success', cardLinked: true, fidelityCard: MARCO });
    expect((await held())?.user_id).toBe(user.user_id);
    const again = body(await confirm(token));
    expect(again.data).toMatchObject({ outcome: 'already-confirmed', cardLinked: false });

    // Registered: the card now has an online profile, a second registration is refused.
    const second = body(await registerFromCard({ fidelity_card: MARCO, birth_date: '30/11/1988' }));
    expect(JSON.stringify(second.response.errors)).toContain('già associata a un profilo online');
  });

  it('a card added by someone else before the confirmation stays theirs', async () => {
    const who = customer();
    expect(
      body(await registerFromCard({ email: who.email, fidelity_card: ELENA, birth_date: '14/02/1975' }))
        .response.status,
    ).toBe(0);
    const other = await t.database.db
      .selectFrom('app_user')
      .select('user_id')
      .where('email_lower', '=', 'mario.rossi@example.com')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('loyalty_card')
      .values({ card_number: ELENA, user_id: other.user_id })
      .execute();
    const link = linkIn(lastMailTo(t.dataDir, who.email));
    const res = body(
      await t.app.inject({
        method: 'POST',
        url: `/ebsn/api/registration-card/registration_confirm${link.search}`,
      }),
    );
    expect(res.data).toMatchObject({ outcome: 'success', cardLinked: false });
    const holder = await t.database.db
      .selectFrom('loyalty_card')
      .select('user_id')
      .where('card_number', '=', ELENA)
      .executeTakeFirstOrThrow();
    expect(holder.user_id).toBe(other.user_id);
  });

  it("answers the card client's spellings of seed 000 §7 as the account's own calls", async () => {
    // register_user (seed 000) is register-user (seed 002): the same checks
    const wrongDigit = `${ELENA.slice(0, -1)}${(Number(ELENA.slice(-1)) + 1) % 10}`;
    const before = await users();
    const res = await registerFromCard(
      { fidelity_card: wrongDigit, birth_date: '14/02/1975' },
      '?registration_card_action=register',
      'register_user',
    );
    expect(JSON.stringify(body(res).response.errors)).toContain('Numero di carta fedeltà non valido');
    expect(await users()).toBe(before);

    const who = customer();
    await insertUser(t.database, who);
    const token = await loginToken(t.app, who);
    const post = (call: string, payload: Record<string, string>, account: string | null = token) =>
      t.app
        .inject({
          method: 'POST',
          url: `/ebsn/api/registration-card/${call}`,
          headers: account ? { 'x-ebsn-account': account } : {},
          payload,
        })
        .then((r) => ({ http: r.statusCode, ...body(r) }));

    // update_password: the old password is required, as in registration/update_password
    const wrongOld = await post('update_password', {
      old_password: 'Sbagliata#2026',
      new_password: 'Nuova#2026ok',
    });
    expect(wrongOld.response.status).toBe(1);
    expect((await post('update_password', { new_password: 'Nuova#2026ok' })).http).toBe(400);
    expect(
      (await post('update_password', { old_password: PASSWORD, new_password: 'Nuova#2026ok' }, null)).http,
    ).toBe(401);
    const changed = await post('update_password', { old_password: PASSWORD, new_password: 'Nuova#2026ok' });
    expect(changed.response.status).toBe(0);
    const fresh = await loginToken(t.app, { email: who.email, password: 'Nuova#2026ok' });

    // update_email_request: a link to the new address
    const newEmail = customer().email;
    const asked = await post(
      'update_email_request',
      { new_email: newEmail, password: 'Nuova#2026ok' },
      fresh,
    );
    expect(asked.response.status, JSON.stringify(asked.response)).toBe(0);
    expect(linkIn(lastMailTo(t.dataDir, newEmail)).pathname).toBe('/profile/email-updated');

    // password_reset: a wrong token changes nothing
    const reset = await post(
      'password_reset',
      { e_mail: who.email, reset_token: 'nope', password: 'Altra#2026ok' },
      null,
    );
    expect(reset.response.status).toBe(1);
    await loginToken(t.app, { email: who.email, password: 'Nuova#2026ok' });
  });
});
