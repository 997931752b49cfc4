// Registration and confirmation, password reset and change, profile, e-mail
// change, fiscal persons (ownership), consents with history, second factor
// switch, account deletion. Links are read from the .eml files of DATA_DIR/mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import {
  FISCAL_CODES,
  body,
  customer,
  lastMailTo,
  linkIn,
  login,
  loginToken,
  readMails,
  register,
  registerConfirmed,
} from './account.test-helpers';
import { MSG } from './account.service';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: token ? { 'x-ebsn-account': token } : {} });
const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/ebsn/api/${url}`,
    payload,
    headers: token ? { 'x-ebsn-account': token } : {},
  });

describe('registration', () => {
  it('lists the disclaimers of a cooperative, required first and marketing last; unknown store gets the default set', async () => {
    const res = await get('registration-disclaimer/list?store_id=2');
    const list = body(res).data.registrationDisclaimers as {
      storeId: number;
      required: boolean;
      marketing: boolean;
      disclaimerTitle: string;
      value: number | null;
    }[];
    expect(list).toHaveLength(4);
    expect(list.every((d) => d.storeId === 2)).toBe(true);
    expect(list.filter((d) => d.required).map((d) => d.disclaimerTitle)).toEqual([
      'Ho letto* l’informativa sulla privacy'.replace('’', "'"),
      'Ho letto* le condizioni generali di vendita',
    ]);
    expect(list.at(-1)).toMatchObject({ marketing: true, required: false, value: null });
    const fallback = body(await get('registration-disclaimer/list?store_id=99')).data.registrationDisclaimers;
    expect(fallback[0].storeId).toBe(5);
    const byDefault = body(await get('registration-disclaimer/list')).data.registrationDisclaimers;
    expect(byDefault[0].storeId).toBe(5);
  });

  // Issue 19 §13: ccno-registration-disclaimer/list answered 404.
  it('lists the consortium’s disclaimers, then a cooperative’s, with the customer’s answers', async () => {
    const consortium = body(await get('ccno-registration-disclaimer/list')).data.registrationDisclaimers as {
      storeId: number;
      registrationDisclaimerId: number;
      value: number | null;
    }[];
    expect(consortium.map((d) => d.storeId)).toEqual([5, 5, 5, 5]);
    const withStore = body(
      await get('ccno-registration-disclaimer/list?store_id=2&registration_module_type_id=2'),
    ).data.registrationDisclaimers as typeof consortium;
    expect(withStore.map((d) => d.storeId)).toEqual([5, 5, 5, 5, 2, 2, 2, 2]);
    expect(withStore.map((d) => d.registrationDisclaimerId)).toEqual([51, 52, 53, 54, 21, 22, 23, 24]);
    // an unknown cooperative adds nothing; a bad id is refused naming the field
    const unknown = body(await get('ccno-registration-disclaimer/list?store_id=99')).data
      .registrationDisclaimers;
    expect(unknown).toHaveLength(4);
    const bad = await get('ccno-registration-disclaimer/list?store_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).response.errors[0]?.error).toContain('store_id');
    // a logged customer sees their answers to the cooperative's disclaimers
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const mine = body(await get('ccno-registration-disclaimer/list?store_id=1', token)).data
      .registrationDisclaimers as typeof consortium;
    expect(mine.filter((d) => d.storeId === 1).map((d) => d.value)).toEqual([1, 1, null, 1]);
  });

  it('validates with the domain rules: fiscal code checksum, common password, phone', async () => {
    const badCf = await register(t.app, customer({ fiscalCode: 'RSSMRA85T10A562A' }));
    expect(badCf.statusCode).toBe(400);
    expect(body(badCf).response.errors[0]?.error).toContain('Codice fiscale non valido');
    const common = await register(t.app, customer({ password: 'Password1!' }));
    expect(common.statusCode).toBe(400);
    expect(body(common).response.errors[0]?.error).toMatch(/password/i);
    const weak = await register(t.app, customer({ password: 'abc' }));
    expect(body(weak).response.errors[0]?.error).toContain('8 a 25 caratteri');
    const phone = await register(t.app, customer(), { phone: '12' });
    expect(body(phone).response.errors[0]?.error).toContain('Digitare un numero di telefono valido');
  });

  it('refuses a registration without the required disclaimers (status ≠ 0)', async () => {
    const c = customer();
    const res = await register(t.app, c, { disclaimers: [{ registrationDisclaimerId: 11, value: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(body(res).response.status).not.toBe(0);
    expect(body(res).response.errors[0]?.code).toBe('error.registration.disclaimer_required');
    expect(readMails(t.dataDir).some((m) => m.to.includes(c.email))).toBe(false);
  });

  it('accepts form-encoded disclaimers, mails the confirmation link, confirms once (302 pages)', async () => {
    const c = customer();
    const form = new URLSearchParams({
      firstName: 'Luca',
      lastName: "D'Amico",
      email: c.email,
      password: c.password,
      fiscalCode: FISCAL_CODES[2]!,
      phone: '02 1234567',
      storeId: '3',
      disclaimer_31: '1',
      disclaimer_32: '1',
      disclaimer_34: '0',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/register_user',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(body(res).response.status).toBe(0);
    expect(body(res).response.infos[0]?.info).toBe(MSG.registered);
    const mail = lastMailTo(t.dataDir, c.email);
    expect(mail.subject).toBe('Sporta: conferma la tua registrazione');
    expect(mail.html).toContain('Conferma la registrazione');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe(
      'http://localhost:3000/ebsn/api/registration/registration_confirm',
    );
    expect(link.searchParams.get('e_mail')).toBe(c.email);
    const first = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/registration/confirm/success');
    const second = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(second.headers.location).toBe('/registration/confirm/already-confirmed');
    const bad = await get(
      `registration/registration_confirm?e_mail=${encodeURIComponent(c.email)}x&reg_control_code=nope`,
    );
    expect(bad.headers.location).toBe('/registration/confirm/error');
    expect(body(await login(t.app, c)).response.status).toBe(0);
  });

  it('answers the same for an address already registered and tells its owner by mail', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const again = await register(t.app, { ...c, password: 'Altra#Pass9' });
    expect(body(again).response.status).toBe(0);
    expect(body(again).response.infos[0]?.info).toBe(MSG.registered);
    expect(lastMailTo(t.dataDir, c.email).subject).toBe('Sporta: hai già un account');
    expect(body(await login(t.app, c)).response.status).toBe(0); // password unchanged
  });

  it('resends the confirmation mail', async () => {
    const c = customer();
    await register(t.app, c);
    const before = readMails(t.dataDir).filter((m) => m.to.includes(c.email)).length;
    const res = await get(`registration/registration_resend_email?e_mail=${encodeURIComponent(c.email)}`);
    expect(body(res).response.status).toBe(0);
    expect(readMails(t.dataDir).filter((m) => m.to.includes(c.email))).toHaveLength(before + 1);
    const link = linkIn(lastMailTo(t.dataDir, c.email));
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location).toBe(
      '/registration/confirm/success',
    );
  });
});

describe('password', () => {
  it('resets with the mailed token once, ends other sessions, and keeps the second factor', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    await post('registration/update_mfa', { enabled: true, password: c.password }, token);
    const unknown = await get(
      `registration/password_reset_token_request?e_mail=nessuno%40example.com&fiscal_code=${c.fiscalCode}`,
    );
    const res = await get(
      `registration/password_reset_token_request?e_mail=${encodeURIComponent(c.email)}&fiscal_code=${c.fiscalCode.toLowerCase()}`,
    );
    expect(body(res).response).toMatchObject({ status: 0, infos: [{ info: MSG.resetRequested }] });
    expect(body(unknown).response).toEqual(body(res).response);
    expect(readMails(t.dataDir).some((m) => m.to.includes('nessuno@example.com'))).toBe(false);

    const link = linkIn(lastMailTo(t.dataDir, c.email));
    expect(link.pathname).toBe('/reset-password-confirm');
    expect(link.searchParams.get('login')).toBe(c.email);
    const resetToken = link.searchParams.get('token')!;
    const check = await get(
      `registration/password_reset_token_check?login=${encodeURIComponent(c.email)}&token=${resetToken}`,
    );
    expect(body(check)).toMatchObject({ response: { status: 0 }, data: { valid: true } });

    const newPassword = 'Nuova#Pass42';
    const reset = await get(
      `registration/password_reset?e_mail=${encodeURIComponent(c.email)}&reset_token=${resetToken}&password=${encodeURIComponent(newPassword)}`,
    );
    expect(body(reset).response.status).toBe(0);
    // the session opened before the reset is over
    expect((await get('registration/user_detail', token)).statusCode).toBe(419);
    // the token works once
    const reused = await get(
      `registration/password_reset?e_mail=${encodeURIComponent(c.email)}&reset_token=${resetToken}&password=${encodeURIComponent('Terza#Pass42')}`,
    );
    expect(body(reused).response.status).not.toBe(0);
    expect(body(reused).response.errors[0]?.code).toBe('error.registration.reset_token_invalid');
    // the reset does not bypass the second factor
    const next = await login(t.app, { email: c.email, password: newPassword });
    expect(body(next).response.status).toBe(4);
    expect(body(await login(t.app, c)).response.status).not.toBe(0);
  });

  it('refuses an expired reset token (status ≠ 0)', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    await get(
      `registration/password_reset_token_request?e_mail=${encodeURIComponent(c.email)}&fiscal_code=${c.fiscalCode}`,
    );
    const resetToken = linkIn(lastMailTo(t.dataDir, c.email)).searchParams.get('token')!;
    await t.database.db
      .updateTable('account_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'password_reset')
      .execute();
    const check = await get(`registration/password_reset_token_check?reset_token=${resetToken}`);
    expect(body(check).response.status).not.toBe(0);
    const reset = await get(
      `registration/password_reset?reset_token=${resetToken}&password=${encodeURIComponent('Nuova#Pass42')}`,
    );
    expect(body(reset).response.status).not.toBe(0);
    expect(body(await login(t.app, c)).response.status).toBe(0);
  });

  it('changes the password of the logged customer (old password checked)', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const wrong = await get(
      'registration/update_password?old_password=Sbagliata%231&new_password=Nuova%23Pass42',
      token,
    );
    expect(body(wrong).response).toMatchObject({
      status: 1,
      errors: [{ code: 'error.registration.wrong_password' }],
    });
    const ok = await get(
      `registration/update_password?old_password=${encodeURIComponent(c.password)}&new_password=Nuova%23Pass42`,
      token,
    );
    expect(body(ok).response.status).toBe(0);
    expect(body(await login(t.app, { email: c.email, password: 'Nuova#Pass42' })).response.status).toBe(0);
  });
});

describe('profile', () => {
  it('reads and updates personal data, contacts, billing address, username and person infos', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const detail = body(await get('registration/user_detail', token)).data;
    expect(detail).toMatchObject({ email: c.email, person: { fiscalCode: c.fiscalCode } });
    expect(
      body(await post('registration/update_user_detail', { firstName: 'Annalisa' }, token)).data.firstName,
    ).toBe('Annalisa');
    const contact = await post('registration/update_contact', { mobilePhone: '3471234567' }, token);
    expect(body(contact).data.contact.mobilePhone).toBe('3471234567');
    const badPhone = await post('registration/update_contact', { mobilePhone: '0212345' }, token);
    expect(badPhone.statusCode).toBe(400);
    const billing = await post(
      'registration/update_billing_address',
      { address1: 'Via Roma', addressNumber: '1', city: 'Milano', province: 'mi', postalcode: '20121' },
      token,
    );
    expect(body(billing).data.billingAddress).toMatchObject({
      city: 'Milano',
      province: 'MI',
      postalcode: '20121',
    });
    const badCap = await post(
      'registration/update_billing_address',
      { address1: 'Via Roma', city: 'Milano', postalcode: '201' },
      token,
    );
    expect(body(badCap).response.errors[0]?.error).toContain('Il CAP deve essere di 4 o 5 cifre');
    const username = `anna${Date.now()}`;
    expect(body(await post('registration/update_username', { username }, token)).data.username).toBe(
      username,
    );
    expect(body(await login(t.app, { email: username, password: c.password })).response.status).toBe(0);
    const info = await post(
      'registration/update_person_info',
      { personInfoTypeId: 999, value: 'vegano' },
      token,
    );
    expect(body(info).data.person.personInfos).toContainEqual({ personInfoTypeId: 999, value: 'vegano' });
  });

  it('changes the e-mail through the link mailed to the new address', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const newEmail = `nuova.${Date.now()}@example.com`;
    const req = await get(
      `registration/update_email_request?new_email=${encodeURIComponent(newEmail)}`,
      token,
    );
    expect(body(req).response.status).toBe(0);
    const link = linkIn(lastMailTo(t.dataDir, newEmail));
    expect(link.pathname).toBe('/profile/email-updated');
    const done = await get(`registration/update_email?token=${link.searchParams.get('token')}`);
    expect(body(done).response.status).toBe(0);
    expect(body(await login(t.app, { email: newEmail, password: c.password })).response.status).toBe(0);
    const reuse = await get(`registration/update_email?token=${link.searchParams.get('token')}`);
    expect(body(reuse).response.status).not.toBe(0);
  });

  it('keeps fiscal persons per customer: another customer’s id can be neither read nor deleted', async () => {
    const a = await registerConfirmed(t.app, t.dataDir);
    const b = await registerConfirmed(t.app, t.dataDir);
    const ta = await loginToken(t.app, a);
    const tb = await loginToken(t.app, b);
    const inserted = await post(
      'user-person-fiscal/insert-billing-address',
      {
        personType: 'company',
        companyName: 'Rossi Srl',
        vatCode: '01234567890',
        sdiCode: 'ABC1234',
        address1: 'Via Dante',
        city: 'Bergamo',
        postalcode: '24121',
      },
      ta,
    );
    expect(body(inserted).response.status).toBe(0);
    const id = body(inserted).data.personFiscals[0].personFiscalId as number;
    expect(body(await get('user-person-fiscal/list', tb)).data.personFiscals).toEqual([]);
    const stolen = await get(`user-person-fiscal/delete-person-fiscal?person_fiscal_id=${id}`, tb);
    expect(body(stolen).response).toMatchObject({
      status: 1,
      errors: [{ code: 'error.person_fiscal.not_found' }],
    });
    expect(body(await get('user-person-fiscal/list', ta)).data.personFiscals).toHaveLength(1);
    const own = await get(`user-person-fiscal/delete-person-fiscal?person_fiscal_id=${id}`, ta);
    expect(body(own).data.personFiscals).toEqual([]);
    const missingVat = await post(
      'user-person-fiscal/insert-billing-address',
      { personType: 'company', companyName: 'X', address1: 'Via', city: 'Lodi', postalcode: '26900' },
      ta,
    );
    expect(missingVat.statusCode).toBe(400);
  });
});

describe('consents', () => {
  it('records every change with its time and text version', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const userId = body(await get('registration/user_detail', token)).data.userId as number;
    const list = body(await get('user-registration-disclaimer/list-by-type', token)).data
      .registrationDisclaimers;
    expect(list.map((d: { value: number | null }) => d.value)).toEqual([1, 1, null, 1]);
    expect(body(await get('user-registration-disclaimer/check-disclaimer', token)).data).toMatchObject({
      storeId: 1,
      accepted: true,
    });
    expect(
      body(await get('user-registration-disclaimer/check-disclaimer?store_id=2', token)).data,
    ).toMatchObject({
      accepted: false,
      missing: [21, 22],
    });
    const upd = await post(
      'user-registration-disclaimer/update-disclaimer',
      {
        store_id: 1,
        disclaimers: [
          { registrationDisclaimerId: 14, value: 0 },
          { personInfoTypeId: 103, value: 1 },
        ],
      },
      token,
    );
    expect(body(upd).response.status).toBe(0);
    expect(body(upd).data.registrationDisclaimers.map((d: { value: number | null }) => d.value)).toEqual([
      1, 1, 1, 0,
    ]);
    await post('registration/update_person_info', { personInfoTypeId: 104, value: '1' }, token);
    const history = await t.database.db
      .selectFrom('user_consent_history')
      .select(['registration_disclaimer_id', 'value', 'disclaimer_version', 'source', 'changed_at'])
      .where('user_id', '=', userId)
      .orderBy('consent_history_id')
      .execute();
    expect(history.map((h) => [h.registration_disclaimer_id, h.value, h.source])).toEqual([
      [11, '1', 'registration'],
      [12, '1', 'registration'],
      [14, '1', 'registration'],
      [14, '0', 'update-disclaimer'],
      [13, '1', 'update-disclaimer'],
      [14, '1', 'update_person_info'],
    ]);
    expect(history.every((h) => h.disclaimer_version === '2026-01' && h.changed_at instanceof Date)).toBe(
      true,
    );
    const unknown = await post(
      'user-registration-disclaimer/update-disclaimer',
      { store_id: 1, disclaimers: [{ registrationDisclaimerId: 24, value: 1 }] },
      token,
    );
    expect(body(unknown).response.status).not.toBe(0);
  });
});

describe('second factor switch and account deletion', () => {
  it('turns the second factor on and off with the password', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    expect(body(await get('registration/mfa_enabled', token)).data).toEqual({ mfaEnabled: false });
    const wrong = await post('registration/update_mfa', { enabled: 'true', password: 'Sbagliata#1' }, token);
    expect(body(wrong).response.status).not.toBe(0);
    expect(
      body(await post('registration/update_mfa', { enabled: 'true', password: c.password }, token)).data,
    ).toEqual({
      mfaEnabled: true,
    });
    expect(body(await get('registration/mfa_enabled', token)).data).toEqual({ mfaEnabled: true });
    expect(body(await login(t.app, c)).response.status).toBe(4);
    await post('registration/update_mfa', { enabled: false, password: c.password }, token);
    expect(body(await login(t.app, c)).response.status).toBe(0);
  });

  it('refuses deletion while an order waits to be collected', async () => {
    // An app whose orders module says an order waits (the composition root hands the check in).
    const waiting = await startTestApp({ seed: false, overrides: { ordersToCollect: async () => true } });
    try {
      const c = await registerConfirmed(waiting.app, waiting.dataDir);
      const token = await loginToken(waiting.app, c);
      const res = await waiting.app.inject({
        method: 'GET',
        url: '/ebsn/api/registration/anonymize_token_request',
        headers: { 'x-ebsn-account': token },
      });
      expect(body(res).response).toMatchObject({
        status: 1,
        errors: [{ code: 'error.registration.orders_to_collect', error: MSG.anonymizeOrders }],
      });
    } finally {
      await waiting.close();
    }
  });

  it('deletes the account: mail link, token check, anonymised data, every session ended', async () => {
    const c = await registerConfirmed(t.app, t.dataDir);
    const token = await loginToken(t.app, c);
    const other = await loginToken(t.app, c);
    const userId = body(await get('registration/user_detail', token)).data.userId as number;
    // a loyalty card held by the account (issue 25): anonymising lets it go (this database has
    // no demo data: a cooperative and a member of its register are written here)
    const card = '2460099999996';
    await t.database.db
      .insertInto('store')
      .values({ store_id: 1, name: 'Coop', slug: 'coop', logo: '' })
      .onConflict((oc) => oc.column('store_id').doNothing())
      .execute();
    await t.database.db
      .insertInto('loyalty_member')
      .values({
        card_number: card,
        store_id: 1,
        first_name: 'Elena',
        last_name: 'Colombo',
        birth_date: '1975-02-14',
        member_since: '2001-10-01',
      })
      .execute();
    await t.database.db.insertInto('loyalty_card').values({ card_number: card, user_id: userId }).execute();
    expect(body(await get('registration/anonymize_token_request', token)).response.status).toBe(0);
    const link = linkIn(lastMailTo(t.dataDir, c.email));
    expect(link.searchParams.get('login')).toBe(c.email);
    expect(body(await get('registration/user_anonymize', token)).response.status).not.toBe(0); // not checked yet
    const badCheck = await get(
      `registration/anonymize_token_check?login=${encodeURIComponent(c.email)}&token=wrong`,
      token,
    );
    expect(body(badCheck).response.status).not.toBe(0);
    const check = await get(
      `registration/anonymize_token_check?login=${encodeURIComponent(c.email)}&token=${link.searchParams.get('token')}`,
      token,
    );
    expect(body(check).response.status).toBe(0);
    const done = await get('registration/user_anonymize', token);
    expect(body(done).response).toMatchObject({ status: 0, infos: [{ info: MSG.anonymized }] });
    expect((await get('registration/user_detail', token)).statusCode).toBe(419);
    expect((await get('registration/user_detail', other)).statusCode).toBe(419);
    expect(body(await login(t.app, c)).response.status).not.toBe(0);
    const row = await t.database.db
      .selectFrom('app_user')
      .select(['email', 'first_name', 'fiscal_code', 'password_hash', 'anonymized_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Anonimo', fiscal_code: null, password_hash: null });
    expect(row.email).not.toContain('example.com');
    expect(row.anonymized_at).toBeInstanceOf(Date);
    const held = await t.database.db
      .selectFrom('loyalty_card')
      .select('card_number')
      .where('user_id', '=', userId)
      .execute();
    expect(held).toEqual([]);
    // the address is free for a new registration
    expect(body(await register(t.app, c)).response.status).toBe(0);
    expect(lastMailTo(t.dataDir, c.email).subject).toBe('Sporta: conferma la tua registrazione');
  });
});
