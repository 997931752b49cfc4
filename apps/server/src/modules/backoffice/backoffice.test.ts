// HTTP tests of the back-office (issue 22): staff sign-in with TOTP, customer search, acting as a
// customer with the audit log, what stays the customer's own, who may call what.
import { generate, generateSecret } from 'otplib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, plainProducts, type Json } from '../../../test/cart-kit';
import { startTestApp, type TestContext } from '../../../test/harness';
import { readyCart } from '../../../test/order-kit';
import { hashPassword } from '../../platform/password';
import { DEMO_STAFF } from '../../../db/seed/staff';

let t: TestContext;
let products: number[];
const OPERATOR = DEMO_STAFF[0];
const ADMIN = DEMO_STAFF[1];

beforeAll(async () => {
  t = await startTestApp({ products: 300 });
  products = await plainProducts(t, 4, [1]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A call that also returns the account token the answer issued. */
async function raw(
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
  ip = '10.0.0.1',
) {
  const res = await t.app.inject({
    method,
    url: `/ebsn/api/${url}`,
    headers: token ? { 'x-ebsn-account': token } : {},
    remoteAddress: ip,
    ...(body ? { payload: body } : {}),
  });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  return {
    http: res.statusCode,
    status: json?.response?.status,
    data: json?.data,
    message: json?.response?.errors?.[0]?.error ?? json?.response?.infos?.[0]?.info ?? '',
    code: json?.response?.errors?.[0]?.code ?? '',
    token: (res.headers['x-ebsn-account'] as string | undefined) || null,
    cookies: res.cookies,
    body: res.body,
    headers: res.headers,
  };
}

/** The code an authenticator shows now (or `offset` steps away). */
function code(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

async function signIn(staff: { username: string; password: string; totpSecret: string }, ip = '10.0.0.2') {
  // Each sign-in needs a code of a later step than the last used one: reset the account's last step.
  await sql`update staff_user set totp_last_step = null where username_lower = ${staff.username}`.execute(
    t.database.db,
  );
  const r = await raw(
    null,
    'POST',
    'backoffice-access/sso-login',
    {
      backoffice_user: staff.username,
      password: staff.password,
      // The current step's code: the server accepts ±1 step, so a step that ends during the call
      // still passes (a code of the previous step failed when the clock moved on meanwhile).
      otp: await code(staff.totpSecret),
    },
    ip,
  );
  expect(r.status, r.message).toBe(0);
  expect(r.token).toBeTruthy();
  return r.token!;
}

async function mario() {
  const row = await t.database.db
    .selectFrom('app_user')
    .select(['user_id', 'fidelity_card', 'fiscal_code', 'email'])
    .where('email_lower', '=', 'mario.rossi@example.com')
    .executeTakeFirstOrThrow();
  const { accountToken } = await t.app.sessions.startUser(null, row.user_id, { rememberMe: false });
  return { ...row, token: accountToken };
}

describe('staff sign-in', () => {
  it('asks for the password, then the authenticator code; a code is accepted once', async () => {
    const wrong = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: OPERATOR.username,
      password: 'sbagliata',
    });
    expect(wrong.status).toBe(1);
    expect(wrong.message).toBe('Utente o password non corretti.');
    const unknown = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: 'nessuno',
      password: 'x',
    });
    expect(unknown.message).toBe('Utente o password non corretti.');
    const empty = await raw(null, 'POST', 'backoffice-access/sso-login', { backoffice_user: '' });
    expect(empty.http).toBe(400);
    expect(empty.message).toContain('Digita il tuo nome utente');

    const noCode = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: OPERATOR.username,
      password: OPERATOR.password,
    });
    expect(noCode.status).toBe(4);
    expect(noCode.message).toContain('codice a 6 cifre');
    expect(noCode.token).toBeNull();
    expect(noCode.data.enrolment).toBeNull();

    const badCode = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: OPERATOR.username,
      password: OPERATOR.password,
      otp: '000000',
    });
    expect(badCode.status).toBe(4);
    expect(badCode.code).toBe('error.backoffice.otp');
    expect(badCode.token).toBeNull();

    await sql`update staff_user set totp_last_step = null where username_lower = 'operatore'`.execute(
      t.database.db,
    );
    const otp = await code(OPERATOR.totpSecret);
    const ok = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: OPERATOR.username,
      password: OPERATOR.password,
      otp,
    });
    expect(ok.status).toBe(0);
    expect(ok.data.staff).toMatchObject({
      username: 'operatore',
      displayName: 'Luca Verdi',
      roles: ['operator'],
    });
    expect(ok.data.actingAs).toBeNull();
    // never remembered: the cookies are session cookies, and the session ends within the staff limit
    const cookie = ok.cookies.find((c) => c.name === 'X-Ebsn-Account')!;
    expect(cookie.maxAge).toBeUndefined();
    expect(new Date(ok.data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 3_600_000);
    const row = await sql<{
      remember_me: boolean;
    }>`select remember_me from session where acting_staff_id is not null order by session_id desc limit 1`.execute(
      t.database.db,
    );
    expect(row.rows[0]!.remember_me).toBe(false);

    const replay = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: OPERATOR.username,
      password: OPERATOR.password,
      otp,
    });
    expect(replay.status).toBe(4);
    expect(replay.message).toContain('già stato usato');

    // the staff session is no customer: the storefront sees nobody logged in
    const test = await call(t, ok.token, 'GET', 'auth/test');
    expect(test.data.user.userId).toBe(-1);
    const session = await raw(ok.token, 'GET', 'backoffice-access/session');
    expect(session.data.staff.username).toBe('operatore');
  });

  it('a first sign-in enrols the authenticator with a QR code', async () => {
    await t.database.db
      .insertInto('staff_user')
      .values({
        username: 'nuovo.operatore',
        username_lower: 'nuovo.operatore',
        display_name: 'Nuovo Operatore',
        password_hash: await hashPassword('Nuovo2026!x'),
        roles: ['operator'],
      })
      .execute();
    const first = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: 'nuovo.operatore',
      password: 'Nuovo2026!x',
    });
    expect(first.status).toBe(4);
    expect(first.message).toContain('codice QR');
    expect(first.data.enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.data.enrolment.otpauthUri).toContain('otpauth://totp/');
    const secret = first.data.enrolment.secret as string;
    // asking again shows the same secret until it is confirmed
    const again = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: 'nuovo.operatore',
      password: 'Nuovo2026!x',
    });
    expect(again.data.enrolment.secret).toBe(secret);
    const wrongSecretCode = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: 'nuovo.operatore',
      password: 'Nuovo2026!x',
      otp: await code(generateSecret()),
    });
    expect(wrongSecretCode.status).toBe(4);
    const ok = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: 'nuovo.operatore',
      password: 'Nuovo2026!x',
      otp: await code(secret),
    });
    expect(ok.status).toBe(0);
    // enrolled: the QR code is never shown again
    const later = await raw(null, 'POST', 'backoffice-access/sso-login', {
      backoffice_user: 'nuovo.operatore',
      password: 'Nuovo2026!x',
    });
    expect(later.status).toBe(4);
    expect(later.data.enrolment).toBeNull();
  });

  it('failed sign-ins are limited', async () => {
    let last = null as Awaited<ReturnType<typeof raw>> | null;
    for (let i = 0; i < 6; i++)
      last = await raw(
        null,
        'POST',
        'backoffice-access/sso-login',
        { backoffice_user: 'amministratore', password: `x${i}` },
        '10.9.9.9',
      );
    expect(last!.http).toBe(429);
    expect(last!.message).toContain('Troppi tentativi');
    // the real password from that address waits too
    const blocked = await raw(
      null,
      'POST',
      'backoffice-access/sso-login',
      { backoffice_user: 'amministratore', password: ADMIN.password },
      '10.9.9.9',
    );
    expect(blocked.http).toBe(429);
  });
});

