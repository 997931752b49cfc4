// A customer registered and confirmed for a run (through the API and the mail outbox), so that
// journeys that spend single-use codes or place orders start from a clean account.
import { request as playwrightRequest } from '@playwright/test';
import { altchaToken } from '../support/auth';
import { linkIn, newestMailTo } from '../support/mail';
import { SHOPPER } from './cart-support';

/** A valid codice fiscale (check character computed) for the customer of this run. */
export function fiscalCodeFor(seed: number): string {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  const month = 'ABCDEHLMPRST'[seed % 12]!;
  const day = String((Math.floor(seed / 12) % 28) + 1).padStart(2, '0');
  const first15 = `VRDGLI85${month}${day}F205`;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = first15.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? odd[v]! : v;
  }
  return first15 + String.fromCharCode(65 + (sum % 26));
}

/** Registers and confirms a new customer through the API; the demo shopper if that fails. */
export async function freshCustomer(): Promise<{ login: string; password: string }> {
  const baseURL = process.env.BASE_URL!;
  const request = await playwrightRequest.newContext({ baseURL });
  const stamp = Date.now();
  const who = { login: `giulia.verdi.${stamp}@example.com`, password: 'Ordini#Sporta26' };
  try {
    const list = (await (await request.get('/ebsn/api/registration-disclaimer/list?store_id=1')).json()) as {
      data: { registrationDisclaimers: { registrationDisclaimerId: number }[] };
    };
    const since = Date.now();
    const res = await request.post('/ebsn/api/registration/register_user', {
      data: {
        firstName: 'Giulia',
        lastName: 'Verdi',
        email: who.login,
        password: who.password,
        fiscalCode: fiscalCodeFor(Math.floor(stamp / 1000)),
        phone: '3331234567',
        storeId: 1,
        disclaimers: list.data.registrationDisclaimers.map((d) => ({
          registrationDisclaimerId: d.registrationDisclaimerId,
          value: 1,
        })),
        token_recaptcha: await altchaToken(request),
      },
    });
    const body = (await res.json()) as { response: { status: number; errorsMessage: string[] } };
    if (body.response.status !== 0) throw new Error(body.response.errorsMessage.join(' '));
    await request.get(
      linkIn(
        await newestMailTo(who.login, since, { contains: /registration_confirm/ }),
        'registration_confirm',
      ),
    );
    return who;
  } catch (err) {
    console.warn(`registration failed, using the demo shopper: ${String(err)}`);
    return SHOPPER;
  } finally {
    await request.dispose();
  }
}
