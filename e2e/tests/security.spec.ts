// Issue 18 in a real browser.
//  - Item 2: a page on another site (a second local server, reached as attacker.test) tries every
//    call of the API that a browser can make from there — by link, image, form and redirect, each
//    operation of the OpenAPI document with real ids of the victim — and nothing changes: the
//    victim's e-mail, addresses, invoice data, cart, time slot and login stay as they were.
//  - Item 5: the return path after login never leaves the shop, however it is written.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { altchaToken } from '../support/auth';
import { chromiumArgs, chromiumPath } from '../support/app-server';
import { expect, test } from '../support/fixtures';
import { linkIn, newestMailTo } from '../support/mail';
import { LoginPage } from '../pages/login.page';
import { findProduct, freshDriveCart } from './cart-support';

type Json = Record<string, unknown>;
const PASSWORD = 'Sicura#2026';
const THIEF = 'ladro@evil.example';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    // attacker.test is another site than 127.0.0.1 (where the shop runs), on this machine.
    args: [...chromiumArgs, '--host-resolver-rules=MAP attacker.test 127.0.0.1'],
  },
  // The shop refuses the attacker's requests: the browser logs each refused load.
  allowConsoleErrors: [/status of 4\d\d|Failed to load resource|Failed to fetch manifest patches/],
});

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The attacker's site: pages that send the victim's browser to the shop. */
function attackerServer(): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker.test');
    const to = url.searchParams.get('to') ?? '';
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Offerte imperdibili</title></head><body>${body}</body></html>`,
      );
    };
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: to });
      res.end();
    } else if (url.pathname === '/link') html(`<a id="go" href="${escapeHtml(to)}">Vinci un buono!</a>`);
    else if (url.pathname === '/images')
      html(
        (JSON.parse(url.searchParams.get('list') ?? '[]') as string[])
          .map((u) => `<img src="${escapeHtml(u)}" alt="">`)
          .join(''),
      );
    else if (url.pathname === '/form') {
      const target = new URL(to);
      const method = url.searchParams.get('method') ?? 'get';
      const fields = [...target.searchParams]
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('');
      html(
        `<form id="f" method="${method}" action="${escapeHtml(`${target.origin}${target.pathname}`)}">${fields}<button id="go">Invia</button></form>`,
      );
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://attacker.test:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

async function json(request: APIRequestContext, url: string): Promise<Json> {
  return (await (await request.get(`/ebsn/api/${url}`)).json()) as Json;
}

/** What the attacker would like to change, read as the victim. */
async function snapshot(request: APIRequestContext) {
  const data = async (url: string) => (await json(request, url)).data as Json;
  const cart = (await data('cart/view')) as { cartId: number; timeslot: Json | null; cartItems: Json[] };
  return {
    user: await data('registration/user_detail'),
    addresses: await data('user-address/list'),
    fiscal: await data('user-person-fiscal/list'),
    cart: { cartId: cart.cartId, timeslot: cart.timeslot, items: cart.cartItems },
    wishlists: await data('wishlist/list'),
    whoami: await data('auth/test'),
  };
}

test('a page of another site cannot change anything by link, image, form or redirect', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const attacker = await attackerServer();
  try {
    const request = page.request;
    // The victim: a new customer, confirmed, logged in (cookies in the browser).
    const email = `vittima.${Date.now()}@example.com`;
    const since = Date.now();
    const reg = await request.post('/ebsn/api/registration/register_user', {
      data: {
        firstName: 'Vittoria',
        lastName: 'Bianchi',
        email,
        password: PASSWORD,
        fiscalCode: 'BNCGLI90A41F205H',
        phone: '3331234567',
        storeId: 1,
        disclaimers: [
          { registrationDisclaimerId: 11, value: 1 },
          { registrationDisclaimerId: 12, value: 1 },
        ],
        token_recaptcha: await altchaToken(request),
      },
    });
    expect(((await reg.json()) as { response: { status: number } }).response.status).toBe(0);
    await request.get(
      linkIn(await newestMailTo(email, since, { contains: /registration_confirm/ }), 'registration_confirm'),
    );
    const login = await request.post('/ebsn/api/auth/login', {
      form: { login: email, password: PASSWORD, remember_me: 'true' },
    });
    expect(((await login.json()) as { response: { status: number } }).response.status).toBe(0);

    // What there is to steal or break: an address, invoice data, a cart with a slot and a line.
    const address = (await (
      await request.post('/ebsn/api/user-address/update', {
        data: {
          address1: 'Via Andrea Solari',
          addressNumber: '12',
          city: 'Milano',
          province: 'MI',
          postalcode: '20144',
        },
      })
    ).json()) as { data: { addressId: number } };
    const fiscal = (await (
      await request.post('/ebsn/api/user-person-fiscal/insert-billing-address', {
        data: {
          personType: 'company',
          companyName: 'Bianchi Srl',
          vatCode: '01234567890',
          sdiCode: 'ABC1234',
          address1: 'Via Dante',
          city: 'Bergamo',
          postalcode: '24121',
        },
      })
    ).json()) as { data: { personFiscals: { personFiscalId: number }[] } };
    await freshDriveCart(request);
    const product = await findProduct(request, (p) => p.productInfos.TIPOLOGIA === 'Pezzo');
    await request.post('/ebsn/api/cart/add', {
      data: { items: [{ productId: product.productId, quantity: 2 }] },
    });
    const days = (await json(request, 'timeslot/list')).data as {
      timeslots: { timeslotId: number; active: number }[];
    }[];
    const current = ((await json(request, 'cart/view')).data as { timeslot: { timeslotId: number } }).timeslot
      .timeslotId;
    const otherSlot = days
      .flatMap((d) => d.timeslots)
      .find((s) => s.active === 1 && s.timeslotId !== current)!.timeslotId;
    const values: Record<string, string> = {
      address_id: String(address.data.addressId),
      person_fiscal_id: String(fiscal.data.personFiscals[0]!.personFiscalId),
      timeslot_id: String(otherSlot),
      new_email: THIEF,
      e_mail: email,
      login: email,
      email: THIEF,
      product_id: String(product.productId),
      productId: String(product.productId),
      store_id: '2',
      address_type: 'home',
      delivery_service_id: '2',
      quantity: '5',
      password: PASSWORD,
      old_password: PASSWORD,
      new_password: 'Rubata#2026',
      enabled: 'false',
      value: '0',
      name: 'Lista del ladro',
      q: 'latte',
    };
    const before = await snapshot(request);

    // Every operation of the API, with the victim's real ids where it takes them.
    const doc = (await (await request.get('/ebsn/api/docs/json')).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string }[]; requestBody?: Json }>
      >;
    };
    const gets: string[] = [];
    const posts: string[] = [];
    for (const [p, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        const url = new URL(
          p.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1'),
          baseURL,
        );
        for (const param of op.parameters ?? [])
          if (param.in === 'query') url.searchParams.set(param.name, values[param.name] ?? '1');
        const props = Object.keys(
          ((
            op.requestBody as {
              content?: Record<string, { schema?: { anyOf?: { properties?: Json }[]; properties?: Json } }>;
            }
          )?.content?.['application/json']?.schema?.anyOf?.[0]?.properties ??
            (op.requestBody as { content?: Record<string, { schema?: { properties?: Json } }> })?.content?.[
              'application/json'
            ]?.schema?.properties ??
            {}) as Json,
        );
        for (const name of props) url.searchParams.set(name, values[name] ?? '1');
        (method === 'get' ? gets : posts).push(url.toString());
      }
    expect(gets.length + posts.length).toBeGreaterThanOrEqual(120);

    const refused: number[] = [];
    const watch = (p: typeof page) =>
      p.on('response', (res) => {
        if (res.url().includes('/ebsn/api/') && res.request().isNavigationRequest())
          refused.push(res.status());
      });
    watch(page);
    // Images: every GET at once.
    for (let i = 0; i < gets.length; i += 25) {
      await page.goto(
        `${attacker.origin}/images?list=${encodeURIComponent(JSON.stringify(gets.slice(i, i + 25)))}`,
      );
      await page.waitForLoadState('networkidle');
    }
    // Top-level navigations, four tabs of the victim's browser at a time.
    const tasks: ((tab: typeof page) => Promise<void>)[] = [];
    const click = async (tab: typeof page, path: string) => {
      await tab.goto(`${attacker.origin}${path}`);
      await Promise.all([tab.waitForNavigation(), tab.locator('#go').click()]);
    };
    for (const url of gets) {
      tasks.push((tab) => click(tab, `/link?to=${encodeURIComponent(url)}`)); // a link the victim clicks
      tasks.push(
        async (tab) => void (await tab.goto(`${attacker.origin}/redirect?to=${encodeURIComponent(url)}`)),
      );
      tasks.push((tab) => click(tab, `/form?method=get&to=${encodeURIComponent(url)}`)); // a GET form
    }
    for (const url of posts)
      tasks.push((tab) => click(tab, `/form?method=post&to=${encodeURIComponent(url)}`));
    const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => page.context().newPage())))];
    tabs.slice(1).forEach(watch);
    let next = 0;
    await Promise.all(
      tabs.map(async (tab) => {
        while (next < tasks.length) await tasks[next++]!(tab);
      }),
    );
    await Promise.all(tabs.slice(1).map((tab) => tab.close()));
    // The shop answered the navigations that carried the victim's cookie with 403.
    expect(refused.filter((s) => s === 403).length).toBeGreaterThan(gets.length * 3);
    expect(refused.filter((s) => s >= 500)).toEqual([]);

    // Nothing changed.
    const after = await snapshot(request);
    expect(after).toEqual(before);
    await expect(newestMailTo(THIEF, since, { timeoutMs: 500 })).rejects.toThrow();
  } finally {
    attacker.close();
  }
});

test('the return path after login stays on the shop, however it is written', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  for (const redirect of [
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%5C%2Fevil.example',
    '%2F%2Fevil.example',
  ]) {
    await page.context().clearCookies();
    await page.goto(`/login?redirect=${redirect}`);
    await new LoginPage(page).login('mario.rossi@example.com', 'Sporta2026!');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe('/');
  }
});
