// The deterministic demo seed: fills an empty, migrated database with three
// cooperatives, their delivery network, a three-level category tree, N products
// with promotions, warehouse prices, price history and images, and demo accounts.
// Rows go in as multi-row INSERTs of 1,000 rows, several statements per round trip.
import fs from 'node:fs';
import path from 'node:path';
import { fiscalCodeCheckChar, gs1CheckDigit, LOYALTY_CARD_PREFIXES } from '@sporta/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/platform/db';
import { hashPassword } from '../../src/platform/password';
import {
  buildCategories,
  buildContext,
  buildProductClasses,
  buildVendors,
  generateProduct,
  buildGroupPromotions,
  SEED,
  type CatalogueContext,
  type GeneratedProduct,
} from './generate';
import { categorySvg, classIconSvg, productBackSvg, productSvg, storeLogoSvg } from './images';
import { DEPARTMENTS } from './catalog-data';
import { seedGifts } from './gifts';
import { seedDemoLists } from './lists';
import { seedLoyalty } from './loyalty';
import { seedRewards, writeRewardImages } from './rewards';
import { seedPaymentDues } from './payment-dues';
import { seedWorkplaceCompanies } from './workplace';
import { seedStaff } from './staff';
import { seedContent } from './content';
import { seedBlocks, writeBannerImages } from './blocks';
import { seedTutorial } from './tutorial';
import { seedLeaflets } from './leaflets';
import { seedForms } from './forms';
import { openingHours, SERVICES, servicesOf, STORES, WAREHOUSES, ZONES } from './network-data';

export interface SeedOptions {
  /** Number of products (the demo uses 3000). */
  products: number;
  /** Where images go (products/, categories/, stores/, classes/); no images when absent. */
  filesDir?: string;
  /** Product packshots are written for the first maxImages products only (default 5000). */
  maxImages?: number;
  /** Promotion dates and price history are relative to this day (default: today in Europe/Rome). */
  today?: Date;
  /** PRNG seed (default SEED). */
  seed?: number;
  /** A folder of content files imported after the demo content (CONTENT_EXTRA_DIR). */
  contentExtraDir?: string;
}

export interface SeedSummary {
  today: string;
  stores: number;
  warehouses: number;
  deliveryServices: number;
  deliveryZones: number;
  postcodes: number;
  categories: { departments: number; second: number; leaves: number };
  vendors: number;
  productClasses: number;
  products: number;
  productClassLinks: number;
  promotions: number;
  warehouseProducts: number;
  priceHistory: number;
  users: number;
  gifts: number;
  /** demo wishlists (shared between the demo customers) */
  lists: number;
  /** demo members in the loyalty register (issue 25) */
  loyaltyMembers: number;
  /** demo payment due documents (issue 25) */
  paymentDues: number;
  /** pages, FAQ pages and posts (content/*.md) */
  content: number;
  /** content blocks of the home page and categories (content/blocks.json) */
  blocks: number;
  /** slides of the app's first-launch tutorial (seed/tutorial.ts) */
  tutorialSlides: number;
  /** demo leaflets (volantini and a catalogo soci) */
  leaflets: number;
  images: number;
  ms: { network: number; products: number; users: number; total: number };
}

// ------------------------------------------------------------------ demo accounts

function fiscalCode(first15: string): string {
  return `${first15}${fiscalCodeCheckChar(first15)}`;
}