describe('who may call the back-office', () => {
  it('customers and visitors get none of the back-office calls', async () => {
    const m = await mario();
    const calls: [string, 'GET' | 'POST', Record<string, unknown>?][] = [
      ['user-search/list_user?q=rossi', 'GET'],
      ['backoffice-access/list_user?q=rossi', 'GET'],
      [`user-search/select_user?user_id=${m.user_id}`, 'GET'],
      [`backoffice-access/select_user?user_id=${m.user_id}`, 'GET'],
      [`backoffice-access/get-form?cu_form_id=1&user_id=${m.user_id}`, 'GET'],
      ['backoffice-access/userboard', 'GET'],
      ['backoffice-access/audit', 'GET'],
      ['backoffice-access/audit?format=csv', 'GET'],
      ['backoffice-access/release_user', 'POST', {}],
    ];
    for (const [url, method, body] of calls) {
      for (const token of [m.token, null]) {
        const r = await raw(token, method, url, body);
        expect(r.http, url).toBe(403);
        expect(r.code, url).toBe('error.backoffice.not_staff');
        expect(r.message).toBe(
          'Questa funzione è riservata al personale: accedi dalla pagina del back-office.',
        );
      }
    }
    const session = await raw(m.token, 'GET', 'backoffice-access/session');
    expect(session.data).toEqual({
      staff: null,
      actingAs: null,
      expiresAt: null,
      ssoOidc: false,
      ssoSaml: false,
    });
  });

  it('only administrators read the audit log', async () => {
    const operator = await signIn(OPERATOR);
    const r = await raw(operator, 'GET', 'backoffice-access/audit');
    expect(r.http).toBe(403);
    expect(r.code).toBe('error.backoffice.role');
  });
});

