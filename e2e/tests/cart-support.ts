// Cart journeys' helpers: log in through the API (solving the ALTCHA bot check when the
// server asks for it, as the altcha widget would) and find products by their productInfos.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { repoRoot } from '../support/app-server';

export const SHOPPER = { login: 'mario.rossi@example.com', password: 'Sporta2026!' };

export async function altchaToken(request: APIRequestContext): Promise<string> {
  // altcha-lib is a dependency of the server; the e2e package resolves it from there.
  const req = createRequire(path.join(repoRoot, 'apps/server/package.json'));
  const { solveChallenge } = req('altcha-lib') as { solveChallenge: (o: unknown) => Promise<unknown> };
  const { deriveKey } = req('altcha-lib/algorithms/sha') as { deriveKey: unknown };
  const challenge: unknown = await (await request.get('/ebsn/api/altcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function loginThroughApi(request: APIRequestContext, who = SHOPPER): Promise<void> {
  const token_recaptcha = await altchaToken(request);
  const res = await request.post('/ebsn/api/auth/login', { form: { ...who, token_recaptcha } });
  const body = (await res.json()) as { response: { status: number; errorsMessage: string[] } };
  if (body.response.status !== 0) throw new Error(`login failed: ${body.response.errorsMessage.join(' ')}`);
}

/** Drive pick-up at the first shop of cooperative 1, its first free slot, an unlocked empty cart. */
export async function freshDriveCart(request: APIRequestContext): Promise<void> {
  await request.post('/ebsn/api/store/select', { form: { store_id: '1' } });
  const sel = await request.post('/ebsn/api/user-address/select', {
    form: { address_type: 'drive', address_id: '1', delivery_service_id: '1' },
  });
  const selected = (await sel.json()) as { response: { status: number; errorsMessage: string[] } };
  if (selected.response.status !== 0)
    throw new Error(`select address: ${selected.response.errorsMessage.join(' ')}`);
  const days = (await (await request.get('/ebsn/api/timeslot/list')).json()) as {
    data: { timeslots: { timeslotId: number; active: number; cutoffAt: string; available: number }[] }[];
  };
  // A slot that stays bookable for the whole of a test file: its orders close in more than two
  // hours and it has room for the file's orders and edits (an edit holds a place of its own).
  const active = days.data.flatMap((d) => d.timeslots).filter((s) => s.active === 1);
  const slot =
    active.find((s) => Date.parse(s.cutoffAt) - Date.now() > 2 * 3600_000 && s.available >= 4) ??
    active[active.length - 1]!;
  await request.get(`/ebsn/api/timeslot/select?timeslot_id=${slot.timeslotId}`);
  await request.post('/ebsn/api/checkout/unlock');
  await request.post('/ebsn/api/cart/empty');
}

/** Empties the cart and clears its setup (a fresh cooperative choice). */
export async function resetCart(request: APIRequestContext): Promise<void> {
  await request.post('/ebsn/api/cart/empty');
}

export interface FoundProduct {
  productId: number;
  name: string;
  slug: string;
  productInfos: Record<string, string>;
  selectOptions?: { name: string; parameterName: string; options: { key: string; value: string }[] }[];
  /** Days and hours the product may be delivered (absent when any). */
  dayLock?: string | null;
}

interface Node {
  categoryId: number;
  categories?: Node[];
}

/**
 * The first available product matching `test`, walking the departments page by page. Products
 * that ask for options (selectOptions) are skipped unless `withOptions` is set.
 */
export async function findProduct(
  request: APIRequestContext,
  test: (p: FoundProduct & { available?: number }) => boolean,
  { withOptions = false }: { withOptions?: boolean } = {},
): Promise<FoundProduct> {
  const tree = (await (await request.get('/ebsn/api/category')).json()) as { data: { categories: Node[] } };
  for (const dept of tree.data.categories) {
    for (let page = 1; page <= 4; page += 1) {
      const res = await request.get(
        `/ebsn/api/products?parent_category_id=${dept.categoryId}&page=${page}&page_size=48`,
      );
      const body = (await res.json()) as { data: { products: (FoundProduct & { available?: number })[] } };
      const hit = body.data.products.find(
        (p) => (p.available ?? 1) > 0 && (withOptions || !p.selectOptions?.length) && test(p),
      );
      if (hit) return hit;
      if (body.data.products.length < 48) break;
    }
  }
  throw new Error('no product matches');
}
