// The home page's content blocks (issue 23, ADR 0053): server-rendered from the demo layout
// (content/blocks.json), the banner slider pausable, the blocks' links lead to their pages, axe
// clean on a phone and a desktop; the locker banner only for a cart whose service is a locker.
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { loginThroughApi } from './cart-support';

const LOCKER_BANNER = 'Nel locker anche i surgelati';

async function answerCookieBanner(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'sporta-cookie-preferences',
      JSON.stringify({
        technical: true,
        analytics: false,
        profilation: false,
        saveDate: new Date().toISOString(),
        uuid: 'e2e',
      }),
    );
  });
}

async function selectService(page: Page, form: Record<string, string>) {
  const res = await page.request.post('/ebsn/api/user-address/select', { form });
  expect(((await res.json()) as { response: { status: number } }).response.status).toBe(0);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`home blocks (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the blocks are server-rendered in order, work, and are accessible', async ({ page, request }) => {
      await answerCookieBanner(page);
      // Server-rendered: the HTML alone has the blocks, in the layout's order.
      const html = await (await request.get('/')).text();
      const order = [
        'La spesa di stagione, a casa tua',
        'Le offerte della settimana',
        'Idee per la tua spesa',
        'Frutta e verdura fresca',
        'Ricette della settimana',
        'Dal nostro blog',
        'Come funziona Sporta',
      ].map((text) => html.indexOf(text));
      expect(order.every((i) => i > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(html).not.toContain(LOCKER_BANNER);
      // The first banner's picture is the page's LCP candidate: loaded eagerly, with its size.
      expect(html).toMatch(
        /<img[^>]*src="\/img\/banners\/frutta-di-stagione\.svg"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*src="\/img\/banners\/frutta-di-stagione\.svg"/i,
      );

      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Sporta, la spesa online delle cooperative',
      );
      await page.screenshot({ path: test.info().outputPath(`home-${size.name}-top.png`) });
      const slider = page.getByRole('region', { name: 'In primo piano' });
      await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(slider.getByRole('group', { name: '1 di 3' })).toBeVisible();
      // Autoplay can be stopped; then the next button moves one slide and it is announced.
      const toggle = slider.getByRole('button', { name: 'Ferma lo scorrimento automatico' });
      await toggle.click();
      await expect(slider.getByRole('button', { name: 'Avvia lo scorrimento automatico' })).toBeVisible();
      await slider.getByRole('button', { name: 'Vai al banner 1' }).click();
      await slider.getByRole('button', { name: 'Banner successivo' }).click();
      await expect(slider.getByRole('button', { name: 'Vai al banner 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(slider.getByRole('link', { name: /Ricette con la spesa già pronta/ })).toBeInViewport();

      // Product slider from the adv call, recipe slider and article list from the content tables.
      await expect(
        page.getByTestId('product-slider').first().getByTestId('product-card').first(),
      ).toBeVisible();
      const recipes = page.getByTestId('block-recipe-slider');
      await expect(recipes.getByRole('heading', { level: 2, name: 'Ricette della settimana' })).toBeVisible();
      await expect(page.getByTestId('block-article-list').getByRole('listitem')).toHaveCount(4);
      // The banner grid follows the breakpoint's columns: one per row on a phone, three on a desktop.
      const cards = page.getByTestId('block-banner-grid').getByRole('listitem');
      await expect(cards).toHaveCount(3);
      const boxes = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())!));
      if (size.width < 600) expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
      else expect(boxes[1]!.y).toBe(boxes[0]!.y);

      expect(await accessibilityViolations(page, { scrollThrough: true })).toEqual([]);
      await page.getByRole('heading', { name: 'Frutta e verdura fresca' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`home-${size.name}-middle.png`) });
      await page.getByRole('heading', { name: 'Dal nostro blog' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`home-${size.name}-lower.png`) });

      // A recipe card leads to its recipe.
      await recipes.getByRole('link', { name: /Spaghetti alla carbonara/ }).click();
      await expect(page).toHaveURL(/\/ricette\/spaghetti-alla-carbonara$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Spaghetti alla carbonara' })).toBeVisible();
      // Back home by a client-side navigation (the browser's loader): the same blocks.
      await page.getByRole('link', { name: 'Sporta, torna alla home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: 'In primo piano' })).toBeVisible();
      await expect(page.getByTestId('block-recipe-slider').getByRole('listitem')).toHaveCount(8);
      await expect(
        page.getByTestId('product-slider').first().getByTestId('product-card').first(),
      ).toBeVisible();
    });
  });
}

test('the locker banner shows only while the cart is for a locker', async ({ page }) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughApi(page.request);
  try {
    // Locker Milano Porta Genova (seed network-data), the locker service of cooperative 1.
    await selectService(page, { address_type: 'locker', address_id: '10', delivery_service_id: '3' });
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByTestId('block-banner-grid').filter({ hasText: LOCKER_BANNER });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Come funziona il locker/ })).toHaveAttribute(
      'href',
      '/blog/locker-refrigerati',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('home-locker-phone.png') });

    // Store pick-up instead: the banner is gone.
    await selectService(page, { address_type: 'drive', address_id: '1', delivery_service_id: '1' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Idee per la tua spesa' })).toBeVisible();
    await expect(page.getByText(LOCKER_BANNER)).toHaveCount(0);
  } finally {
    // Leave the shared demo shopper as the other journeys expect it: store pick-up.
    await page.request.post('/ebsn/api/user-address/select', {
      form: { address_type: 'drive', address_id: '1', delivery_service_id: '1' },
    });
  }
});
