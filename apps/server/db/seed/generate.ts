// Pure generation of the demo catalogue: no I/O, no clock. The same options give
// the same rows, and product i is the same whatever the total count, so a seed of
// 100,000 products starts with the 3,000 products of the default demo.
import { completeEan13 } from '@sporta/domain';
import {
  BRANDS,
  DEPARTMENTS,
  LEAF_OPTIONS,
  OWN_BRANDS,
  PRODUCE_COLORS,
  PROFILES,
  type LeafFlag,
  type Nutrition,
  type Profile,
  type ProfileKey,
  type SelectOptionSpec,
  type Shape,
} from './catalog-data';
import { WAREHOUSES } from './network-data';
import { between, int, pick, rngFor, type Rng } from './random';

/** Every this many products, one has its own price in each shop and hub (per-store prices). */
export const PER_STORE_PRICE_EVERY = 25;

/** A warehouse's own price of a per-store product: list × 0.90, 0.94, 0.98, 1.02 or 1.06. */
export function perStorePriceCents(listCents: number, warehouseId: number): number {
  return prettyCents((listCents * (0.9 + 0.04 * (warehouseId % 5))) / 100);
}
export const SEED = 20260101;

// ------------------------------------------------------------------ text helpers

export function kebab(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%/g, '-percento')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Italian decimal: 1.5 → "1,5". */
export function itNumber(value: number, decimals = 1): string {
  const fixed = value.toFixed(decimals);
  return (decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed).replace('.', ',');
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

const ddmm = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

// ------------------------------------------------------------------ categories

export interface CategoryRow {
  category_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  position: number;
  depth: number;
  description: string;
  image: string | null;
  meta: Record<string, unknown>;
}

export interface Leaf {
  categoryId: number;
  name: string;
  departmentIndex: number;
  color: string;
  profileKey: ProfileKey;
  profile: Profile;
  flags: readonly LeafFlag[];
  items: readonly ItemTemplate[];
}

export interface ItemTemplate {
  name: string;
  formats?: readonly string[];
  price?: readonly [number, number];
}

/** "Name[@fmt,fmt][$min-max]" */
export function parseItem(spec: string): ItemTemplate {
  const m = /^([^@$]+)(?:@([^$]+))?(?:\$([\d.]+)-([\d.]+))?$/.exec(spec.trim());
  if (!m?.[1]) throw new Error(`Bad item template "${spec}"`);
  const item: ItemTemplate = { name: m[1].trim() };
  return {
    ...item,
    ...(m[2] ? { formats: m[2].split(',').map((f) => f.trim()) } : {}),
    ...(m[3] && m[4] ? { price: [Number(m[3]), Number(m[4])] as const } : {}),
  };
}

export function buildCategories(): { rows: CategoryRow[]; leaves: Leaf[] } {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let subId = 100;
  let leafId = 1000;
  DEPARTMENTS.forEach((dept, d) => {
    const deptId = d + 1;
    const deptSlug = kebab(dept.name);
    rows.push({
      category_id: deptId,
      parent_id: null,
      name: dept.name,
      slug: deptSlug,
      position: d + 1,
      depth: 1,
      description: dept.description,
      image: `/img/categories/${deptId}.svg`,
      meta: {
        category_seo: {
          SEO_TITLE: `${dept.name} | Spesa online Sporta`,
          SEO_DESCRIPTION: `${dept.description} Ordina online e ritira in negozio, al locker o ricevi a casa.`,
        },
        color: dept.color,
        // The meat and fish department greets the shopper once a week (seed 002 §2).
        ...(d === 1
          ? {
              category_popup: {
                ACTIVE: 'true',
                TITLE: 'Il banco di carne e pesce',
                CONTENT:
                  '<p>Al banco tagliamo la carne come la chiedi: scegli il taglio nella scheda del prodotto. I prodotti a peso variabile si pesano al momento della preparazione e paghi il peso effettivo.</p><p><a href="/blog/come-leggere-etichetta">Come leggere l’etichetta</a></p>',
                OPENING_DELAY: '2',
                REOPENING_DAYS_DELAY: '7',
              },
            }
          : {}),
      },
    });
    dept.subs.forEach((sub, s) => {
      const sId = ++subId;
      const subSlug = `${deptSlug}/${kebab(sub.name)}`;
      rows.push({
        category_id: sId,
        parent_id: deptId,
        name: sub.name,
        slug: subSlug,
        position: s + 1,
        depth: 2,
        description: `${sub.name} nel reparto ${dept.name}.`,
        image: null,
        meta: {},
      });
      sub.leaves.forEach(([name, profileKey, items, flags], l) => {
        const lId = ++leafId;
        rows.push({
          category_id: lId,
          parent_id: sId,
          name,
          slug: `${subSlug}/${kebab(name)}`,
          position: l + 1,
          depth: 3,
          description: `${name}: ${sub.name.toLowerCase()} del reparto ${dept.name}.`,
          image: null,
          meta: {},
        });
        leaves.push({
          categoryId: lId,
          name,
          departmentIndex: d,
          color: dept.color,
          profileKey,
          profile: PROFILES[profileKey],
          flags: flags ?? [],
          items: items.split('|').map(parseItem),
        });
      });
    });
  });
  return { rows, leaves };
}

// ------------------------------------------------------------------ vendors and classes

export interface VendorRow {
  vendor_id: number;
  name: string;
  slug: string;
}

export function buildVendors(): VendorRow[] {
  const names = [...OWN_BRANDS, ...BRANDS.flat()];
  return names.map((name, i) => ({ vendor_id: i + 1, name, slug: kebab(name) }));
}

/** Vendor ids of a department's brand pool (ids 1 and 2 are the own brands). */
function departmentVendorIds(departmentIndex: number): number[] {
  let offset = OWN_BRANDS.length + 1;
  for (let d = 0; d < departmentIndex; d++) offset += BRANDS[d]?.length ?? 0;
  return Array.from({ length: BRANDS[departmentIndex]?.length ?? 0 }, (_, i) => offset + i);
}

export interface ProductClassRow {
  product_class_id: number;
  product_class_group_id: number;
  name: string;
  icon_source: string | null;
  rule_max: number | null;
  rule_unit: string | null;
}

export const CLASS = {
  glutenFree: 1,
  lactoseFree: 2,
  organic: 3,
  vegan: 4,
  vegetarian: 5,
  dop: 7,
  igp: 8,
  madeInItaly: 9,
  km0: 10,
  frozen: 11,
  ownBrand: 20,
  ownBrandBio: 21,
  limited: 30,
  perCustomer: 31,
} as const;

/** Groups: 10001 dietary, 10002 vendor brand, 10003 origin and quality, 10004 purchase limits, 10005 storage. */
export function buildProductClasses(): ProductClassRow[] {
  const c = (
    id: number,
    group: number,
    name: string,
    icon: string | null,
    ruleMax: number | null = null,
    ruleUnit: string | null = null,
  ): ProductClassRow => ({
    product_class_id: id,
    product_class_group_id: group,
    name,
    icon_source: icon,
    rule_max: ruleMax,
    rule_unit: ruleUnit,
  });
  return [
    c(CLASS.glutenFree, 10001, 'Senza glutine', '/img/classes/senza-glutine.svg'),
    c(CLASS.lactoseFree, 10001, 'Senza lattosio', '/img/classes/senza-lattosio.svg'),
    c(CLASS.organic, 10001, 'Biologico', '/img/classes/biologico.svg'),
    c(CLASS.vegan, 10001, 'Vegano', '/img/classes/vegano.svg'),
    c(CLASS.vegetarian, 10001, 'Vegetariano', '/img/classes/vegetariano.svg'),
    c(CLASS.dop, 10003, 'DOP', '/img/classes/dop.svg'),
    c(CLASS.igp, 10003, 'IGP', '/img/classes/igp.svg'),
    c(CLASS.madeInItaly, 10003, 'Prodotto in Italia', '/img/classes/prodotto-in-italia.svg'),
    c(CLASS.km0, 10003, 'Km 0', '/img/classes/km-0.svg'),
    c(CLASS.frozen, 10005, 'Surgelato', '/img/classes/surgelato.svg'),
    c(CLASS.ownBrand, 10002, 'Sporta', '/img/classes/vendor-brand.svg'),
    c(CLASS.ownBrandBio, 10002, 'Sporta Bio', '/img/classes/vendor-brand.svg'),
    c(CLASS.limited, 10004, 'Offerta limitata', '/img/classes/offerta-limitata.svg', 6, 'pz'),
    c(CLASS.perCustomer, 10004, 'Limite per cliente', '/img/classes/limite-per-cliente.svg', 24, 'pz'),
  ];
}

// ------------------------------------------------------------------ formats and prices

export interface Format {
  /** Display text: "500 g", "6 x 1,5 l", "4 pz". */
  label: string;
  /** Units in a multipack (1 when single). */
  multi: number;
  /** Net content of one unit in its selling unit. */
  amount: number;
  unit: 'g' | 'kg' | 'ml' | 'cl' | 'l';
}

const UNIT_TO_BASE: Record<Format['unit'], number> = { g: 0.001, kg: 1, ml: 0.001, cl: 0.01, l: 1 };

export function parseFormat(text: string): Format {
  const [display = text, weight] = text.split('/');
  const m = /^(?:(\d+)x)?([\d,]+) (pz|g|kg|ml|cl|l)$/.exec((weight ?? display).trim());
  const multi = /^(\d+)x/.exec(display.trim());
  if (!m?.[2] || !m[3] || m[3] === 'pz') throw new Error(`Bad format "${text}"`);
  const amount = Number(m[2].replace(',', '.'));
  const count = multi?.[1] ? Number(multi[1]) : 1;
  const label = weight ? display.trim() : count > 1 ? `${count} x ${m[2]} ${m[3]}` : `${m[2]} ${m[3]}`;
  return { label, multi: count, amount, unit: m[3] as Format['unit'] };
}

/** Shelf-style price: ends in 9 cents (in 49/99 above 20 €). */
export function prettyCents(euro: number): number {
  const cents = Math.round(euro * 100);
  if (cents >= 2000) return Math.floor(cents / 50) * 50 + 49;
  return Math.max(19, Math.floor(cents / 10) * 10 + 9);
}

const formatCents = (cents: number): string => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

// ------------------------------------------------------------------ products

export interface ProductRow {
  product_id: number;
  cod_int: string;
  cod_var: string;
  barcode: string;
  name: string;
  short_descr: string;
  description: string;
  slug: string;
  vendor_id: number;
  category_id: number;
  vat_pct: number;
  price_cents: number;
  tipologia: 'Pezzo' | 'Confezione' | 'Sfuso';
  infos: Record<string, string>;
  min_acq: number;
  max_acq: number | null;
  day_lock: string | null;
  /** spec 001 §3 selectOptions, by the leaf (no random draw: the other columns stay as they were) */
  select_options: readonly SelectOptionSpec[];
  is_new: boolean;
  highlight: boolean;
  detail: Record<string, unknown>;
  media: Record<string, string>[];
  image: string;
  popularity: number;
  created_at: string;
}

export interface PromotionRow {
  promotion_id: number;
  product_id: number | null;
  warehouse_id: number | null;
  /** ADR 0021: 1 percent, 2 special price, 3 multi-buy, 4 Nth piece, 5 from N pieces, 6 mix-and-match, 7 bundle, 8 cart threshold */
  promo_type_id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  promo_type: string;
  price_cents: number | null;
  discount_pct: number;
  buy_qty: number | null;
  pay_qty: number | null;
  nth: number | null;
  min_qty: number | null;
  set_size: number | null;
  set_price_cents: number | null;
  min_spend_cents: number | null;
  discount_cents: number | null;
  member_only: boolean;
  valid_from: string;
  valid_to: string;
  selectable: boolean;
  css_class: string;
  header: string;
  body: string;
  footer: string;
  bubble: string;
}

export interface WarehouseProductRow {
  warehouse_id: number;
  product_id: number;
  price_cents: number | null;
  available: number;
}

export interface PriceHistoryRow {
  product_id: number;
  warehouse_id: number | null;
  price_cents: number;
  valid_from: string;
  valid_to: string | null;
}

/** What the packshot needs. */
export interface Packshot {
  codInt: string;
  name: string;
  brand: string;
  format: string;
  shape: Shape;
  color: string;
  accent: string;
  ownBrand: boolean;
  back: boolean;
  nutrition: string | null;
}

export interface GeneratedProduct {
  product: ProductRow;
  classes: number[];
  promotion: PromotionRow | null;
  warehouseProducts: WarehouseProductRow[];
  priceHistory: PriceHistoryRow[];
  packshot: Packshot;
}

export interface CatalogueContext {
  seed: number;
  today: string;
  leaves: Leaf[];
  vendors: VendorRow[];
  /** Warehouses that carry their own prices and stock (shops and hubs). */
  priceWarehouses: number[];
  shops: number[];
  /**
   * The name + brand + size of every product generated so far: no two products are the same
   * (generateProduct takes the products in index order, 0, 1, 2, …).
   */
  taken: Set<string>;
  /** The next line variant to try per name + brand + size (large catalogues). */
  nextLine: Map<string, number>;
  /** Names (of a leaf, with their sizes) whose every department brand and size is taken. */
  exhausted: Set<string>;
}

export function buildContext(today: string, seed = SEED): CatalogueContext {
  const { leaves } = buildCategories();
  return {
    seed,
    today,
    leaves,
    vendors: buildVendors(),
    priceWarehouses: WAREHOUSES.filter((w) => w.kind === 'store' || w.kind === 'hub').map((w) => w.id),
    shops: WAREHOUSES.filter((w) => w.kind === 'store').map((w) => w.id),
    taken: new Set(),
    nextLine: new Map(),
    exhausted: new Set(),
  };
}

/** What tells two products apart on the shelf: name, brand and size. */
export function productIdentity(name: string, brand: string, size: string): string {
  return `${name}|${brand}|${size}`.toLowerCase();
}

/** Names given to a product line when every brand and size of its template is taken. */
const LINE_VARIANTS = [
  'Classico',
  'Selezione',
  'Tradizione',
  'Famiglia',
  'Gran Gusto',
  'Linea Oro',
  'Qualità Più',
  'Bontà Italiane',
] as const;

/**
 * The drawn brand and format, unless another product already is that name, brand and size: then
 * the next brand of the department, then another format of the template, then a named line
 * ("… Selezione"). No random draw: the rest of the product stays as drawn.
 */
function distinctChoice(
  ctx: CatalogueContext,
  leaf: Leaf,
  name: string,
  drawn: { vendorId: number; format: string },
  formats: readonly string[],
  loose: boolean,
): { vendorId: number; format: string; name: string } {
  const brandOf = (id: number): string => ctx.vendors[id - 1]?.name ?? 'Sporta';
  const sizeOf = (format: string): string => (loose ? 'al kg' : parseFormat(format).label);
  // Every brand and size of this name taken already (large catalogues): straight to the lines.
  const family = `${leaf.categoryId}|${name}|${loose}|${formats.length}`;
  if (!ctx.exhausted.has(family)) {
    const pool = departmentVendorIds(leaf.departmentIndex);
    const start = Math.max(0, pool.indexOf(drawn.vendorId));
    const vendors = [drawn.vendorId, ...pool.slice(start), ...pool.slice(0, start)].filter(
      (v, i, all) => all.indexOf(v) === i,
    );
    const sizes = loose ? [drawn.format] : [drawn.format, ...formats.filter((f) => f !== drawn.format)];
    for (const format of sizes)
      for (const vendorId of vendors) {
        const key = productIdentity(name, brandOf(vendorId), sizeOf(format));
        if (!ctx.taken.has(key)) {
          ctx.taken.add(key);
          return { vendorId, format, name };
        }
      }
    // The own brands are tried only when drawn: once the department's brands are all taken,
    // with every size, the name is exhausted for any draw.
    if (drawn.vendorId > 2) ctx.exhausted.add(family);
  }
  const base = productIdentity(name, brandOf(drawn.vendorId), sizeOf(drawn.format));
  for (let n = ctx.nextLine.get(base) ?? 0; ; n++) {
    const variant = LINE_VARIANTS[n % LINE_VARIANTS.length] ?? 'Classico';
    const round = Math.floor(n / LINE_VARIANTS.length);
    const lineName = `${name} ${variant}${round > 0 ? ` ${round + 1}` : ''}`;
    const key = productIdentity(lineName, brandOf(drawn.vendorId), sizeOf(drawn.format));
    if (!ctx.taken.has(key)) {
      ctx.taken.add(key);
      ctx.nextLine.set(base, n + 1);
      return { vendorId: drawn.vendorId, format: drawn.format, name: lineName };
    }
  }
}

const FOOD_LINES = [
  'Selezionato dai nostri esperti per qualità e gusto.',
  'Ideale per la cucina di tutti i giorni.',
  'Prodotto secondo la tradizione italiana, con materie prime controllate.',
  'Filiera controllata dal campo alla tavola.',
  'Gusto autentico e ottimo rapporto qualità-prezzo.',
  'Perfetto per tutta la famiglia.',
];
const NONFOOD_LINES = [
  'Formula efficace e delicata, testata sotto controllo dermatologico.',
  'Confezione realizzata con plastica riciclata.',
  'Efficacia garantita a un prezzo conveniente.',
  'Profumazione fresca e duratura.',
];
const DAY_LOCKS = [
  'mar,ven',
  'mer,sab',
  'gio_mattina ven_mattina',
  'sab_mattina',
  'lun mer ven',
  'mar,gio,sab',
];

function nutritionValues(
  kind: Profile['kind'],
  base: Nutrition | undefined,
  rng: Rng,
): { name: string; value: string }[] {
  if (!base) return [];
  const j = (v: number): number => v * between(rng, 0.88, 1.12);
  const [kcal0, fat, sat, carbs, sugars, fibre, protein, salt] = base;
  const g = (v: number, d = 1): string => `${v > 0 && v < 0.1 ? '<0,1' : itNumber(v, d)} g`;
  if (kind === 'pet') {
    return [
      { name: 'Proteina grezza', value: `${itNumber(j(protein))}%` },
      { name: 'Grassi grezzi', value: `${itNumber(j(fat))}%` },
      { name: 'Fibra grezza', value: `${itNumber(j(fibre || 0.5))}%` },
      { name: 'Ceneri grezze', value: `${itNumber(j(2.2))}%` },
      { name: 'Umidità', value: kcal0 > 200 ? '10%' : '80%' },
    ];
  }
  const kcal = Math.round(j(kcal0));
  return [
    { name: 'Energia', value: `${Math.round(kcal * 4.184)} kJ / ${kcal} kcal` },
    { name: 'Grassi', value: g(j(fat)) },
    { name: 'di cui acidi grassi saturi', value: g(j(sat)) },
    { name: 'Carboidrati', value: g(j(carbs)) },
    { name: 'di cui zuccheri', value: g(j(sugars)) },
    { name: 'Fibre', value: g(j(fibre)) },
    { name: 'Proteine', value: g(j(protein)) },
    { name: 'Sale', value: g(j(salt), 2) },
  ];
}

function produceColor(name: string, fallback: string): string {
  for (const [re, color] of PRODUCE_COLORS) if (re.test(name)) return color;
  return fallback;
}

const VEGAN_PROFILES: readonly ProfileKey[] = [
  'fruit',
  'berries',
  'veg',
  'salad',
  'herbs',
  'driedfruit',
  'pasta',
  'rice',
  'flour',
  'legumesdry',
  'tomato',
  'oil',
  'seedoil',
  'cannedveg',
  'frozenveg',
  'plantdrink',
  'vegprotein',
  'superfood',
];
const VEGETARIAN_PROFILES: readonly ProfileKey[] = [
  'milk',
  'milkuht',
  'yogurt',
  'freshcheese',
  'butter',
  'eggs',
  'bread',
  'breadpack',
  'crackers',
  'eggpasta',
  'biscuits',
  'snacks',
  'cereals',
  'icecream',
];

export function generateProduct(ctx: CatalogueContext, index: number): GeneratedProduct {
  const rng = rngFor(ctx.seed, index);
  const productId = index + 1;
  const leaf = ctx.leaves[index % ctx.leaves.length] as Leaf;
  const round = Math.floor(index / ctx.leaves.length);
  const item = leaf.items[round % leaf.items.length] as ItemTemplate;
  const p = leaf.profile;
  const codInt = String(100000 + productId);

  // Brand: a share of own brands, otherwise a brand of the department.
  const organic = leaf.flags.includes('bio') || /biologic/i.test(item.name);
  const ownDraw = rng() < (organic ? 0.5 : 0.18);
  const drawnVendor = ownDraw ? (organic ? 2 : 1) : pick(rng, departmentVendorIds(leaf.departmentIndex));

  // Format, selling type and price.
  const loose = !item.formats && p.loose !== undefined && rng() < p.loose.share;
  const formats = item.formats ?? p.formats;
  const drawnFormat = pick(rng, formats);
  // No two products share name, brand and size (the drawn ones unless already taken).
  const choice = distinctChoice(
    ctx,
    leaf,
    item.name,
    { vendorId: drawnVendor, format: drawnFormat },
    formats,
    loose,
  );
  const { vendorId, name } = choice;
  const own = vendorId <= 2;
  const brand = ctx.vendors[vendorId - 1]?.name ?? 'Sporta';
  const format = parseFormat(choice.format);
  const [pmin, pmax] = item.price ?? p.price;
  const perBase = between(rng, pmin, pmax);
  const baseUnit = format.unit === 'g' || format.unit === 'kg' ? 'kg' : 'l';
  const tipologia: ProductRow['tipologia'] = loose ? 'Sfuso' : format.multi > 1 ? 'Confezione' : 'Pezzo';
  const priceCents = loose
    ? prettyCents(perBase)
    : prettyCents(perBase * format.amount * UNIT_TO_BASE[format.unit]);
  const description = loose ? 'al kg' : format.label;

  const infos: Record<string, string> = { TIPOLOGIA: tipologia, LOCKER_LEVEL: String(p.locker) };
  let minAcq = 1;
  let maxAcq: number | null = null;
  if (loose && p.loose) {
    Object.assign(infos, {
      UNIT_SELLING: 'kg',
      WEIGHT_UNIT_SELLING: 'kg',
      WEIGHT_UNIT_BASE: 'kg',
      WEIGHT_SELLING: p.loose.weight,
      STEP_SELLING: p.loose.step,
      QTY_MULT: '1',
      QTY_LOCKED: 'false',
      MINACQ: '1',
    });
  } else {
    Object.assign(infos, {
      UNIT_SELLING: 'pz',
      WEIGHT_UNIT_SELLING: format.unit,
      WEIGHT_UNIT_BASE: baseUnit,
      WEIGHT_SELLING: String(format.amount),
      QTY_MULT: String(format.multi),
      QTY_LOCKED: format.multi > 1 ? 'true' : 'false',
    });
    if (format.multi > 1) {
      infos.MULTI_PACK = String(format.multi);
      minAcq = format.multi;
    }
    infos.MINACQ = String(minAcq);
    if (rng() < 0.3) infos.LOGISTIC_PACKAGING_ITEMS = String(pick(rng, [6, 8, 12, 24]));
    if (rng() < 0.04) {
      maxAcq = format.multi * pick(rng, [2, 4, 6]);
      if (format.multi === 1) maxAcq = pick(rng, [5, 6, 10, 12]);
      infos.MAXACQ = String(maxAcq);
    }
  }
  if (p.leadTime && rng() < p.leadTime.share) infos.LEAD_TIME = p.leadTime.hours;
  const dayLock = rng() < (p.dayLock ?? 0.005) ? pick(rng, DAY_LOCKS) : null;

  // Classes.
  const classes = new Set<number>();
  if (vendorId === 1) classes.add(CLASS.ownBrand);
  if (vendorId === 2) classes.add(CLASS.ownBrandBio);
  if (organic || vendorId === 2) classes.add(CLASS.organic);
  if (leaf.flags.includes('gf') || /senza glutine/i.test(name) || (p === PROFILES.rice && rng() < 0.4)) {
    classes.add(CLASS.glutenFree);
  }
  if (leaf.flags.includes('lf') || /senza lattosio/i.test(name) || leaf.profileKey === 'plantdrink') {
    classes.add(CLASS.lactoseFree);
  }
  const vegan = leaf.flags.includes('vegan') || VEGAN_PROFILES.includes(leaf.profileKey);
  if (vegan) classes.add(CLASS.vegan);
  if (vegan || VEGETARIAN_PROFILES.includes(leaf.profileKey)) classes.add(CLASS.vegetarian);
  if (/\b(DOP|DOCG|DOC)\b/.test(name)) classes.add(CLASS.dop);
  if (/\bIGP\b/.test(name)) classes.add(CLASS.igp);
  if (p.kind !== 'nonfood' && (classes.has(CLASS.dop) || classes.has(CLASS.igp) || rng() < 0.35)) {
    classes.add(CLASS.madeInItaly);
  }
  if (['fruit', 'veg', 'milk', 'eggs', 'bread', 'cheese'].includes(leaf.profileKey) && rng() < 0.15) {
    classes.add(CLASS.km0);
  }
  if (p.locker === 3) classes.add(CLASS.frozen);
  if (leaf.profileKey === 'water' && format.multi > 1 && rng() < 0.3) classes.add(CLASS.perCustomer);

  // Promotion (about 12%): three quarters running, the rest expired or not started.
  let promotion: PromotionRow | null = null;
  const priceHistory: PriceHistoryRow[] = [
    {
      product_id: productId,
      warehouse_id: null,
      price_cents: priceCents,
      valid_from: addDays(ctx.today, -60),
      valid_to: null,
    },
  ];
  if (rng() < 0.12) {
    const kind = loose ? (rng() < 0.6 ? 1 : 2) : rng() < 0.45 ? 1 : rng() < 0.64 ? 2 : 3;
    const status = rng();
    let from: string;
    let to: string;
    if (status < 0.75) {
      from = addDays(ctx.today, -int(rng, 0, 12));
      to = addDays(ctx.today, int(rng, 2, 20));
    } else if (status < 0.87) {
      to = addDays(ctx.today, -int(rng, 1, 20));
      from = addDays(to, -int(rng, 7, 14));
    } else {
      from = addDays(ctx.today, int(rng, 1, 10));
      to = addDays(from, int(rng, 7, 14));
    }
    const pct = kind === 1 ? pick(rng, [10, 15, 20, 25, 30, 40]) : 0;
    const promoPrice =
      kind === 1
        ? Math.max(1, Math.round((priceCents * (100 - pct)) / 100))
        : kind === 2
          ? Math.max(1, Math.min(priceCents - 10, prettyCents((priceCents * between(rng, 0.7, 0.9)) / 100)))
          : Math.round((priceCents * 2) / 3);
    const discount = kind === 1 ? pct : kind === 3 ? 33 : Math.round((1 - promoPrice / priceCents) * 100);
    const future = from > ctx.today;
    const footer = future ? `dal ${ddmm(from)} al ${ddmm(to)}` : `fino al ${ddmm(to)}`;
    const warehouseId = rng() < 0.12 ? pick(rng, ctx.shops) : null;
    const selectable = kind === 1 && rng() < 0.08;
    const none = {
      buy_qty: null,
      pay_qty: null,
      nth: null,
      min_qty: null,
      set_size: null,
      set_price_cents: null,
      min_spend_cents: null,
      discount_cents: null,
    };
    const base = {
      promotion_id: productId,
      product_id: productId,
      warehouse_id: warehouseId,
      valid_from: from,
      valid_to: to,
      footer,
    };
    if (kind === 3) {
      // The quantity kinds (ADR 0021), chosen by the product id so that no other draw moves:
      // 3x2 (Grana Padano grattugiato, product 596, among them), 2x1, the second at half
      // price, from 3 pieces -20 %.
      const variant = productId % 5;
      promotion =
        variant === 0
          ? {
              ...base,
              ...none,
              promo_type_id: 3,
              promo_type: '2x1',
              price_cents: null,
              discount_pct: 50,
              buy_qty: 2,
              pay_qty: 1,
              selectable: false,
              member_only: false,
              css_class: 'promo-multi',
              header: 'PRENDI 2 PAGHI 1',
              body: '2x1',
              bubble: '2x1',
            }
          : variant === 2
            ? {
                ...base,
                ...none,
                promo_type_id: 4,
                promo_type: '2° a metà prezzo',
                price_cents: null,
                discount_pct: 50,
                nth: 2,
                selectable: false,
                member_only: false,
                css_class: 'promo-multi',
                header: 'IL SECONDO A METÀ PREZZO',
                body: '2° -50%',
                bubble: '2° -50%',
              }
            : variant === 3
              ? {
                  ...base,
                  ...none,
                  promo_type_id: 5,
                  promo_type: 'Da 3 pezzi -20%',
                  price_cents: null,
                  discount_pct: 20,
                  min_qty: 3,
                  selectable: false,
                  member_only: false,
                  css_class: 'promo-multi',
                  header: 'DA 3 PEZZI -20%',
                  body: '3+ -20%',
                  bubble: '-20% da 3',
                }
              : {
                  ...base,
                  ...none,
                  promo_type_id: 3,
                  promo_type: '3x2',
                  price_cents: null,
                  discount_pct: 33,
                  buy_qty: 3,
                  pay_qty: 2,
                  selectable: false,
                  member_only: false,
                  css_class: 'promo-multi',
                  header: 'PRENDI 3 PAGHI 2',
                  body: '3x2',
                  bubble: '3x2',
                };
    } else {
      // one percent cut in ten is a member price (an account with a loyalty card)
      const member = kind === 1 && !selectable && productId % 10 === 3;
      promotion = {
        ...base,
        ...none,
        promo_type_id: kind as 1 | 2,
        promo_type: member ? `Soci -${pct}%` : kind === 1 ? `-${pct}%` : 'Prezzo speciale',
        price_cents: promoPrice,
        discount_pct: discount,
        selectable,
        member_only: member,
        css_class: member ? 'promo-member' : kind === 1 ? 'promo-percent' : 'promo-special',
        header: member ? 'PREZZO SOCI' : kind === 1 ? 'OFFERTA' : 'PREZZO SPECIALE',
        body: member ? `Soci ${formatCents(promoPrice)}` : kind === 1 ? `-${pct}%` : formatCents(promoPrice),
        bubble: member ? 'Soci' : kind === 1 ? `-${pct}%` : 'Speciale',
      };
    }
    if (rng() < 0.25) classes.add(CLASS.limited);
    // Earlier price points within the last 30 days, sometimes below the current list price.
    const points = int(rng, 1, 3);
    for (let k = 0; k < points; k++) {
      const start = -30 + k * 9 + int(rng, 0, 3);
      priceHistory.push({
        product_id: productId,
        warehouse_id: null,
        price_cents: Math.max(19, prettyCents((priceCents * between(rng, 0.82, 1.06)) / 100)),
        valid_from: addDays(ctx.today, start),
        valid_to: addDays(ctx.today, start + int(rng, 3, 7)),
      });
    }
  }

  // Warehouse-specific prices and stock-outs.
  const byWarehouse = new Map<number, WarehouseProductRow>();
  if (rng() < 0.05) {
    const w = pick(rng, ctx.priceWarehouses);
    byWarehouse.set(w, {
      warehouse_id: w,
      product_id: productId,
      price_cents: prettyCents((priceCents * between(rng, 0.9, 1.08)) / 100),
      available: int(rng, 20, 400),
    });
  }
  if (rng() < 0.03) {
    for (let k = int(rng, 1, 2); k > 0; k--) {
      const w = pick(rng, ctx.priceWarehouses);
      const row = byWarehouse.get(w);
      byWarehouse.set(w, {
        warehouse_id: w,
        product_id: productId,
        price_cents: row?.price_cents ?? null,
        available: 0,
      });
    }
  }

  // Per-store price lists (issue 19 §12): every PER_STORE_PRICE_EVERY-th product has its own
  // price in each shop and hub, list × 0.90 … 1.06 by warehouse, so the stores price it
  // differently; no random draw, so the other columns do not change.
  if (productId % PER_STORE_PRICE_EVERY === 0) {
    for (const w of ctx.priceWarehouses) {
      if (byWarehouse.has(w)) continue;
      byWarehouse.set(w, {
        warehouse_id: w,
        product_id: productId,
        price_cents: perStorePriceCents(priceCents, w),
        available: 1000,
      });
    }
  }

  // Texts.
  const nonfood = p.kind === 'nonfood';
  const line = pick(rng, nonfood ? NONFOOD_LINES : FOOD_LINES);
  const fullText = p.text.replace('{name}', name);
  const detail: Record<string, unknown> = {
    description: `${name} ${brand}, ${loose ? 'venduto a peso' : format.label}. ${line}`,
    storage: p.storage,
  };
  if (nonfood) {
    detail.usage = fullText;
  } else {
    detail.ingredients = fullText;
    detail.allergens = p.allergens ?? 'Nessun allergene da dichiarare.';
    detail.nutritional_values = nutritionValues(p.kind, p.nutrition, rng);
  }

  const image = `/img/products/${codInt}.svg`;
  const back = rng() < 0.2;
  const media: Record<string, string>[] = [
    {
      type: 'image',
      thumb: image,
      large: image,
      small: image,
      alt: `${name} ${brand}`,
      description: `${name} ${brand} ${description}`,
    },
  ];
  if (back) {
    const retro = `/img/products/${codInt}-retro.svg`;
    media.push({
      type: 'image',
      thumb: retro,
      large: retro,
      small: retro,
      alt: `${name}: retro`,
      description: 'Retro della confezione',
    });
  }

  const isNew = rng() < 0.05;
  const created = addDays(ctx.today, isNew ? -int(rng, 0, 20) : -int(rng, 30, 700));
  const popularity = Math.floor(rng() ** 3 * 10000) + (own ? 500 : 0);
  const company = String((vendorId * 211) % 100000).padStart(5, '0');
  const barcode = completeEan13(`${80 + (vendorId % 4)}${company}${String(index % 100000).padStart(5, '0')}`);
  const color = leaf.profile.shape === 'fruit' ? produceColor(name, leaf.color) : leaf.color;

  const product: ProductRow = {
    product_id: productId,
    cod_int: codInt,
    cod_var: '1',
    barcode,
    name,
    short_descr: brand,
    description,
    slug: `${kebab(`${name} ${brand} ${loose ? 'al kg' : format.label}`)}-${codInt}`,
    vendor_id: vendorId,
    category_id: leaf.categoryId,
    vat_pct: p.vat,
    price_cents: priceCents,
    tipologia,
    infos,
    min_acq: minAcq,
    max_acq: maxAcq,
    day_lock: dayLock,
    select_options: LEAF_OPTIONS[leaf.name] ?? [],
    is_new: isNew,
    highlight: rng() < 0.03,
    detail,
    media,
    image,
    popularity,
    created_at: `${created}T08:00:00Z`,
  };
  const first = (detail.nutritional_values as { name: string; value: string }[] | undefined)?.[0];
  return {
    product,
    classes: [...classes].sort((a, b) => a - b),
    promotion,
    warehouseProducts: [...byWarehouse.values()].sort((a, b) => a.warehouse_id - b.warehouse_id),
    priceHistory,
    packshot: {
      codInt,
      name,
      brand,
      format: description,
      shape: leaf.profile.shape,
      color,
      accent: leaf.color,
      ownBrand: vendorId <= 2,
      back,
      nutrition: first ? `${first.name}: ${first.value}` : null,
    },
  };
}

/** The products of a mix-and-match or a bundle (promotion_product). */
export interface PromotionProductRow {
  promotion_id: number;
  product_id: number;
  quantity: number;
}

/** Ids of the promotions that are not one product's (mix-and-match, bundles, cart thresholds). */
export const GROUP_PROMOTION_ID_BASE = 900_000_000;

/**
 * The promotions over several products and the cart threshold (ADR 0021), chosen among the
 * first products of the catalogue so that a small demo catalogue has them too: a "3 a scelta,
 * paghi 2" over the department with the most candidates, a "2 a scelta a X €" over the next,
 * a pasta-and-sauce bundle, and "Spendi 100 €, risparmi 5 €". Candidates are packaged
 * products without a promotion of their own. Deterministic, like the rest of the seed.
 */
export function buildGroupPromotions(
  ctx: CatalogueContext,
  products: number,
): { promotions: PromotionRow[]; members: PromotionProductRow[] } {
  const scan = Math.min(products, 3000);
  const candidates: { id: number; name: string; cents: number; department: number }[] = [];
  const running = new Set<string>();
  for (let i = 0; i < scan; i++) {
    const g = generateProduct(ctx, i);
    const p = g.product;
    const pr = g.promotion;
    if (pr && pr.valid_from <= ctx.today && pr.valid_to >= ctx.today)
      running.add(pr.member_only ? 'member' : `${pr.promo_type_id}:${pr.buy_qty ?? ''}`);
    if (pr || p.tipologia === 'Sfuso' || p.price_cents < 80 || p.price_cents > 800) continue;
    const leaf = ctx.leaves[i % ctx.leaves.length]!;
    candidates.push({
      id: p.product_id,
      name: p.name,
      cents: p.price_cents,
      department: leaf.departmentIndex,
    });
  }
  const none = {
    warehouse_id: null,
    price_cents: null,
    discount_pct: 0,
    buy_qty: null,
    pay_qty: null,
    nth: null,
    min_qty: null,
    set_size: null,
    set_price_cents: null,
    min_spend_cents: null,
    discount_cents: null,
    member_only: false,
    selectable: false,
    valid_from: addDays(ctx.today, -7),
    valid_to: addDays(ctx.today, 21),
    footer: `fino al ${ddmm(addDays(ctx.today, 21))}`,
  };
  const promotions: PromotionRow[] = [
    {
      ...none,
      promotion_id: GROUP_PROMOTION_ID_BASE + 4,
      product_id: null,
      promo_type_id: 8,
      promo_type: 'Spendi 100 €, risparmi 5 €',
      min_spend_cents: 10_000,
      discount_cents: 500,
      css_class: 'promo-cart',
      header: 'SPENDI E RISPARMIA',
      body: '-5 € da 100 €',
      bubble: '-5 €',
    },
  ];
  const members: PromotionProductRow[] = [];
  const byDepartment = new Map<number, typeof candidates>();
  for (const c of candidates) byDepartment.set(c.department, [...(byDepartment.get(c.department) ?? []), c]);
  const departments = [...byDepartment.entries()]
    .filter(([, list]) => list.length >= 2)
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  const used = new Set<number>();
  const [mixA, mixB] = departments;
  if (mixA) {
    const set = mixA[1].slice(0, 6);
    promotions.push({
      ...none,
      promotion_id: GROUP_PROMOTION_ID_BASE + 1,
      product_id: null,
      promo_type_id: 6,
      promo_type: '3 a scelta, paghi 2',
      set_size: 3,
      pay_qty: 2,
      css_class: 'promo-mix',
      header: 'PRENDI 3 PAGHI 2 MISTO',
      body: '3x2 misto',
      bubble: '3x2 misto',
    });
    for (const c of set) {
      members.push({ promotion_id: GROUP_PROMOTION_ID_BASE + 1, product_id: c.id, quantity: 1 });
      used.add(c.id);
    }
  }
  if (mixB) {
    // products of about the same price, so that "2 for X €" is a fair deal on each of them
    const cheapest = Math.min(...mixB[1].map((c) => c.cents));
    const set = mixB[1].filter((c) => c.cents <= cheapest * 1.3).slice(0, 6);
    const price = prettyCents((Math.min(...set.map((c) => c.cents)) * 2 * 0.85) / 100);
    promotions.push({
      ...none,
      promotion_id: GROUP_PROMOTION_ID_BASE + 2,
      product_id: null,
      promo_type_id: 6,
      promo_type: `2 a scelta a ${formatCents(price)}`,
      set_size: 2,
      set_price_cents: price,
      css_class: 'promo-mix',
      header: '2 A SCELTA',
      body: `2 a ${formatCents(price)}`,
      bubble: `2 a ${formatCents(price)}`,
    });
    for (const c of set) {
      members.push({ promotion_id: GROUP_PROMOTION_ID_BASE + 2, product_id: c.id, quantity: 1 });
      used.add(c.id);
    }
  }
  const free = candidates.filter((c) => !used.has(c.id));
  // A small demo catalogue may miss a single-product kind by chance: the next candidates get it.
  const single: { key: string; make: (c: (typeof candidates)[number]) => Partial<PromotionRow> }[] = [
    {
      key: '3:3',
      make: () => ({
        promo_type_id: 3,
        promo_type: '3x2',
        buy_qty: 3,
        pay_qty: 2,
        discount_pct: 33,
        header: 'PRENDI 3 PAGHI 2',
        body: '3x2',
        bubble: '3x2',
      }),
    },
    {
      key: '3:2',
      make: () => ({
        promo_type_id: 3,
        promo_type: '2x1',
        buy_qty: 2,
        pay_qty: 1,
        discount_pct: 50,
        header: 'PRENDI 2 PAGHI 1',
        body: '2x1',
        bubble: '2x1',
      }),
    },
    {
      key: '4:',
      make: () => ({
        promo_type_id: 4,
        promo_type: '2° a metà prezzo',
        nth: 2,
        discount_pct: 50,
        header: 'IL SECONDO A METÀ PREZZO',
        body: '2° -50%',
        bubble: '2° -50%',
      }),
    },
    {
      key: '5:',
      make: () => ({
        promo_type_id: 5,
        promo_type: 'Da 3 pezzi -20%',
        min_qty: 3,
        discount_pct: 20,
        header: 'DA 3 PEZZI -20%',
        body: '3+ -20%',
        bubble: '-20% da 3',
      }),
    },
    {
      key: 'member',
      make: (c) => {
        const price = Math.max(1, Math.round(c.cents * 0.8));
        return {
          promo_type_id: 1,
          promo_type: 'Soci -20%',
          price_cents: price,
          discount_pct: 20,
          member_only: true,
          css_class: 'promo-member',
          header: 'PREZZO SOCI',
          body: `Soci ${formatCents(price)}`,
          bubble: 'Soci',
        };
      },
    },
  ];
  for (const [k, kind] of single.filter((x) => !running.has(x.key)).entries()) {
    const c = free.pop();
    if (!c) break;
    promotions.push({
      ...none,
      promotion_id: GROUP_PROMOTION_ID_BASE + 10 + k,
      product_id: c.id,
      promo_type_id: 3,
      promo_type: '',
      css_class: 'promo-multi',
      header: '',
      body: '',
      bubble: '',
      ...kind.make(c),
    });
  }
  const pasta = free.find((c) => /spaghetti|penne|fusilli|rigatoni|linguine|farfalle|pasta/i.test(c.name));
  const sauce = free.find((c) => /sugo|passata|pesto|ragù|pelati/i.test(c.name));
  const pair =
    pasta && sauce
      ? [pasta, sauce]
      : free.length >= 2
        ? [free[0]!, free.find((c) => c.department !== free[0]!.department) ?? free[1]!]
        : [];
  if (pair.length === 2) {
    const price = prettyCents(((pair[0]!.cents + pair[1]!.cents) * 0.8) / 100);
    promotions.push({
      ...none,
      promotion_id: GROUP_PROMOTION_ID_BASE + 3,
      product_id: null,
      promo_type_id: 7,
      promo_type: `Insieme a ${formatCents(price)}`,
      set_price_cents: price,
      css_class: 'promo-bundle',
      header: 'INSIEME CONVIENE',
      body: `Insieme ${formatCents(price)}`,
      bubble: 'Insieme',
    });
    for (const c of pair)
      members.push({ promotion_id: GROUP_PROMOTION_ID_BASE + 3, product_id: c.id, quantity: 1 });
  }
  return { promotions, members };
}
