// The account area in a real browser: the whole life of an account read from the mails the app
// writes (DATA_DIR/mail), and the protected route that sends a visitor to login and back.
import { LoginPage } from '../pages/login.page';
import { RegistrationPage } from '../pages/registration.page';
import { DEMO_CUSTOMER } from '../support/auth';
import { expect, test, waitForHydration } from '../support/fixtures';
import { linkIn, newestMailTo, PIN_MAIL, pinIn } from '../support/mail';

/** A valid codice fiscale (check character computed) that no seeded account uses. */
function fiscalCodeFor(seed: number): string {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  const day = String((seed % 28) + 1).padStart(2, '0');
  const first15 = `BNCLRA90A${day}H501`;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = first15.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? odd[v]! : v;
  }
  return first15 + String.fromCharCode(65 + (sum % 26));
}

test.describe('account journeys', () => {
  test('register → confirm → login → second factor → PIN login → change password → reset → delete', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const email = `laura.bianchi.${stamp}@example.com`;
    const firstPassword = 'Bosco#Verde42';
    const secondPassword = 'Fiume@Lento77';
    const thirdPassword = 'Monte!Alto2026';
    const login = new LoginPage(page);

    // Registration.
    await page.goto('/registration-user');
    await waitForHydration(page);
    const registration = new RegistrationPage(page);
    await registration.fill({
      firstName: 'Laura',
      lastName: 'Bianchi',
      fiscalCode: fiscalCodeFor(stamp),
      phone: '3331234567',
      email,
      password: firstPassword,
    });
    await expect(page.getByText('da 8 a 25 caratteri')).toBeVisible();
    await page.getByRole('radio').first().check();
    const required = page.getByRole('checkbox', { name: /^Ho letto\*/ });
    await expect(required.first()).toBeVisible();
    for (const box of await required.all()) await box.check();
    // Every optional consent needs an explicit answer (nothing is pre-ticked).
    for (const group of await page.getByRole('radiogroup', { name: /consenso/i }).all()) {
      await group.getByRole('radio', { name: 'Do il consenso' }).check();
    }
    // Refusing marketing asks for confirmation; declining the popup puts the consent back.
    const deny = page.getByRole('radio', { name: 'Nego il consenso' });
    await deny.last().check();
    await page.getByRole('button', { name: 'No, do il consenso' }).click();
    await expect(page.getByRole('radio', { name: 'Do il consenso' }).last()).toBeChecked();
    await login.waitForBotCheck();
    let since = Date.now();
    await registration.submit.click();
    await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();

    // Confirmation link → success page.
    await page.goto(
      linkIn(await newestMailTo(email, since, { contains: /registration_confirm/ }), 'registration_confirm'),
    );
    await expect(page).toHaveURL(/\/registration\/confirm\/success$/);
    await expect(page.getByRole('heading', { name: 'Registrazione confermata' })).toBeVisible();

    // Login, then the second factor on (with the password).
    await page.goto('/login?redirect=/profile/advanced-security');
    await waitForHydration(page);
    await login.login(email, firstPassword);
    await expect(page).toHaveURL(/\/profile\/advanced-security$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('is-autheticated')).catch(() => 'navigating'))
      .toBe('true');
    await expect(page.getByTestId('mfa-state')).toHaveText('La verifica in due passaggi non è attiva.');
    await page.getByRole('textbox', { name: 'Password per confermare', exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await expect(page.getByTestId('mfa-state')).toHaveText('La verifica in due passaggi è attiva.');

    // Logout from the header menu.
    await page.getByRole('button', { name: 'Ciao Laura, il mio account' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('is-autheticated')).catch(() => 'navigating'))
      .toBeNull();

    // Login with the PIN read from the mail.
    await page.goto('/login?redirect=/profile/changepassword');
    await waitForHydration(page);
    since = Date.now();
    await login.login(email, firstPassword);
    await expect(page.getByText('Ti abbiamo inviato un codice di verifica via e-mail')).toBeVisible();
    await login.pin.fill(pinIn(await newestMailTo(email, since, { contains: PIN_MAIL })));
    await login.submit.click();
    await expect(page).toHaveURL(/\/profile\/changepassword$/);

    // Change password.
    await page.getByRole('textbox', { name: 'Password attuale', exact: true }).fill(firstPassword);
    await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Password modificata.')).toBeVisible();

    // Reset the password through the mailed link.
    await page.goto('/reset-password-request');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Codice fiscale' }).fill(fiscalCodeFor(stamp));
    await login.waitForBotCheck();
    since = Date.now();
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page).toHaveURL(/\/reset-password-sent$/);
    await page.goto(
      linkIn(await newestMailTo(email, since, { contains: /reset-password/ }), 'reset-password'),
    );
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(thirdPassword);
    await page.getByRole('textbox', { name: 'Conferma la password', exact: true }).fill(thirdPassword);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page).toHaveURL(/\/reset-password-completed$/);

    // Delete the account through the mailed link (the reset ended the other sessions; this one
    // still acts for the account, or we log in again with the new password and the PIN).
    await page.goto('/profile/advanced-security');
    if (new URL(page.url()).pathname === '/login') {
      await waitForHydration(page);
      since = Date.now();
      await login.login(email, thirdPassword);
      await expect(login.pin).toBeVisible();
      await login.pin.fill(pinIn(await newestMailTo(email, since, { contains: PIN_MAIL })));
      await login.submit.click();
      await expect(page).toHaveURL(/\/profile\/advanced-security$/);
    }
    await waitForHydration(page);
    since = Date.now();
    await page.getByRole('button', { name: "Chiedi l'eliminazione dell'account" }).click();
    await expect(
      page.getByText("Ti abbiamo inviato via e-mail il link per confermare l'eliminazione"),
    ).toBeVisible();
    await page.goto(
      linkIn(await newestMailTo(email, since, { contains: /anonymize-confirm/ }), 'anonymize-confirm'),
    );
    await waitForHydration(page);
    await page.getByRole('button', { name: "Elimina definitivamente l'account" }).click();
    await expect(page.getByText('Il tuo account è stato eliminato.')).toBeVisible();

    // The deleted account cannot log in any more.
    await page.goto('/login');
    await waitForHydration(page);
    await login.login(email, thirdPassword);
    await expect(login.messages.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an anonymous visitor opening /profile goes to login and comes back after it', async ({
    page,
    request,
  }) => {
    const res = await request.get('/profile', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/login?redirect=%2Fprofile');

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await waitForHydration(page);
    const login = new LoginPage(page);
    await expect(login.rememberMe).toBeChecked();
    await login.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Ciao Mario!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ciao Mario, il mio account' })).toBeVisible();
  });
});
