// Issue 23: what shoppers send through the forms is listed for staff. A "diventa socio" request
// with its document is sent the way the storefront's form sends it (get_mail_pars, nf_fu_upload,
// nf_ajax_submit); an operator finds it at /userboard/moduli with every answer and downloads the
// document, byte for byte. axe clean at desktop and phone sizes; a customer is not let in.
import { fiscalCodeCheckChar } from '@sporta/domain';
import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { OPERATOR, staffSignIn } from '../support/staff';
import { loginThroughApi } from './cart-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SURNAME = `Verdi${Date.now() % 100_000}`;

interface FormDefinition {
  id: number;
  security: string;
  fields: { id: number; key: string }[];
}

async function sendMembership(request: APIRequestContext): Promise<void> {
  const def = (await (
    await request.get('/p/wp-json/custom/v1/get_mail_pars?form_id=2')
  ).json()) as FormDefinition;
  const field = (key: string) => def.fields.find((f) => f.key === key)!.id;
  const up = await request.post('/p/wp-admin/admin-ajax.php', {
    multipart: {
      action: 'nf_fu_upload',
      form_id: String(def.id),
      field_id: String(field('documento')),
      nonce: def.security,
      'files[]': { name: 'documento.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const token = ((await up.json()) as { data: { files: { tmp_name: string }[] } }).data.files[0]!.tmp_name;
  const cfBase = 'VRDLRA85C41F205';
  const values: Record<string, unknown> = {
    nome: 'Laura',
    cognome: SURNAME,
    codice_fiscale: `${cfBase}${fiscalCodeCheckChar(cfBase)}`,
    data_nascita: '01/03/1985',
    email: 'laura.verdi@example.com',
    telefono: '333 7654321',
    indirizzo: 'Via Solari 12',
    citta: 'Milano',
    cap: '20144',
    nazione: 'IT',
    cooperativa: '1',
    interessi: ['bio'],
    servizi: ['casa'],
    familiari: '2',
    documento: [token],
    consenso_statuto: '1',
    consenso_marketing: '0',
  };
  const fields = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [field(key), { id: field(key), value }]),
  );
  const sent = await request.post('/p/wp-admin/admin-ajax.php', {
    multipart: {
      action: 'nf_ajax_submit',
      security: def.security,
      formData: JSON.stringify({ id: String(def.id), fields, extra: {}, settings: {} }),
    },
  });
  expect(((await sent.json()) as { errors: unknown }).errors).toEqual([]);
}

test('an operator reads a membership request and downloads its document', async ({ page, request }) => {
  await sendMembership(request);
  await staffSignIn(page, OPERATOR);
  await page.getByRole('link', { name: 'Richieste dai moduli' }).click();
  await expect(page.getByRole('heading', { name: 'Richieste dai moduli', level: 1 })).toBeVisible();
  await waitForHydration(page);
  const request1 = page.getByTestId('form-submission').filter({ hasText: SURNAME });
  await expect(request1).toContainText('Diventa socio');
  await request1.getByText(`Laura ${SURNAME} laura.verdi@example.com`).click();
  await expect(request1.getByText('Inviata per e-mail a: soci@sporta.example')).toBeVisible();
  await expect(request1.getByText('01/03/1985')).toBeVisible();
  await expect(request1.getByText('Via Solari 12')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('submissions.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await request1.getByRole('link', { name: /^Scarica documento\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('documento.pdf');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).equals(PDF)).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('submissions-phone.png') });
});

test('a customer is not let in', async ({ page }) => {
  await loginThroughApi(page.request);
  await page.goto('/userboard/moduli');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  await expect(page.getByTestId('form-submission')).toHaveCount(0);
});
