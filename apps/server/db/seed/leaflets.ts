// Demo leaflets (issue 24): made from the catalogue's own promotions. Each cooperative gets a
// current volantino of the week and the first one a member catalogue (catalogo soci), 8–12 pages
// each when the catalogue has enough running promotions (fewer pages on the small catalogues of
// the tests). The products of each page sit in the boxes of pageBoxes — the same boxes the page
// image is drawn with — so a hotspot covers what the picture shows. Images are not drawn here:
// the server renders a page on its first request and keeps the file (keeps the seed fast).
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/platform/db';
import {
  LeafletRepository,
  pageBoxes,
  productsPerPage,
  toArea,
  type LeafletWrite,
} from '../../src/modules/leaflets';
import { addDays } from './generate';

const MAX_PAGES = 12;

interface Candidate {
  product_id: number;
  valid_from: string;
  member_only: boolean;
}

/** Splits products into pages (2 on the cover, 6 on the others), at most MAX_PAGES. */
function paginate(products: Candidate[]): LeafletWrite['pages'] {
  const pages: LeafletWrite['pages'] = [];
  let at = 0;
  while (at < products.length && pages.length < MAX_PAGES) {
    const n = productsPerPage(pages.length + 1);
    const slice = products.slice(at, at + n);
    const boxes = pageBoxes(pages.length + 1, slice.length);
    pages.push({ products: slice.map((p, i) => ({ productId: p.product_id, area: toArea(boxes[i]!) })) });
    at += n;
  }
  return pages;
}

/** The running promotions (on every warehouse, with a packshot) that last at least until `until`. */
async function candidates(handle: DatabaseHandle, today: string, until: string, maxImages: number) {
  const rows = await sql<Candidate>`
    select pr.product_id, to_char(pr.valid_from, 'YYYY-MM-DD') as valid_from, pr.member_only
      from promotion pr
      join product p on p.product_id = pr.product_id
     where pr.warehouse_id is null and pr.product_id = pr.promotion_id
       and pr.valid_from <= ${today}::date and pr.valid_to >= ${until}::date
       and p.product_id <= ${maxImages}
     order by pr.product_id`.execute(handle.db);
  return rows.rows;
}

export async function seedLeaflets(
  handle: DatabaseHandle,
  today: string,
  options: { maxImages?: number } = {},
): Promise<number> {
  const maxImages = options.maxImages ?? 5000;
  const repo = new LeafletRepository(handle.db);
  const stores = await handle.db
    .selectFrom('store')
    .select(['store_id', 'name'])
    .orderBy('store_id')
    .execute();
  const warehouses = await handle.db.selectFrom('warehouse').select(['warehouse_id', 'store_id']).execute();
  const services = await handle.db
    .selectFrom('delivery_service')
    .select(['delivery_service_id', 'store_id'])
    .execute();
  const weekEnd = addDays(today, 6);
  const weekly = await candidates(handle, today, weekEnd, maxImages);
  let made = 0;
  const forStore = (storeId: number) => ({
    warehouseIds: warehouses.filter((w) => w.store_id === storeId).map((w) => w.warehouse_id),
    deliveryServiceIds: services.filter((s) => s.store_id === storeId).map((s) => s.delivery_service_id),
  });
  for (const [k, store] of stores.entries()) {
    // Each cooperative's own choice: the same running promotions, starting at a different place.
    const shift = Math.floor((weekly.length * k) / Math.max(1, stores.length));
    const order = [...weekly.slice(shift), ...weekly.slice(0, shift)];
    const pages = paginate(order);
    if (!pages.length) continue;
    const chosen = pages.flatMap((p) => p.products.map((x) => x.productId));
    const from = order
      .filter((c) => chosen.includes(c.product_id))
      .reduce((max, c) => (c.valid_from > max ? c.valid_from : max), addDays(today, -3));
    await repo.create({
      slug: `volantino-${store.store_id}-${from}`,
      title: 'Le offerte della settimana',
      description: `Il volantino di ${store.name}: le offerte valide nei negozi e per la spesa online.`,
      leafletTypeId: 2,
      storeId: store.store_id,
      validFrom: from,
      validTo: weekEnd,
      ...forStore(store.store_id),
      pages,
    });
    made++;
  }
  // The member catalogue of the first cooperative: member prices first, then the longer offers.
  const first = stores[0];
  if (first) {
    const until = addDays(today, 9);
    const long = await candidates(handle, today, until, maxImages);
    const order = [...long.filter((c) => c.member_only), ...long.filter((c) => !c.member_only)].reverse();
    const pages = paginate(order);
    if (pages.length) {
      const chosen = new Set(pages.flatMap((p) => p.products.map((x) => x.productId)));
      const from = order
        .filter((c) => chosen.has(c.product_id))
        .reduce((max, c) => (c.valid_from > max ? c.valid_from : max), addDays(today, -3));
      await repo.create({
        slug: `catalogo-soci-${first.store_id}-${from}`,
        title: 'Catalogo soci',
        description: `Le offerte riservate ai soci di ${first.name}.`,
        leafletTypeId: 1,
        storeId: first.store_id,
        validFrom: from,
        validTo: until,
        ...forStore(first.store_id),
        pages,
      });
      made++;
    }
  }
  return made;
}

export async function leafletsAreEmpty(handle: DatabaseHandle): Promise<boolean> {
  return (await new LeafletRepository(handle.db).count()) === 0;
}
