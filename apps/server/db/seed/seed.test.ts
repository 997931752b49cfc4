import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13, isValidFiscalCode, isValidLoyaltyCard, parseDayLock } from '@sporta/domain';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db';
import { migrate } from '../../src/platform/migrate';
import { verifyPassword } from '../../src/platform/password';
import { DEMO_ACCOUNTS, generateDataset, isSeeded, seedDatabase, type SeedSummary } from './seed';

const TODAY = new Date('2026-03-15T10:00:00Z');

describe('generated dataset', () => {
  it('is deterministic: the same options give identical data', () => {
    const a = generateDataset({ products: 800, today: TODAY });
    const b = generateDataset({ products: 800, today: TODAY });
    expect(JSON.stringify(b.products)).toBe(JSON.stringify(a.products));
  });

  it('keeps product i the same whatever the total count', () => {
    const small = generateDataset({ products: 300, today: TODAY });
    const large = generateDataset({ products: 600, today: TODAY });
    expect(JSON.stringify(large.products.slice(0, 300))).toBe(JSON.stringify(small.products));
  });

  it('has the words the search tests look for in the first 3000 products', () => {
    const names = generateDataset({ products: 3000, today: TODAY }).products.map((g) =>
      g.product.name.toLowerCase(),
    );
    for (const word of [
      'pomodori',
      'pomodoro',
      'caffè',
      'parmigiano',
      'mozzarella',
      'latte',
      'pasta',
      'biscotti',
      'olio extravergine',
    ]) {
      expect(
        names.some((n) => n.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('gives demo accounts a valid codice fiscale and loyalty card', () => {
    for (const a of DEMO_ACCOUNTS) {
      expect(isValidFiscalCode(a.fiscalCode), a.fiscalCode).toBe(true);
      expect(isValidLoyaltyCard(a.fidelityCard), a.fidelityCard).toBe(true);
    }
    expect(DEMO_ACCOUNTS[0]?.fiscalCode.startsWith('RSSMRA85T10F205')).toBe(true);
  });
});

describe('seedDatabase on PGlite', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sporta-seed-'));
    handle = await openDatabase({});
    await migrate(handle);
    expect(await isSeeded(handle)).toBe(false);
    summary = await seedDatabase(handle, { products: 500, filesDir, today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const count = async (query: string): Promise<number> => {
    const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
    return Number(rows[0]?.n);
  };

  it('reports itself seeded', async () => {
    expect(await isSeeded(handle)).toBe(true);
    expect(summary.products).toBe(500);
  });

  it('creates the three cooperatives and the 18 delivery services of ARCHITECTURE.md §4', async () => {
    expect(await count('select count(*) as n from store')).toBe(3);
    const services = await handle.db
      .selectFrom('delivery_service')
      .select(['delivery_service_id', 'store_id', 'kind', 'fast', 'surcharge_cents'])
      .orderBy('delivery_service_id')
      .execute();
    expect(services.map((s) => s.delivery_service_id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const n of [1, 2, 3]) {
      const of = (id: number) => services.find((s) => s.delivery_service_id === id);
      expect([of(4 * n - 3)?.kind, of(4 * n - 2)?.kind, of(4 * n - 1)?.kind, of(4 * n)?.kind]).toEqual([
        'drive',
        'home',
        'locker',
        'onboard',
      ]);
    }
    const fast = services.filter((s) => s.fast);
    expect(fast.map((s) => s.delivery_service_id)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(fast.every((s) => s.surcharge_cents === 300)).toBe(true);
  });

  it('builds a network where every cooperative has shops, a hub, lockers and a pier', async () => {
    for (const storeId of [1, 2, 3]) {
      const kinds = await handle.db
        .selectFrom('warehouse')
        .select('kind')
        .where('store_id', '=', storeId)
        .execute();
      const k = kinds.map((r) => r.kind);
      expect(k.filter((x) => x === 'store').length).toBeGreaterThanOrEqual(3);
      expect(k).toContain('hub');
      expect(k.filter((x) => x === 'locker').length).toBeGreaterThanOrEqual(2);
      expect(k).toContain('pier');
    }
    expect(
      await count(
        "select count(*) as n from warehouse where kind = 'locker' and (price_warehouse_id is null or locker_max_level is null)",
      ),
    ).toBe(0);
    expect(await count('select count(*) as n from delivery_zone_postalcode')).toBeGreaterThanOrEqual(80);
    expect(
      await count(
        'select count(*) as n from warehouse w where not exists (select 1 from warehouse_service s where s.warehouse_id = w.warehouse_id)',
      ),
    ).toBe(0);
  });

  it('builds a three-level category tree with full-path slugs', async () => {
    expect(await count('select count(*) as n from category where depth = 1')).toBeGreaterThanOrEqual(12);
    expect(await count('select count(*) as n from category where depth = 2')).toBeGreaterThanOrEqual(60);
    expect(await count('select count(*) as n from category where depth = 3')).toBeGreaterThanOrEqual(150);
    expect(
      await count(
        "select count(*) as n from category c join category p on p.category_id = c.parent_id where c.slug <> p.slug || '/' || split_part(c.slug, '/', c.depth)",
      ),
    ).toBe(0);
    const fv = await handle.db
      .selectFrom('category')
      .select('slug')
      .where('slug', '=', 'frutta-e-verdura/frutta/agrumi')
      .execute();
    expect(fv).toHaveLength(1);
  });

  it('puts every product in a leaf category and every leaf has products', async () => {
    expect(
      await count(
        'select count(*) as n from product p join category c using (category_id) where c.depth <> 3',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from category c where depth = 3 and not exists (select 1 from product p where p.category_id = c.category_id)',
      ),
    ).toBe(0);
  });

  it('gives every product a valid EAN-13 and string-only infos', async () => {
    const rows = await handle.db
      .selectFrom('product')
      .select(['barcode', 'infos', 'tipologia', 'price_cents', 'max_acq'])
      .execute();
    expect(rows).toHaveLength(500);
    for (const r of rows) {
      expect(isValidEan13(r.barcode), r.barcode).toBe(true);
      expect(Object.values(r.infos).every((v) => typeof v === 'string')).toBe(true);
      expect(r.infos.TIPOLOGIA).toBe(r.tipologia);
      expect(r.price_cents).toBeGreaterThan(0);
      if (r.max_acq !== null) expect(r.infos.MAXACQ).toBe(String(r.max_acq));
      if (r.tipologia === 'Sfuso') {
        expect(r.infos.WEIGHT_SELLING).toMatch(/^\d+(\.\d+)?$/);
        expect(r.infos.STEP_SELLING).toMatch(/^\d+(\.\d+)?$/);
        expect(r.infos.UNIT_SELLING).toBe('kg');
      }
      if (r.tipologia === 'Confezione') {
        expect(Number(r.infos.QTY_MULT)).toBeGreaterThan(1);
        expect(r.infos.MULTI_PACK).toBe(r.infos.QTY_MULT);
      }
    }
    expect(rows.some((r) => r.tipologia === 'Sfuso')).toBe(true);
    expect(rows.some((r) => r.tipologia === 'Confezione')).toBe(true);
  });

  it('marks frozen products LOCKER_LEVEL 3 and links them to the Surgelato class', async () => {
    const frozen = await handle.db
      .selectFrom('product as p')
      .innerJoin('category as leaf', 'leaf.category_id', 'p.category_id')
      .innerJoin('category as sub', 'sub.category_id', 'leaf.parent_id')
      .innerJoin('category as dept', 'dept.category_id', 'sub.parent_id')
      .select(['p.product_id', 'p.infos'])
      .where('dept.slug', '=', 'surgelati')
      .execute();
    expect(frozen.length).toBeGreaterThan(0);
    for (const p of frozen) expect(p.infos.LOCKER_LEVEL).toBe('3');
    expect(
      await count(
        "select count(*) as n from product where infos->>'LOCKER_LEVEL' = '3' and not exists (select 1 from product_product_class c where c.product_id = product.product_id and c.product_class_id = 11)",
      ),
    ).toBe(0);
  });

  it('links own-brand products to the vendor-brand class group 10002', async () => {
    expect(
      await count(
        'select count(*) as n from product p where p.vendor_id in (1, 2) and not exists (select 1 from product_product_class l join product_class c using (product_class_id) where l.product_id = p.product_id and c.product_class_group_id = 10002)',
      ),
    ).toBe(0);
    expect(await count('select count(*) as n from product_class where rule_max is not null')).toBeGreaterThan(
      0,
    );
  });

  it('writes day-locks the domain can read', async () => {
    const rows = await handle.db
      .selectFrom('product')
      .select('day_lock')
      .where('day_lock', 'is not', null)
      .execute();
    for (const r of rows) expect(parseDayLock(r.day_lock ?? '').invalid).toEqual([]);
  });

  it('creates running, expired and future promotions; price cuts below the list price', async () => {
    const today = '2026-03-15';
    const promos = await handle.db
      .selectFrom('promotion as pr')
      .innerJoin('product as p', 'p.product_id', 'pr.product_id')
      .select([
        'pr.price_cents as promo',
        'p.price_cents as list',
        'pr.valid_from',
        'pr.valid_to',
        'pr.promo_type_id',
      ])
      .execute();
    expect(promos.length).toBeGreaterThan(20);
    for (const p of promos.filter((x) => x.promo_type_id <= 2)) expect(p.promo).toBeLessThan(p.list);
    const d = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
    expect(promos.some((p) => d(p.valid_from) <= today && d(p.valid_to) >= today)).toBe(true);
    expect(promos.some((p) => d(p.valid_to) < today)).toBe(true);
    expect(promos.some((p) => d(p.valid_from) > today)).toBe(true);
  });

  it('has every promotion kind running today, on products of different departments (ADR 0021)', async () => {
    const today = '2026-03-15';
    const rows = await sql<{ promo_type_id: number; member_only: boolean; department: number | null }>`
      select pr.promo_type_id, pr.member_only,
             (select c2.parent_id from category c1 join category c2 on c2.category_id = c1.parent_id
               where c1.category_id = coalesce(p.category_id, pp.category_id)) as department
        from promotion pr
        left join product p on p.product_id = pr.product_id
        left join lateral (select x.category_id from promotion_product m join product x on x.product_id = m.product_id
                            where m.promotion_id = pr.promotion_id limit 1) pp on true
       where ${today}::date between pr.valid_from and pr.valid_to`.execute(handle.db);
    const kinds = new Set(rows.rows.map((r) => r.promo_type_id));
    expect([...kinds].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.rows.some((r) => r.member_only)).toBe(true);
    const departments = new Set(rows.rows.filter((r) => r.promo_type_id !== 8).map((r) => r.department));
    expect(departments.size).toBeGreaterThan(5);
    expect(await count('select count(*) as n from promotion_product')).toBeGreaterThanOrEqual(6);
  });

  it('keeps a list price from 60 days ago for every product', async () => {
    expect(
      await count(
        "select count(*) as n from product p where not exists (select 1 from price_history h where h.product_id = p.product_id and h.valid_to is null and h.valid_from = date '2026-03-15' - 60 and h.price_cents = p.price_cents)",
      ),
    ).toBe(0);
    expect(await count('select count(*) as n from warehouse_product where available = 0')).toBeGreaterThan(0);
  });

  it('creates the demo accounts with working passwords', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const user = await handle.db
        .selectFrom('app_user')
        .selectAll()
        .where('email_lower', '=', a.email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(a.password, user.password_hash)).toBe(true);
      expect(user.confirmed_at).not.toBeNull();
      expect(user.is_staff).toBe(a.isStaff);
    }
    const giulia = await handle.db
      .selectFrom('app_user')
      .select('mfa_enabled')
      .where('email_lower', '=', 'giulia.bianchi@example.com')
      .executeTakeFirstOrThrow();
    expect(giulia.mfa_enabled).toBe(true);
  });

  it('finds products through the full-text index', async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from product where search_vector @@ plainto_tsquery('italian', f_unaccent('pomodori'))`.execute(
      handle.db,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it('shares Giulia’s list with Mario read-only and Mario’s with Giulia editable', async () => {
    const rows = await sql<{ owner: string; name: string; guest: string; grant_type: string; items: number }>`
      select o.email as owner, w.name, g.email as guest, s.grant_type,
             (select count(*)::int from wishlist_item i where i.wishlist_id = w.wishlist_id) as items
        from wishlist_share s join wishlist w using (wishlist_id)
        join app_user o on o.user_id = w.user_id join app_user g on g.user_id = s.user_id
       order by w.name`.execute(handle.db);
    expect(rows.rows).toEqual([
      {
        owner: 'mario.rossi@example.com',
        name: 'Grigliata con Giulia',
        guest: 'giulia.bianchi@example.com',
        grant_type: 'WRITE',
        items: expect.any(Number),
      },
      {
        owner: 'giulia.bianchi@example.com',
        name: 'La spesa di Giulia',
        guest: 'mario.rossi@example.com',
        grant_type: 'READ',
        items: expect.any(Number),
      },
    ]);
    for (const r of rows.rows) expect(r.items).toBeGreaterThan(0);
  });

  it('writes packshots, category tiles and store logos', async () => {
    const first = await handle.db
      .selectFrom('product')
      .select(['cod_int', 'image'])
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    expect(first.image).toBe(`/img/products/${first.cod_int}.svg`);
    const svg = fs.readFileSync(path.join(filesDir, 'products', `${first.cod_int}.svg`), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.length).toBeLessThan(2500);
    expect(fs.existsSync(path.join(filesDir, 'categories', '1.svg'))).toBe(true);
    const logos = await handle.db.selectFrom('store').select('logo').execute();
    for (const l of logos) expect(fs.existsSync(path.join(filesDir, l.logo.replace('/img/', '')))).toBe(true);
    expect(fs.existsSync(path.join(filesDir, 'classes', 'vendor-brand.svg'))).toBe(true);
  });
});