function loyaltyCard(serial: number): string {
  const data = `${LOYALTY_CARD_PREFIXES[0] ?? '2460'}${String(serial).padStart(8, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
}

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fiscalCode: string;
  phone: string;
  storeId: number;
  fidelityCard: string;
  mfaEnabled: boolean;
  isStaff: boolean;
  userTypeId: number;
  note: string;
  /**
   * Answers to disclaimers (registration_disclaimer_id → 1 accepted, 0 refused). A customer
   * shops with a cooperative only after accepting its required ones (spec 001 §2 store
   * selector), so each demo customer has accepted those of their own cooperative.
   */
  consents: Readonly<Record<number, 0 | 1>>;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'mario.rossi@example.com',
    password: 'Sporta2026!',
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscalCode: fiscalCode('RSSMRA85T10F205'), // born 10/12/1985 in Milano
    phone: '+39 333 123 4567',
    storeId: 1,
    fidelityCard: loyaltyCard(1001),
    mfaEnabled: false,
    isStaff: false,
    userTypeId: 2,
    note: 'Cliente, Coop Lombardia Nord',
    // privacy and terms of cooperative 1 accepted, profiling refused, marketing accepted
    consents: { 11: 1, 12: 1, 13: 0, 14: 1 },
  },
  {
    email: 'giulia.bianchi@example.com',
    password: 'Sporta2026!',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    fiscalCode: fiscalCode('BNCGLU90C62A794'), // born 22/03/1990 in Bergamo
    phone: '+39 347 765 4321',
    storeId: 2,
    fidelityCard: loyaltyCard(1002),
    mfaEnabled: true,
    isStaff: false,
    userTypeId: 2,
    note: 'Cliente con verifica in due passaggi (PIN via e-mail)',
    consents: { 21: 1, 22: 1, 23: 1, 24: 1 },
  },
  {
    email: 'operatore@example.com',
    password: 'Backoffice2026!',
    firstName: 'Luca',
    lastName: 'Verdi',
    fiscalCode: fiscalCode('VRDLCU78E03F704'), // born 03/05/1978 in Monza
    phone: '+39 02 4805 1100',
    storeId: 1,
    fidelityCard: loyaltyCard(9001),
    mfaEnabled: false,
    isStaff: true,
    userTypeId: 1,
    note: 'Operatore back-office: può agire come cliente',
    consents: { 11: 1, 12: 1 },
  },
];

// ------------------------------------------------------------------ SQL text

type Value = string | number | boolean | null | Record<string, unknown> | readonly unknown[];

function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function literal(v: Value): string {
  if (v === null) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new RangeError(`Not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return quote(v);
  return `${quote(JSON.stringify(v))}::jsonb`;
}

function insertSql(table: string, columns: readonly string[], rows: readonly (readonly Value[])[]): string {
  if (rows.length === 0) return '';
  const values = rows.map((r) => `(${r.map(literal).join(',')})`).join(',\n');
  return `insert into ${table} (${columns.join(',')}) values\n${values};\n`;
}

/** Collects statements and sends them in round trips of about `limit` characters. */
class SqlBatch {
  private parts: string[] = [];
  private size = 0;
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly limit = 4_000_000,
  ) {}

  async add(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly Value[])[],
    chunk = 1000,
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += chunk) {
      const text = insertSql(table, columns, rows.slice(i, i + chunk));
      this.parts.push(text);
      this.size += text.length;
      if (this.size >= this.limit) await this.flush();
    }
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    await this.handle.exec(text);
  }
}

// ------------------------------------------------------------------ the seed

/** Today's date in Europe/Rome as YYYY-MM-DD. */
export function romeDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);
}

