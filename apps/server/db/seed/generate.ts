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
  product_id: number;
  warehouse_id: number | null;
  promo_type_id: 1 | 2 | 3;
  promo_type: string;
  price_cents: number;
  discount_pct: number;
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
  };
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
  const name = item.name;
  const codInt = String(100000 + productId);

  // Brand: a share of own brands, otherwise a brand of the department.
  const organic = leaf.flags.includes('bio') || /biologic/i.test(name);
  const own = rng() < (organic ? 0.5 : 0.18);
  const vendorId = own ? (organic ? 2 : 1) : pick(rng, departmentVendorIds(leaf.departmentIndex));
  const brand = ctx.vendors[vendorId - 1]?.name ?? 'Sporta';

  // Format, selling type and price.
  const loose = !item.formats && p.loose !== undefined && rng() < p.loose.share;
  const format = parseFormat(pick(rng, item.formats ?? p.formats));
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
    promotion = {
      promotion_id: productId,
      product_id: productId,
      warehouse_id: rng() < 0.12 ? pick(rng, ctx.shops) : null,
      promo_type_id: kind as 1 | 2 | 3,
      promo_type: kind === 1 ? `-${pct}%` : kind === 2 ? 'Prezzo speciale' : '3x2',
      price_cents: promoPrice,
      discount_pct: discount,
      valid_from: from,
      valid_to: to,
      selectable: kind === 1 && rng() < 0.08,
      css_class: kind === 1 ? 'promo-percent' : kind === 2 ? 'promo-special' : 'promo-multi',
      header: kind === 1 ? 'OFFERTA' : kind === 2 ? 'PREZZO SPECIALE' : 'PRENDI 3 PAGHI 2',
      body: kind === 1 ? `-${pct}%` : kind === 2 ? formatCents(promoPrice) : '3x2',
      footer: future ? `dal ${ddmm(from)} al ${ddmm(to)}` : `fino al ${ddmm(to)}`,
      bubble: kind === 1 ? `-${pct}%` : kind === 2 ? 'Speciale' : '3x2',
    };
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
