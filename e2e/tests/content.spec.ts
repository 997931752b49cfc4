// Content pages (issue 23, first slice): every footer link and the registration's disclaimer
// links open a real page; the FAQ accordion opens by mouse and keyboard; the blog pages through
// its posts; a page whose stored file held scripts runs none of them; unknown slugs are the 404
// page; axe finds nothing on the new pages.
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';

const FOOTER_PAGES = [
  'Come funziona',
  'Servizi di consegna',
  'Domande frequenti',
  'Contatti',
  'Diventa socio',
  'Notizie e consigli',
  'Chi siamo',
  'Condizioni di vendita',
  'Privacy',
  'Cookie',
];

test('every content link of the footer opens a page with real content', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links: { name: string; href: string }[] = [];
  for (const name of FOOTER_PAGES) {
    const link = footer.getByRole('link', { name, exact: true });
    links.push({ name, href: (await link.getAttribute('href'))! });
  }
  for (const { name, href } of links) {
    const res = await page.goto(href);
    expect(res?.status(), href).toBe(200);
    await expect(page.getByTestId('not-found'), href).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText('Homepage');
    if (href === '/blog') {
      await expect(page.getByTestId('post-list').getByRole('article')).toHaveCount(6);
      continue;
    }
    const text = (await page.getByTestId('content-body').innerText()).trim();
    expect(text.length, `${name} (${href})`).toBeGreaterThan(500);
    expect(text).not.toMatch(/lorem ipsum/i);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, href).toBeGreaterThan(40);
  }
  // client-side navigation from the footer, then a link inside the content routed in the app
  await page.goto('/');
  await waitForHydration(page);
  await footer.getByRole('link', { name: 'Chi siamo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
  await expect(page).toHaveTitle('Chi siamo – Sporta, la spesa online delle cooperative lombarde');
  await page.getByTestId('content-body').getByRole('link', { name: 'Scopri come diventare socio' }).click();
  await expect(page).toHaveURL(/\/page\/diventa-socio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diventa socio' })).toBeVisible();
});

test('the registration’s disclaimers link to the privacy notice and the terms of sale', async ({ page }) => {
  await page.goto('/registration-user');
  await page.getByRole('radio').first().check();
  const links = page.getByRole('link', { name: "Leggi l'informativa" });
  await expect(links.first()).toBeVisible();
  const hrefs = new Set<string>();
  for (const link of await links.all()) hrefs.add((await link.getAttribute('href'))!);
  expect([...hrefs].sort()).toEqual(['/page/condizioni-di-vendita', '/page/privacy']);
  for (const href of hrefs) {
    const res = await page.goto(href);
    expect(res?.status(), href).toBe(200);
    await expect(page.getByTestId('content-page')).toContainText(/dati personali|Codice del consumo/);
  }
  await expect(page.getByText('Condizioni in vigore dal 1° gennaio 2026.')).toBeVisible();
});

test('the FAQ accordion opens by mouse and by keyboard', async ({ page }) => {
  await page.goto('/faq/domande-frequenti');
  await waitForHydration(page);
  const body = page.getByTestId('content-body');
  const questions = body.locator('details > summary');
  expect(await questions.count()).toBeGreaterThanOrEqual(15);
  const slot = body.locator('details', { hasText: 'Per quanto tempo resta mia la fascia oraria' });
  const answer = slot.getByText('la teniamo riservata per te per 60 minuti');
  await expect(answer).toBeHidden();
  await slot.locator('summary').click();
  await expect(answer).toBeVisible();
  await slot.locator('summary').click();
  await expect(answer).toBeHidden();

  const weight = body.locator('details', { hasText: 'Perché la banca mi ha bloccato' });
  await weight.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(weight.getByText('più il 40% del valore dei prodotti a peso')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the blog pages through its posts; a post has its breadcrumb, date and canonical address', async ({
  page,
}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Articoli meno recenti ›' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByTestId('post-list').getByRole('article')).toHaveCount(2);
  await page.getByRole('link', { name: "Come leggere l'etichetta di un alimento" }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Come leggere l'etichetta di un alimento" }),
  ).toBeVisible();
  await expect(page.getByText('Pubblicato il 10/11/2025')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Percorso di navigazione' });
  await expect(crumbs.getByRole('link', { name: 'Notizie e consigli' })).toHaveAttribute('href', '/blog');
  expect(await accessibilityViolations(page)).toEqual([]);

  // structured data: Homepage › Notizie e consigli › the post
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld['@type']).toBe('BreadcrumbList');
  expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    'Homepage',
    'Notizie e consigli',
    "Come leggere l'etichetta di un alimento",
  ]);
  expect(ld.itemListElement[2].item).toMatch(/^https?:\/\/.+\/blog\/come-leggere-etichetta$/);

  // /news/<slug> names the same post; its canonical address is the blog's
  await page.goto('/news/spesa-senza-sprechi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieci idee per una spesa senza sprechi');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/blog\/spesa-senza-sprechi$/,
  );
});

test.describe('pages that cannot be found', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown page, FAQ or post is the Italian 404 page', async ({ page }) => {
    for (const path of ['/page/non-esiste', '/faq/non-esiste', '/blog/non-esiste', '/blog?page=99']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    }
  });

  test('a page whose file held scripts and event handlers runs none of them', async ({ page }) => {
    await page.goto('/page/prova-sicurezza');
    await waitForHydration(page);
    const body = page.getByTestId('content-body');
    await expect(body).toContainText('Fine della pagina di prova.');
    await body.getByText('Passa con il mouse su questo paragrafo.').hover();
    await body.getByText('Un collegamento ingannevole').click();
    await expect(body.getByRole('img', { name: 'immagine di prova' })).toHaveCount(1);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [
        '__contentScriptRan',
        '__contentOnerrorRan',
        '__contentHoverRan',
        '__contentLinkRan',
        '__contentSvgRan',
      ].filter((k) => w[k] !== undefined);
    });
    expect(ran).toEqual([]);
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onmouseover|onload|javascript:/i);
    // and the content API never had them either
    const [stored] = await (await page.request.get('/p/wp-json/wp/v2/pages?slug=prova-sicurezza')).json();
    expect(stored.content.rendered).not.toMatch(/<script|onerror|onmouseover|onload|javascript:/i);
  });
});

test('axe finds nothing on a static page and the cookie policy with its table', async ({ page }) => {
  for (const path of ['/page/chi-siamo', '/page/cookie']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});
