// Forms (issue 23, ADR 0065; seed 002 §3–§5): the «Diventa socio» page embeds its form through the
// shortcode [ninja_form id=2]. Sent empty and then with wrong values it is refused with the spec's
// messages, each under its field and the whole form's above it; a file of the wrong type, or whose
// content is not what its name says, is refused in Italian; sent right (the date typed dd/MM/yyyy
// or picked on the Monday-first calendar, a PDF uploaded, the consent ticked) it shows the success
// message and the cooperative's mailbox gets it. axe clean, at phone and desktop sizes. (That a
// script in page content never runs is content.spec.ts's.)
import type { Locator } from '@playwright/test';
import { newestMailTo } from '../support/mail';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';

const FAILURE = 'La form non è stata compilata correttamente';
const CONSENT = 'È obbligatorio accettare questo consenso per procedere';
const REQUIRED = 'Questo campo è obbligatorio';
const SUCCESS = 'Grazie per averci inviato la tua richiesta';
const RECIPIENT = 'soci@sporta.example';

// The smallest PDF a reader opens, made here (no file in the repository).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function expectError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`forms (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('diventa socio: refused with the spec messages, then sent, and the mail arrives', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/page/diventa-socio');
      await waitForHydration(page);
      const body = page.getByTestId('content-body');
      const form = page.getByTestId('dynamic-form');
      await expect(form).toBeVisible();
      await expect(body).not.toContainText('[ninja_form');
      await expect(form.getByRole('heading', { name: 'Diventa socio' })).toBeVisible();

      const submit = form.getByRole('button', { name: 'Invia la domanda' });
      const nome = form.getByRole('textbox', { name: 'Nome', exact: true });
      const date = form.getByRole('textbox', { name: 'Data di nascita' });
      const statuto = form.getByRole('checkbox', { name: /statuto/ });
      const documento = form.getByLabel("Documento d'identità");

      // Empty: every required field says so, the consent with the spec's message, the form's
      // message on top; the focus goes to the first field in error.
      await submit.click();
      await expect(form.getByTestId('form-failure')).toHaveText(FAILURE);
      await expect(form.getByTestId('form-failure')).toHaveAttribute('role', 'alert');
      await expectError(nome, REQUIRED);
      await expectError(date, REQUIRED);
      await expectError(statuto, CONSENT);
      await expect(documento).toHaveAccessibleDescription(/Questo campo è obbligatorio/);
      await expect(form.getByRole('radiogroup', { name: 'Cooperativa' })).toContainText(REQUIRED);
      await expect(nome).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`forms-${size.name}-refused-top.png`) });
      await statuto.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`forms-${size.name}-refused-bottom.png`) });

      // Wrong values: each rule of seed 002 §5 with its message.
      await date.fill('31/02/1985');
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('non-una-mail');
      await form.getByRole('textbox', { name: 'CAP', exact: true }).fill('201');
      await form.getByRole('textbox', { name: 'Codice fiscale', exact: true }).fill('RSSMRA85T10A562X');
      await form.getByRole('textbox', { name: 'Cellulare', exact: true }).fill('12');
      await submit.click();
      await expect(form.getByTestId('form-failure')).toHaveText(FAILURE);
      await expectError(date, 'Digitare una data nel formato gg/mm/aaaa');
      await expectError(
        form.getByRole('textbox', { name: 'E-mail', exact: true }),
        'Digitare una e-mail valida',
      );
      await expectError(
        form.getByRole('textbox', { name: 'CAP', exact: true }),
        'Il CAP deve essere di 5 cifre',
      );
      await expectError(
        form.getByRole('textbox', { name: 'Codice fiscale', exact: true }),
        'Codice fiscale o partita IVA non valido',
      );
      await expectError(
        form.getByRole('textbox', { name: 'Cellulare', exact: true }),
        'Digitare un numero di telefono valido',
      );
      await date.fill('31/12/1909');
      await expectError(date, 'La data non può essere precedente al 01/01/1910');

      // Files: a type the field does not take (checked before sending), then a "PDF" that is not one
      // (the server looks at the content): both refused in Italian, nothing listed.
      await documento.setInputFiles({
        name: 'nota.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('ciao'),
      });
      await expect(documento).toHaveAccessibleDescription(
        /Tipo di file non ammesso: sono ammessi solo PDF, JPG, PNG/,
      );
      await documento.setInputFiles({
        name: 'finto.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('ciao'),
      });
      await expect(documento).toHaveAccessibleDescription(
        /Il contenuto del file non corrisponde al suo tipo/,
      );
      await expect(form.getByTestId('form-uploaded-files')).toHaveCount(0);

      // Right. The calendar first: weeks from Monday, nothing before 1910-01-01 (a Saturday, so the
      // first week of January 1910 has two days); a day picked fills dd/MM/yyyy.
      const surname = `Socio${size.name}${Date.now() % 100000}`;
      await nome.fill('Giulia');
      await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill(surname);
      await form.getByRole('textbox', { name: 'Codice fiscale', exact: true }).fill('RSSMRA85T10A562S');
      await date.fill('');
      await form.getByRole('button', { name: 'Calendario' }).click();
      const calendar = form.getByRole('group', { name: 'Scegli la data' });
      await calendar.getByRole('combobox', { name: 'Anno' }).selectOption('1910');
      await calendar.getByRole('combobox', { name: 'Mese' }).selectOption({ label: 'gennaio' });
      await expect(calendar.getByRole('button', { name: 'Mese precedente' })).toBeDisabled();
      await expect(calendar.locator('th').first()).toHaveText(/lun/i);
      await expect(calendar.locator('tbody tr').first().getByRole('button')).toHaveText(['1', '2']);
      await calendar.getByRole('combobox', { name: 'Anno' }).selectOption('1985');
      await calendar.getByRole('combobox', { name: 'Mese' }).selectOption({ label: 'marzo' });
      expect(await accessibilityViolations(page)).toEqual([]);
      await calendar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`forms-${size.name}-calendar.png`) });
      await calendar.getByRole('button', { name: 'giovedì 14 marzo 1985' }).click();
      await expect(calendar).toBeHidden();
      await expect(date).toBeFocused();
      await expect(date).toHaveValue('14/03/1985');
      // …then typed, as the spec's format says.
      await date.fill('15/03/1985');
      await expect(date).toHaveValue('15/03/1985');
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('giulia.socia@example.com');
      await form.getByRole('textbox', { name: 'Cellulare', exact: true }).fill('3331234567');
      await form.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Solari 12');
      await form.getByRole('textbox', { name: 'Comune', exact: true }).fill('Milano');
      await form.getByRole('textbox', { name: 'CAP', exact: true }).fill('20144');
      await expect(form.getByRole('combobox', { name: 'Nazione' })).toHaveValue('IT');
      await form.getByRole('radio', { name: 'Coop Lago e Navigli' }).check();
      await form.getByRole('checkbox', { name: 'Prodotti biologici' }).check();
      await documento.setInputFiles({ name: 'documento.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByTestId('form-uploaded-files')).toContainText('documento.pdf');
      await expect(documento).not.toHaveAttribute('aria-invalid', 'true');
      await statuto.check();
      await expect(statuto).not.toHaveAttribute('aria-invalid', 'true');
      await documento.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`forms-${size.name}-filled.png`) });

      const since = Date.now();
      await submit.click();
      const success = page.getByTestId('form-success');
      await expect(success).toHaveText(SUCCESS);
      await expect(success).toBeFocused();
      await expect(form).toHaveCount(0);
      const mail = await newestMailTo(RECIPIENT, since, { contains: new RegExp(surname) });
      expect(mail).toContain('15/03/1985');
      expect(mail).toContain('documento.pdf');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`forms-${size.name}-sent.png`) });
    });
  });
}

test.describe('forms in pages', () => {
  // The browser logs the 404 of get_mail_pars for the unknown form.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('the contact page renders its form; an unknown form hides itself', async ({ page }) => {
    await page.goto('/page/contatti');
    await waitForHydration(page);
    const form = page.getByTestId('dynamic-form');
    await expect(form.getByRole('heading', { name: 'Contattaci' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Argomento' })).toBeVisible();
    await expect(page.getByTestId('content-body')).not.toContainText('[ninja_form');
    // A page that embeds a form the site does not know (e2e/fixtures/content): get_mail_pars answers
    // 404 and the form hides itself, leaving neither the shortcode nor a placeholder.
    const unknown = page.waitForResponse((r) => r.url().includes('get_mail_pars?form_id=999'));
    await page.goto('/page/prova-modulo-assente');
    await waitForHydration(page);
    expect((await unknown).status()).toBe(404);
    const body = page.getByTestId('content-body');
    await expect(body).toContainText('Fine della pagina di prova.');
    await expect(page.getByText('Caricamento del modulo…')).toHaveCount(0);
    await expect(page.getByTestId('dynamic-form')).toHaveCount(0);
    await expect(body).not.toContainText('[ninja_form');
  });
});