describe('acting as a customer', () => {
  it('finds Mario by card, name, e-mail, fiscal code and order number', async () => {
    const m = await mario();
    const { timeslotId: _slot } = await readyCart(t, m.token, [{ productId: products[0]!, quantity: 1 }]);
    const buy = await call(t, m.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status, buy.message).toBe(0);
    const orderId = buy.data.order.orderId as number;
    const operator = await signIn(OPERATOR);
    const ids = async (query: string) => {
      const r = await raw(operator, 'GET', `user-search/list_user?${query}`);
      expect(r.status, query).toBe(0);
      return (r.data.users as Json[]).map((u) => u.userId);
    };
    expect(await ids(`q=${m.fidelity_card}`)).toEqual([m.user_id]);
    expect(await ids(`cod_int=${m.fidelity_card}&user_type_id=2`)).toEqual([m.user_id]);
    expect(await ids('q=rossi%20mario')).toContain(m.user_id);
    expect(await ids('q=mario.rossi@')).toEqual([m.user_id]);
    expect(await ids(`q=${m.fiscal_code!.toLowerCase()}`)).toEqual([m.user_id]);
    expect(await ids(`q=${orderId}`)).toContain(m.user_id);
    const byCard = await raw(operator, 'GET', `user-search/list_user?q=${m.fidelity_card}`);
    expect(byCard.data.users[0]).toMatchObject({ firstName: 'Mario', lastName: 'Rossi', matchedBy: 'card' });
    expect(byCard.data.page).toMatchObject({ selPage: 1, totItems: 1 });
    const none = await raw(operator, 'GET', 'user-search/list_user?q=');
    expect(none.http).toBe(400);
    expect(none.message).toContain('Scrivi un nome');
    const tooLong = await raw(operator, 'GET', `user-search/list_user?q=${'x'.repeat(101)}`);
    expect(tooLong.http).toBe(400);
    const form = await raw(operator, 'GET', `backoffice-access/get-form?cu_form_id=1&user_id=${m.user_id}`);
    expect(form.data.fields.find((f: Json) => f.name === 'fidelityCard').value).toBe(m.fidelity_card);
    const noForm = await raw(operator, 'GET', `backoffice-access/get-form?cu_form_id=9&user_id=${m.user_id}`);
    expect(noForm.http).toBe(404);
  });

  it('every change made as the customer is logged with before and after; the customer sees it', async () => {
    const m = await mario();
    await call(t, m.token, 'POST', 'cart/empty');
    await readyCart(t, m.token, [{ productId: products[1]!, quantity: 1 }]);
    const buy = await call(t, m.token, 'POST', 'checkout/buy', { payment_type_id: 2 });
    expect(buy.status, buy.message).toBe(0);
    const order = buy.data.order as Json;
    await readyCart(t, m.token, [{ productId: products[2]!, quantity: 1 }]);

    let operator = await signIn(OPERATOR);
    const select = await raw(operator, 'GET', `user-search/select_user?user_id=${m.user_id}`);
    expect(select.status).toBe(0);
    expect(select.message).toBe('Stai operando come Mario Rossi.');
    expect(select.data.actingAs).toMatchObject({ userId: m.user_id, firstName: 'Mario' });
    operator = select.token!;
    // the storefront now runs as Mario
    const cart = await call(t, operator, 'GET', 'cart/view');
    expect(cart.data.user.userId).toBe(m.user_id);
    const line = cart.data.cartItems.find((i: Json) => i.product.productId === products[2]);
    expect(line.quantity).toBe(1);

    const add = await call(t, operator, 'POST', 'cart/add', {
      items: [{ productId: products[2]!, quantity: 2 }],
    });
    expect(add.status).toBe(0);
    const days = await call(t, operator, 'GET', 'timeslot/list');
    const other = days.data.find(
      (d: Json) => d.dateIso !== order.timeslot.date && d.timeslots.some((s: Json) => s.active === 1),
    );
    const moved = await call(t, operator, 'POST', 'order/change-date', {
      order_id: order.orderId,
      new_order_date: other.dateIso,
    });
    expect(moved.status, moved.message).toBe(0);

    // what stays the customer's own is refused, and changes nothing
    const userBefore = await sql<{
      password_hash: string;
      mfa_enabled: boolean;
      anonymized_at: Date | null;
    }>`select password_hash, mfa_enabled, anonymized_at from app_user where user_id = ${m.user_id}`.execute(
      t.database.db,
    );
    const refused: [string, 'GET' | 'POST', Record<string, unknown>?][] = [
      ['registration/update_password?old_password=Sporta2026!&new_password=Nuova2026!x', 'GET'],
      ['registration/update_password', 'POST', { old_password: 'Sporta2026!', new_password: 'Nuova2026!x' }],
      ['registration/update_mfa', 'POST', { enabled: true }],
      ['registration/user_anonymize', 'GET'],
      ['registration/anonymize_token_request', 'GET'],
      ['registration/update_email_request?new_email=altro@example.com', 'GET'],
    ];
    for (const [url, method, body] of refused) {
      const r = await raw(operator, method, url, body);
      expect(r.http, url).toBe(403);
      expect(r.code, url).toBe('error.backoffice.customer_only');
      expect(r.message).toContain('può farla solo il cliente');
    }
    const marketing = await sql<{
      registration_disclaimer_id: number;
      store_id: number;
    }>`select registration_disclaimer_id, store_id from registration_disclaimer where marketing limit 1`.execute(
      t.database.db,
    );
    const consent = await raw(operator, 'POST', 'user-registration-disclaimer/update-disclaimer', {
      store_id: marketing.rows[0]!.store_id,
      disclaimers: [{ registrationDisclaimerId: marketing.rows[0]!.registration_disclaimer_id, value: 0 }],
    });
    expect(consent.http).toBe(403);
    expect(
      await sql`select password_hash, mfa_enabled, anonymized_at from app_user where user_id = ${m.user_id}`.execute(
        t.database.db,
      ),
    ).toEqual(userBefore);

    const release = await raw(operator, 'POST', 'backoffice-access/release_user', {});
    expect(release.message).toBe('Hai terminato di operare come Mario Rossi.');
    expect(release.data.actingAs).toBeNull();
    operator = release.token!;
    expect((await call(t, operator, 'GET', 'order/list')).http).toBe(401);

    // the administrator reads the log: both changes with before and after
    const admin = await signIn(ADMIN, '10.0.0.3');
    const log = await raw(admin, 'GET', `backoffice-access/audit?user_id=${m.user_id}`);
    expect(log.status).toBe(0);
    const entries = log.data.entries as Json[];
    const cartEntry = entries.find((e) => e.action === 'cart/add')!;
    expect(cartEntry).toMatchObject({ staffName: 'Luca Verdi', customerName: 'Mario Rossi', outcome: 'ok' });
    const qty = (snap: Json) => snap.lines.find((l: Json) => l.product === line.product.name)?.quantity;
    expect(qty(cartEntry.before)).toBe(1);
    expect(qty(cartEntry.after)).toBe(3);
    const dateEntry = entries.find((e) => e.action === 'order/change-date')!;
    expect(dateEntry.summary).toBe('Cambia la fascia di consegna di un ordine');
    expect(dateEntry.before.slot.date).toBe(order.timeslot.date);
    expect(dateEntry.after.slot.date).toBe(other.dateIso);
    expect(entries.filter((e) => e.outcome === 'refused')).toHaveLength(refused.length + 1);
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['select_user', 'release_user']));
    const csv = await raw(admin, 'GET', `backoffice-access/audit?format=csv&user_id=${m.user_id}`);
    expect(csv.http).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Cambia la fascia di consegna di un ordine');
    expect(csv.body.split('\r\n')[0]).toContain('operatore');
    const badDate = await raw(admin, 'GET', 'backoffice-access/audit?from=ieri');
    expect(badDate.http).toBe(400);

    // Mario sees that an operator acted for him, and when
    const activity = await call(t, m.token, 'GET', 'registration/operator-activity');
    expect(activity.data.entries.map((e: Json) => e.summary)).toEqual(
      expect.arrayContaining(['Aggiunge prodotti al carrello', 'Cambia la fascia di consegna di un ordine']),
    );
    expect(activity.data.entries[0].operator).toBe('Luca V. (servizio clienti)');

    // the userboard shows the operator's recent customers and actions
    const again = await signIn(OPERATOR);
    const board = await raw(again, 'GET', 'backoffice-access/userboard');
    expect(board.data.recentCustomers[0].userId).toBe(m.user_id);
    expect(board.data.recentActions.length).toBeGreaterThan(3);
  });

  it('the audit log cannot be changed nor deleted', async () => {
    await expect(sql`update staff_audit set summary = 'x'`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from staff_audit`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });
});
