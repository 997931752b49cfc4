// Registration from a loyalty card (issue 25; seed 002 §2 /registration/card-agreement, §7
// registration-card/register-user and registration_confirm): a member with a card and no online
// profile registers on a phone — a wrong check digit and a wrong birth date refused — confirms from
// the mail, and finds the card, with its points, in the profile.
import { DEMO_MEMBERS, demoCardNumber } from '../../apps/server/db/seed/loyalty';
import { LoginPage } from '../pages/login.page';
import { RegistrationPage } from '../pages/registration.page';
import { linkIn, newestMailTo } from '../support/mail';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { fiscalCodeFor } from './customers';

test.use({
  viewport: { width: 390, height: 844 },
  allowConsoleErrors: [/Failed to fetch manifest patches/],
});

test('a member registers from the loyalty card and finds it in the profile', async ({ page }) => {
  test.setTimeout(120_000);
  // A retry takes another member: the first attempt may have linked its card already.
  const card = [demoCardNumber(3_000_003, '0460'), demoCardNumber(3_000_002, '0460')][test.info().retry % 2]!;
  const member = DEMO_MEMBERS.find((m) => m.card === card)!;
  const [y, m, d] = member.birthDate.split('-');
  const stamp = Date.now();
  const email = `socio.${stamp}@example.com`;
  const password = 'Carta#Socio2026';

  await page.goto('/registration-user');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Registrati con la carta' }).click();
  await expect(page).toHaveURL(/\/registration\/card-agreement$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registrati con la carta fedeltà' }),
  ).toBeVisible();
  await waitForHydration(page);

  const form = page.getByRole('form', { name: 'Registrati con la carta fedeltà' });
  const registration = new RegistrationPage(page);
  await registration
    .field('Numero carta fedeltà')
    .fill(`${card.slice(0, -1)}${(Number(card.slice(-1)) + 1) % 10}`);
  await registration.field('Data di nascita del titolare (GG/MM/AAAA)').fill(`${d}/${m}/${y}`);
  await registration.field('Codice fiscale').fill(fiscalCodeFor(Math.floor(stamp / 1000)));
  await registration.field('Telefono').fill('3331234567');
  await registration.field('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Conferma la password', exact: true }).fill(password);
  // The card's cooperative; its disclaimers load for it.
  const coops = page.getByRole('radiogroup', { name: /Scegli la cooperativa/ });
  const coopName = (
    await coops
      .locator('label')
      .nth(member.storeId - 1)
      .innerText()
  ).trim();
  await coops.getByRole('radio', { name: coopName }).check();
  await expect(page.getByText(`personali di ${coopName}`)).toBeVisible();
  for (const box of await page.getByRole('checkbox', { name: /^Ho letto\*/ }).all()) await box.check();
  for (const group of await page.getByRole('radiogroup', { name: /consenso/i }).all())
    await group.getByRole('radio', { name: 'Do il consenso' }).check();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.screenshot({ path: test.info().outputPath('card-agreement-390.png') });

  // A wrong check digit: refused in the page, nothing sent.
  await registration.submit.click();
  await expect(form.getByText('Numero di carta fedeltà non valido')).toBeVisible();

  // The right card with a birth date that is not the holder's: the server refuses it.
  await registration.field('Numero carta fedeltà').fill(card);
  await registration.field('Data di nascita del titolare (GG/MM/AAAA)').fill(`${d}/${m}/${Number(y) + 1}`);
  await new LoginPage(page).waitForBotCheck();
  await registration.submit.click();
  await expect(
    form.getByText('La data di nascita non corrisponde a quella del socio titolare della carta.'),
  ).toBeVisible();

  await registration.field('Data di nascita del titolare (GG/MM/AAAA)').fill(`${d}/${m}/${y}`);
  await new LoginPage(page).waitForBotCheck();
  const since = Date.now();
  await registration.submit.click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();

  // The mailed link opens the card agreement page, which confirms and links the card.
  const link = linkIn(await newestMailTo(email, since, { contains: /card-agreement/ }), 'card-agreement');
  expect(link).toMatch(/^\/registration\/card-agreement\?action=confirm&email=.+&coopId=\d&token=.+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrazione confermata' })).toBeVisible();
  await expect(page.getByText(`la carta fedeltà ${card} è collegata al tuo profilo`)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Accedi' }).last().click();
  await waitForHydration(page);
  await new LoginPage(page).login(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile/fidelity');
  await waitForHydration(page);
  const panel = page.getByTestId('loyalty-card');
  await expect(panel.getByText(`Carta n. ${card}`)).toBeVisible();
  await expect(panel.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
});
