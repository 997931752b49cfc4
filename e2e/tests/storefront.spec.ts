import { accessibilityViolations, expect, test, waitForHydration } from '../support/fixtures';
import { HomePage } from '../pages/home.page';
import { categoryTree, firstProductOf, htmlEscaped } from '../support/catalog';

test.describe('storefront journeys', () => {
  test('home → department → subcategory → product page', async ({ page, header }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(header.logo).toBeVisible();
    const departmentName = await new HomePage(page).openFirstDepartment();
    await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText('Homepage');
    const departmentUrl = new URL(page.url()).pathname;

    const sub = page.getByTestId('subcategories').getByRole('link').first();
    const subName = (await sub.innerText()).trim();
    await sub.click();
    await expect(page.getByRole('heading', { level: 1, name: subName })).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname.startsWith(`${departmentUrl}/`)).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText(
      departmentName,
    );

    const card = page.getByTestId('product-card').first();
    const productName = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    // The product's own price block comes first; the sliders below may have loaded theirs.
    await expect(page.getByTestId('price-block').first()).toContainText('€');
    await expect(page).toHaveTitle(new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('a product URL is rendered on the server with its name, title, description and canonical link', async ({
    request,
    page,
  }) => {
    const [department] = await categoryTree(request);
    const product = await firstProductOf(request, department!.categoryId);
    const url = product.itemUrl ?? `/product/${product.slug}`;

    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    // The name is in the HTML before any script runs.
    expect(html).toContain(`>${htmlEscaped(product.name)}</h1>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain(`/product/${product.slug}"`);
    // Critical CSS is inlined: no flash of unstyled content.
    expect(html).toContain('<style data-emotion="css');

    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('an entry page ships only the messages it shows; the login page reached from it has its own (ADR 0016)', async ({
    page,
    request,
    header,
  }) => {
    // What the served home page makes the browser load before it is interactive.
    const html = await (await request.get('/')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloaded.length).toBeGreaterThan(2);
    const scripts = (await Promise.all(preloaded.map(async (href) => (await request.get(href)).text()))).join(
      '\n',
    );
    // The header's placeholder travels with the entry; the checkout's and the login page's do not.
    expect(scripts).toContain('Cerca tra migliaia di prodotti');
    expect(scripts).not.toContain("Conferma l'ordine");
    expect(scripts).not.toContain('Accedi con la tua e-mail e la password');

    await page.goto('/');
    await waitForHydration(page);
    await header.login.click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Accedi con la tua e-mail e la password per fare la spesa.')).toBeVisible();
  });

  test('the code an entry page loads before it is interactive is compiled as it streams in; the rest on first use (ADR 0019)', async ({
    request,
  }) => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const firstLines = async (hrefs: string[]) =>
      Promise.all(
        hrefs.map(async (href) => [href, (await (await request.get(href)).text()).slice(0, hint.length)]),
      );
    let version = '';
    for (const url of ['/', '/frutta-e-verdura']) {
      const html = await (await request.get(url)).text();
      version = /"version": "(\w+)"/.exec(html)![1]!;
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      const shared = preloaded.filter((href) => /\/assets\/entry-[\w-]+\.js$/.test(href));
      // The framework and the shell (`entry`) and the page's own chunks carry V8's compile hint.
      expect(shared.length, url).toBeGreaterThan(1);
      for (const [href, start] of await firstLines(shared)) expect(start, href).toBe(hint);
    }
    // A chunk loaded later (the login page's) stays lazily compiled: compiling it eagerly would
    // spend the time on code that may never run.
    const manifest = await (await request.get(`/__manifest?paths=%2Flogin&version=${version}`)).text();
    const later = [...manifest.matchAll(/"(\/assets\/login-[\w-]+\.js)"/g)].map((m) => m[1]!);
    expect(later.length).toBeGreaterThan(0);
    for (const [href, start] of await firstLines(later)) expect(start, href).not.toBe(hint);
  });

  test("a list page's products travel in its inline loader data as one JSON string (ADR 0020)", async ({
    request,
  }) => {
    const category = (await (await request.get('/ebsn/api/category')).json()).data.categories[0];
    for (const [url, count] of [
      ['/', 1],
      [`/${category.slug}`, 24],
      ['/search?q=mele', 1],
    ] as const) {
      const html = await (await request.get(url)).text();
      // The first line of the turbo-stream payload React Router enqueues: a flat array of values.
      const enqueued = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)![1]!;
      const values = JSON.parse((JSON.parse(enqueued) as string).split('\n')[0]!) as unknown[];
      // Unpacked, every product's keys and values would be entries of that array.
      expect(values, url).not.toContain('productId');
      // A list page packs its list; the home page its content blocks, product sliders among them.
      type Packed = { products?: { productId: number; name: string }[] };
      const packed = values
        .filter((v): v is string => typeof v === 'string' && /^[[{]/.test(v))
        .flatMap((v) => [JSON.parse(v) as Packed | Packed[]].flat());
      const products = packed.flatMap((p) => p.products ?? []);
      expect(products.length, url).toBeGreaterThanOrEqual(count);
      // What the page shows is what it was sent (the markup escapes as React does).
      expect(html, url).toContain(`>${htmlEscaped(products[0]!.name)}<`);
    }
  });

  test('a grid hydrates its cards as they come into sight, keeps their markup, and a tap on one not yet hydrated works (ADR 0020)', async ({
    page,
    request,
  }) => {
    const [department] = await categoryTree(request);
    // The browser is kept from idling (the idle time would hydrate the remaining cards one by one)
    // and the route discovery's answer is held (its update would hydrate every card at once), so
    // what is left is what sight and touch do. React marks a hydrated element with its fiber.
    await page.addInitScript(() => {
      const w = globalThis as unknown as { requestIdleCallback: unknown; __idle: (() => void)[] };
      w.__idle = [];
      w.requestIdleCallback = (run: () => void) => w.__idle.push(run);
      const removed: string[] = [];
      (globalThis as unknown as { __removedCards: string[] }).__removedCards = removed;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes)
            if (
              (n as Element).querySelector?.('[data-testid="product-card"]') ||
              (n as Element).matches?.('[data-testid="product-card"]')
            )
              removed.push((n as Element).outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    let releaseManifest = () => {};
    const manifestHeld = new Promise<void>((resolve) => (releaseManifest = resolve));
    await page.route('**/__manifest?**', async (route) => {
      await manifestHeld;
      await route.continue();
    });
    const hydrated = (index: number) =>
      page
        .getByTestId('product-card')
        .nth(index)
        .evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${department!.slug}`);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    // The first row, in sight, is hydrated; the cards at the bottom of the grid are not.
    await expect.poll(() => hydrated(0), { timeout: 15_000 }).toBe(true);
    expect(await hydrated(12)).toBe(false);
    expect(await hydrated(23)).toBe(false);
    // Scrolled into sight, a card is hydrated.
    await page.getByTestId('product-card').nth(12).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(12)).toBe(true);
    // A tap on a card still in its server markup reaches its handler at once.
    const last = page.getByTestId('product-card').nth(23);
    expect(await hydrated(23)).toBe(false);
    await last.evaluate((e) =>
      e
        .querySelector('button[aria-label^="Aumenta"]')!
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    expect(await hydrated(23)).toBe(true);
    await last.getByRole('button', { name: /^Aumenta/ }).click();
    await expect(last.locator('output')).toContainText('2');
    // Once idle, and once the route discovery updates the page, every card is hydrated, none
    // re-created: the server's markup stays.
    await page.evaluate(() => {
      for (const run of (globalThis as unknown as { __idle: (() => void)[] }).__idle.splice(0)) run();
    });
    releaseManifest();
    await expect
      .poll(async () => (await Promise.all([...Array(24).keys()].map(hydrated))).every(Boolean))
      .toBe(true);
    expect(
      await page.evaluate(() => (globalThis as unknown as { __removedCards: string[] }).__removedCards),
    ).toEqual([]);
  });

  test('a page load asks the server who the visitor is once, however many parts want to know', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/ebsn/api/')) calls.push(url.pathname.slice('/ebsn/api/'.length));
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/ebsn/api/auth/test'));
    await page.goto('/');
    await waitForHydration(page);
    await answered;
    await page.waitForLoadState('networkidle');
    // The header's account entry and the cart both need it; an anonymous visitor has no cart to view.
    expect(calls.filter((c) => c === 'auth/test')).toHaveLength(1);
    expect(calls).not.toContain('cart/view');
    await expect(page.getByTestId('page-progress')).toHaveCount(0);
  });

  test('category pages paginate with real links', async ({ page, request }) => {
    const tree = await categoryTree(request);
    const department = tree[0]!;
    await page.goto(`/${department.slug}`);
    await waitForHydration(page);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    const pager = page.getByRole('navigation', { name: 'Paginazione dei prodotti' });
    await expect(pager).toContainText('Pagina 1 di');
    await pager.getByRole('link', { name: 'Vai alla pagina 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager).toContainText('Pagina 2 di');
  });

  test.describe('not found', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('the search box submits to /search?q=', async ({ page, header }) => {
      await page.goto('/');
      await waitForHydration(page);
      await header.searchFor('latte');
      await expect(page).toHaveURL(/\/search\?q=latte$/);
    });

    test('an unknown URL answers the 404 page with status 404', async ({ page, request }) => {
      const res = await request.get('/questa-pagina-non-esiste');
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain('Pagina non trovata');

      const response = await page.goto('/reparto-inesistente/sottocategoria');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
      await expect(page).toHaveTitle(/Pagina non trovata/);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Torna alla home', exact: true }).click();
      await expect(page.getByTestId('department-tiles')).toBeVisible();
    });
  });

  test('desktop mega-menu lists the departments and their subcategories', async ({ page, menu, request }) => {
    const tree = await categoryTree(request);
    await page.goto('/');
    await waitForHydration(page);
    // Pages carry the departments only; the menu asks for the tree when it first opens.
    const treeRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/ebsn/api/category');
    await menu.openMegaMenu();
    await treeRequest;
    await expect(menu.megaMenuDepartments()).toHaveCount(tree.length);
    const second = tree[1]!;
    await menu.megaMenu.getByRole('link', { name: second.name, exact: true }).first().hover();
    const child = second.categories![0]!;
    await menu.megaMenu.getByRole('link', { name: child.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
    await expect(menu.megaMenu).toBeHidden();
  });

  test('back navigation restores the scroll position', async ({ page, request }) => {
    const tree = await categoryTree(request);
    await page.goto(`/${tree[0]!.slug}`);
    await waitForHydration(page);
    const card = page.getByTestId('product-card').nth(12);
    await card.scrollIntoViewIfNeeded();
    const y = await page.evaluate<number>('window.scrollY');
    expect(y).toBeGreaterThan(300);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await page.goBack();
    await expect
      .poll(() => page.evaluate<number>('window.scrollY'), { timeout: 3000 })
      .toBeGreaterThan(y - 50);
  });
});

test.describe('accessibility (WCAG 2.2 AA)', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('home, category, product and 404 pages have no axe violations', async ({ page, request }) => {
    // axe over four full pages: slow on a loaded 2-core machine
    test.setTimeout(120_000);
    const tree = await categoryTree(request);
    const product = await firstProductOf(request, tree[0]!.categoryId);
    for (const path of ['/', `/${tree[0]!.slug}`, `/product/${product.slug}`, '/pagina-che-non-esiste']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
  });
});