export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const row = await handle.db.selectFrom('store').select('store_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Empties the catalogue and network tables (and, by cascade, whatever references them). */
export async function wipeCatalogue(handle: DatabaseHandle): Promise<void> {
  await handle.exec(
    'truncate table price_history, warehouse_product, promotion_product, promotion, product_product_class, product, product_class, ' +
      'vendor, category, delivery_zone_postalcode, delivery_zone, warehouse_service, delivery_service, warehouse, store cascade',
  );
}

const PRODUCT_COLUMNS = [
  'product_id',
  'cod_int',
  'cod_var',
  'barcode',
  'name',
  'short_descr',
  'description',
  'slug',
  'vendor_id',
  'category_id',
  'vat_pct',
  'price_cents',
  'tipologia',
  'infos',
  'min_acq',
  'max_acq',
  'day_lock',
  'select_options',
  'is_new',
  'highlight',
  'detail',
  'media',
  'image',
  'popularity',
  'created_at',
] as const;
const PROMOTION_COLUMNS = [
  'promotion_id',
  'product_id',
  'warehouse_id',
  'promo_type_id',
  'promo_type',
  'price_cents',
  'discount_pct',
  'buy_qty',
  'pay_qty',
  'nth',
  'min_qty',
  'set_size',
  'set_price_cents',
  'min_spend_cents',
  'discount_cents',
  'member_only',
  'valid_from',
  'valid_to',
  'selectable',
  'css_class',
  'header',
  'body',
  'footer',
  'bubble',
] as const;

export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<SeedSummary> {
  const t0 = performance.now();
  const today = romeDate(options.today ?? new Date());
  const ctx = buildContext(today, options.seed ?? SEED);
  const batch = new SqlBatch(handle);
  const filesDir = options.filesDir;
  const maxImages = options.maxImages ?? 5000;
  let images = 0;

  // Network, categories, vendors, classes.
  await batch.add(
    'store',
    ['store_id', 'name', 'slug', 'logo', 'description'],
    STORES.map((s) => [s.storeId, s.name, s.slug, `/img/stores/${s.slug}.svg`, s.description]),
  );
  await batch.add(
    'warehouse',
    [
      'warehouse_id',
      'store_id',
      'kind',
      'name',
      'slug',
      'address1',
      'address_number',
      'city',
      'province',
      'postalcode',
      'latitude',
      'longitude',
      'phone',
      'opening_hours',
      'price_warehouse_id',
      'locker_max_level',
    ],
    WAREHOUSES.map((w) => [
      w.id,
      w.storeId,
      w.kind,
      w.name,
      warehouseSlug(w),
      w.address1,
      w.number,
      w.city,
      w.province,
      w.postalcode,
      w.lat,
      w.lon,
      w.phone,
      openingHours(w) as unknown as readonly unknown[],
      w.priceWarehouseId ?? null,
      w.lockerMaxLevel ?? null,
    ]),
  );
  await batch.add(
    'delivery_service',
    [
      'delivery_service_id',
      'store_id',
      'kind',
      'fast',
      'name',
      'descr',
      'css_class',
      'show_tab',
      'surcharge_cents',
      'fee_cents',
      'free_over_cents',
      'fee_promo_text',
    ],
    SERVICES.map((s) => [
      s.id,
      s.storeId,
      s.kind,
      s.fast,
      s.name,
      s.descr,
      s.cssClass,
      true,
      s.surchargeCents,
      s.feeCents,
      s.freeOverCents,
      s.feePromoText,
    ]),
  );
  await batch.add(
    'warehouse_service',
    ['warehouse_id', 'delivery_service_id'],
    WAREHOUSES.flatMap((w) => servicesOf(w).map((s) => [w.id, s])),
  );
  await batch.add(
    'delivery_zone',
    ['zone_id', 'store_id', 'warehouse_id', 'name', 'max_distance_m'],
    ZONES.map((z) => [z.id, z.storeId, z.warehouseId, z.name, z.maxDistanceM]),
  );
  const postcodes = ZONES.flatMap((z) => z.postcodes.map(([cap, city, prov]) => [z.id, cap, city, prov]));
  await batch.add('delivery_zone_postalcode', ['zone_id', 'postalcode', 'city', 'province'], postcodes);
  const categories = buildCategories().rows;
  await batch.add(
    'category',
    ['category_id', 'parent_id', 'name', 'slug', 'position', 'depth', 'description', 'image', 'meta'],
    categories.map((c) => [
      c.category_id,
      c.parent_id,
      c.name,
      c.slug,
      c.position,
      c.depth,
      c.description,
      c.image,
      c.meta,
    ]),
  );
  const vendors = buildVendors();
  await batch.add(
    'vendor',
    ['vendor_id', 'name', 'slug'],
    vendors.map((v) => [v.vendor_id, v.name, v.slug]),
  );
  const classes = buildProductClasses();
  await batch.add(
    'product_class',
    ['product_class_id', 'product_class_group_id', 'name', 'icon_source', 'rule_max', 'rule_unit'],
    classes.map((c) => [
      c.product_class_id,
      c.product_class_group_id,
      c.name,
      c.icon_source,
      c.rule_max,
      c.rule_unit,
    ]),
  );
  await batch.flush();
  if (filesDir) images += writeStaticImages(filesDir);
  const t1 = performance.now();

  // Products, 1000 at a time.
  const counts = { links: 0, promotions: 0, warehouseProducts: 0, priceHistory: 0 };
  if (filesDir) fs.mkdirSync(path.join(filesDir, 'products'), { recursive: true });
  // One round trip per 1000 products, self-contained (products before the rows that
  // reference them), so that on a PostgreSQL server a few can run side by side.
  const inFlight = new Set<Promise<void>>();
  const concurrency = handle.kind === 'postgres' ? 8 : 1;
  for (let start = 0; start < options.products; start += 1000) {
    const chunk: GeneratedProduct[] = [];
    for (let i = start; i < Math.min(options.products, start + 1000); i++)
      chunk.push(generateProduct(ctx, i));
    const text = productsSql(chunk, counts);
    if (filesDir) {
      for (const g of chunk) {
        if (g.product.product_id > maxImages) break;
        images += writeProductImages(filesDir, g);
      }
    }
    const run: Promise<void> = handle.exec(text).finally(() => inFlight.delete(run));
    inFlight.add(run);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  // Promotions over several products and the cart threshold (ADR 0021), once the products exist.
  const groups = buildGroupPromotions(ctx, options.products);
  counts.promotions += groups.promotions.length;
  await handle.exec(
    insertSql(
      'promotion',
      PROMOTION_COLUMNS,
      groups.promotions.map((p) => PROMOTION_COLUMNS.map((c) => p[c] as Value)),
    ) +
      insertSql(
        'promotion_product',
        ['promotion_id', 'product_id', 'quantity'],
        groups.members.map((m) => [m.promotion_id, m.product_id, m.quantity]),
      ),
  );
  await handle.exec('analyze');
  const t2 = performance.now();

  // Demo accounts (scrypt hashes: the only non-deterministic column).
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const confirmedAt = `${today}T09:00:00Z`;
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const row = {
      email: a.email,
      email_lower: a.email.toLowerCase(),
      password_hash: hashes[i] ?? null,
      first_name: a.firstName,
      last_name: a.lastName,
      fiscal_code: a.fiscalCode,
      phone: a.phone,
      user_type_id: a.userTypeId,
      store_id: a.storeId,
      fidelity_card: a.fidelityCard,
      mfa_enabled: a.mfaEnabled,
      is_staff: a.isStaff,
      confirmed_at: confirmedAt,
    };
    const { email_lower: _key, ...update } = row;
    await handle.db
      .insertInto('app_user')
      .values(row)
      .onConflict((oc) => oc.column('email_lower').doUpdateSet({ ...update, anonymized_at: null }))
      .execute();
  }
  await seedConsents(handle, `${today}T09:00:00Z`);
  await seedStaff(handle, confirmedAt);
  const gifts = await seedGifts(handle, today);
  const lists = await seedDemoLists(handle);
  const loyaltyMembers = await seedLoyalty(handle, today);
  await seedRewards(handle);
  if (filesDir) images += writeRewardImages(filesDir);
  const paymentDues = await seedPaymentDues(handle, today);
  await seedWorkplaceCompanies(handle, today);
  const content = await seedContent(handle, options.contentExtraDir);
  const blocks = await seedBlocks(handle);
  const tutorialSlides = await seedTutorial(handle);
  await seedForms(handle);
  if (filesDir) images += writeBannerImages(filesDir);
  const leaflets = await seedLeaflets(handle, today, { maxImages });
  const t3 = performance.now();

  return {
    today,
    stores: STORES.length,
    warehouses: WAREHOUSES.length,
    deliveryServices: SERVICES.length,
    deliveryZones: ZONES.length,
    postcodes: postcodes.length,
    categories: {
      departments: categories.filter((c) => c.depth === 1).length,
      second: categories.filter((c) => c.depth === 2).length,
      leaves: categories.filter((c) => c.depth === 3).length,
    },
    vendors: vendors.length,
    productClasses: classes.length,
    products: options.products,
    productClassLinks: counts.links,
    promotions: counts.promotions,
    warehouseProducts: counts.warehouseProducts,
    priceHistory: counts.priceHistory,
    users: DEMO_ACCOUNTS.length,
    gifts,
    lists,
    loyaltyMembers,
    paymentDues,
    content,
    blocks,
    tutorialSlides,
    leaflets,
    images,
    ms: {
      network: Math.round(t1 - t0),
      products: Math.round(t2 - t1),
      users: Math.round(t3 - t2),
      total: Math.round(t3 - t0),
    },
  };
}

/**
 * The disclaimers name each cooperative as the stores do, and the demo accounts' consents are
 * recorded as a customer's would be (current value and history, source 'seed').
 */
async function seedConsents(handle: DatabaseHandle, at: string): Promise<void> {
  // The migration's texts carry placeholder names of the cooperatives; the stores have theirs.
  const placeholders: Record<number, string> = {
    1: 'Cooperativa Lombarda Nord',
    2: 'Cooperativa Lombarda Centro',
    3: 'Cooperativa Lombarda Sud',
  };
  for (const store of STORES) {
    const old = placeholders[store.storeId];
    if (!old) continue;
    await sql`update registration_disclaimer
      set disclaimer_content = replace(disclaimer_content, ${old}, ${store.name}),
          disclaimer_html = replace(disclaimer_html, ${old}, ${store.name})
      where store_id = ${store.storeId}`.execute(handle.db);
  }
  for (const account of DEMO_ACCOUNTS) {
    const user = await handle.db
      .selectFrom('app_user')
      .select('user_id')
      .where('email_lower', '=', account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    const ids = Object.keys(account.consents).map(Number);
    if (!ids.length) continue;
    const disclaimers = await handle.db
      .selectFrom('registration_disclaimer')
      .select(['registration_disclaimer_id', 'person_info_type_id', 'disclaimer_title', 'version'])
      .where('registration_disclaimer_id', 'in', ids)
      .execute();
    for (const d of disclaimers) {
      const value = String(account.consents[d.registration_disclaimer_id]);
      await handle.db
        .insertInto('user_person_info')
        .values({ user_id: user.user_id, person_info_type_id: d.person_info_type_id, value, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'person_info_type_id']).doUpdateSet({ value, updated_at: at }),
        )
        .execute();
      await handle.db
        .insertInto('user_consent_history')
        .values({
          user_id: user.user_id,
          registration_disclaimer_id: d.registration_disclaimer_id,
          person_info_type_id: d.person_info_type_id,
          value,
          disclaimer_version: d.version,
          disclaimer_title: d.disclaimer_title,
          source: 'seed',
          ip: null,
          changed_at: at,
        })
        .execute();
    }
  }
}

function productsSql(
  chunk: readonly GeneratedProduct[],
  counts: { links: number; promotions: number; warehouseProducts: number; priceHistory: number },
): string {
  const links = chunk.flatMap((g) => g.classes.map((c) => [g.product.product_id, c]));
  const promos = chunk.flatMap((g) => (g.promotion ? [g.promotion] : []));
  const wp = chunk.flatMap((g) => g.warehouseProducts);
  const ph = chunk.flatMap((g) => g.priceHistory);
  counts.links += links.length;
  counts.promotions += promos.length;
  counts.warehouseProducts += wp.length;
  counts.priceHistory += ph.length;
  return [
    insertSql(
      'product',
      PRODUCT_COLUMNS,
      chunk.map(({ product: p }) => PRODUCT_COLUMNS.map((c) => p[c] as Value)),
    ),
    insertSql('product_product_class', ['product_id', 'product_class_id'], links),
    insertSql(
      'promotion',
      PROMOTION_COLUMNS,
      promos.map((p) => PROMOTION_COLUMNS.map((c) => p[c] as Value)),
    ),
    insertSql(
      'warehouse_product',
      ['warehouse_id', 'product_id', 'price_cents', 'available'],
      wp.map((r) => [r.warehouse_id, r.product_id, r.price_cents, r.available]),
    ),
    insertSql(
      'price_history',
      ['product_id', 'warehouse_id', 'price_cents', 'valid_from', 'valid_to'],
      ph.map((r) => [r.product_id, r.warehouse_id, r.price_cents, r.valid_from, r.valid_to]),
    ),
  ].join('');
}

export function warehouseSlug(w: (typeof WAREHOUSES)[number]): string {
  const place =
    w.kind === 'locker' ? 'locker' : w.kind === 'pier' ? 'pontile' : w.kind === 'hub' ? 'hub' : '';
  return [place, w.city, w.address1]
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ------------------------------------------------------------------ images

const CLASS_ICONS: Record<string, [string, string]> = {
  'senza-glutine': ['SG', '#e67e22'],
  'senza-lattosio': ['SL', '#2e86c1'],
  biologico: ['BIO', '#27ae60'],
  vegano: ['VG', '#229954'],
  vegetariano: ['V', '#52be80'],
  dop: ['DOP', '#b03a2e'],
  igp: ['IGP', '#1f618d'],
  'prodotto-in-italia': ['IT', '#009246'],
  'km-0': ['KM0', '#7d6608'],
  surgelato: ['❄', '#3498db'],
  'vendor-brand': ['S', '#d62828'],
  'offerta-limitata': ['MAX', '#c0392b'],
  'limite-per-cliente': ['MAX', '#7f8c8d'],
};

function writeStaticImages(filesDir: string): number {
  let n = 0;
  const write = (rel: string, svg: string): void => {
    const file = path.join(filesDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
    n++;
  };
  DEPARTMENTS.forEach((d, i) => write(`categories/${i + 1}.svg`, categorySvg(d.name, d.color)));
  for (const s of STORES) write(`stores/${s.slug}.svg`, storeLogoSvg(s.name, s.color));
  for (const [name, [text, color]] of Object.entries(CLASS_ICONS))
    write(`classes/${name}.svg`, classIconSvg(text, color));
  return n;
}

function writeProductImages(filesDir: string, g: GeneratedProduct): number {
  const dir = path.join(filesDir, 'products');
  fs.writeFileSync(path.join(dir, `${g.packshot.codInt}.svg`), productSvg(g.packshot));
  if (!g.packshot.back) return 1;
  fs.writeFileSync(path.join(dir, `${g.packshot.codInt}-retro.svg`), productBackSvg(g.packshot));
  return 2;
}

/** Everything the seed would write for the first `products` products, without a database (tests, tools). */
export function generateDataset(options: { products: number; today: Date; seed?: number }): {
  context: CatalogueContext;
  products: GeneratedProduct[];
} {
  const context = buildContext(romeDate(options.today), options.seed ?? SEED);
  return {
    context,
    products: Array.from({ length: options.products }, (_, i) => generateProduct(context, i)),
  };
}
