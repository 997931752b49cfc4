// Demo gift certificates: discount codes anyone may type, vouchers and personal
// coupons assigned to the demo customers, one expired and one future code, and a
// used voucher for the history. Fixed ids: re-seeding updates them in place.
import type { DatabaseHandle } from '../../src/platform/db';

interface DemoGift {
  id: number;
  kind: 'code' | 'voucher' | 'coupon';
  code: string | null;
  name: string;
  description: string;
  adjustmentType: 1 | 1001;
  discountKind: 'percent' | 'amount';
  value: number;
  maxDiscountCents?: number;
  minSpendCents?: number;
  /** Days from today (Europe/Rome midnight). */
  startsIn?: number;
  endsIn?: number;
  maxUsesPerUser?: number | null;
  proposal?: Record<string, unknown>;
  /** Demo customers (e-mail) and how many copies each gets; used copies go in the history. */
  assigned?: { email: string; copies: number; used?: number }[];
}

export const DEMO_GIFTS: readonly DemoGift[] = [
  {
    id: 1,
    kind: 'code',
    code: 'BENVENUTO10',
    name: 'Benvenuto: 10% sulla spesa',
    description: 'Sconto del 10% sui prodotti, fino a 15 € di sconto, con una spesa minima di 30 €.',
    adjustmentType: 1,
    discountKind: 'percent',
    value: 1000,
    maxDiscountCents: 1500,
    minSpendCents: 3000,
    startsIn: -30,
    endsIn: 60,
    maxUsesPerUser: 1,
  },
  {
    id: 2,
    kind: 'code',
    code: 'SPESA5',
    name: '5 € di sconto',
    description: '5 € di sconto con una spesa minima di 50 €.',
    adjustmentType: 1,
    discountKind: 'amount',
    value: 500,
    minSpendCents: 5000,
    startsIn: -10,
    endsIn: 30,
    maxUsesPerUser: 3,
  },
  {
    id: 3,
    kind: 'code',
    code: 'ESTATE2026',
    name: 'Estate 2026',
    description: 'Codice della promozione estiva, ormai conclusa.',
    adjustmentType: 1,
    discountKind: 'percent',
    value: 1500,
    startsIn: -150,
    endsIn: -60,
  },
  {
    id: 4,
    kind: 'code',
    code: 'PRIMAVERA',
    name: 'Primavera',
    description: 'Codice valido dalla prossima primavera.',
    adjustmentType: 1,
    discountKind: 'percent',
    value: 1000,
    startsIn: 120,
    endsIn: 180,
  },
  {
    id: 5,
    kind: 'voucher',
    code: 'BUONO10-MR',
    name: 'Buono sconto 10 €',
    description: 'Buono di 10 € per la tua prossima spesa online, con una spesa minima di 40 €.',
    adjustmentType: 1,
    discountKind: 'amount',
    value: 1000,
    minSpendCents: 4000,
    startsIn: -5,
    endsIn: 45,
    proposal: {
      descr: 'Frutta e verdura di stagione',
      content: 'Usa il tuo buono sui prodotti freschi del reparto ortofrutta.',
      slug: 'frutta-e-verdura',
      proposalUrl: '/frutta-e-verdura',
      metaData: { button_label: 'Scopri i prodotti', css_class: 'gift-fresh', hide_end_date: false },
    },
    assigned: [{ email: 'mario.rossi@example.com', copies: 1 }],
  },
  {
    id: 6,
    kind: 'voucher',
    code: 'BUONO5-GB',
    name: 'Buono sconto 5 €',
    description: 'Buono di 5 € senza spesa minima.',
    adjustmentType: 1,
    discountKind: 'amount',
    value: 500,
    startsIn: -5,
    endsIn: 20,
    assigned: [{ email: 'giulia.bianchi@example.com', copies: 1 }],
  },
  {
    id: 7,
    kind: 'coupon',
    code: null,
    name: 'Sconto 20% su un prodotto',
    description: 'Coupon personale: 20% di sconto su un pezzo del prodotto che scegli nel carrello.',
    adjustmentType: 1001,
    discountKind: 'percent',
    value: 2000,
    startsIn: -3,
    endsIn: 30,
    assigned: [
      { email: 'mario.rossi@example.com', copies: 2 },
      { email: 'giulia.bianchi@example.com', copies: 1 },
    ],
  },
  {
    id: 8,
    kind: 'coupon',
    code: null,
    name: '2 € su un prodotto',
    description: 'Coupon personale: 2 € di sconto su un pezzo del prodotto che scegli nel carrello.',
    adjustmentType: 1001,
    discountKind: 'amount',
    value: 200,
    startsIn: -3,
    endsIn: 30,
    assigned: [{ email: 'mario.rossi@example.com', copies: 1 }],
  },
  {
    id: 9,
    kind: 'voucher',
    code: 'BENVENUTO5-MR',
    name: 'Buono benvenuto 5 €',
    description: 'Buono di benvenuto, già utilizzato.',
    adjustmentType: 1,
    discountKind: 'amount',
    value: 500,
    startsIn: -60,
    endsIn: -10,
    assigned: [{ email: 'mario.rossi@example.com', copies: 1, used: 1 }],
  },
];

function romeMidnight(today: string, days: number): Date {
  const d = new Date(`${today}T00:00:00+01:00`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

export async function seedGifts(handle: DatabaseHandle, today: string): Promise<number> {
  const db = handle.db;
  for (const g of DEMO_GIFTS) {
    const row = {
      gift_certificate_id: g.id,
      kind: g.kind,
      gift_code: g.code,
      name: g.name,
      description: g.description,
      gift_adjustment_type_id: g.adjustmentType,
      discount_kind: g.discountKind,
      discount_value: g.value,
      max_discount_cents: g.maxDiscountCents ?? null,
      min_spend_cents: g.minSpendCents ?? 0,
      starts_at: g.startsIn === undefined ? null : romeMidnight(today, g.startsIn),
      ends_at: g.endsIn === undefined ? null : romeMidnight(today, g.endsIn),
      max_uses: null,
      max_uses_per_user: g.maxUsesPerUser === undefined ? 1 : g.maxUsesPerUser,
      category_proposal: g.proposal ? JSON.stringify(g.proposal) : null,
    };
    const { gift_certificate_id: _id, ...update } = row;
    await db
      .insertInto('gift_certificate')
      .values(row)
      .onConflict((oc) => oc.column('gift_certificate_id').doUpdateSet(update))
      .execute();
    for (const a of g.assigned ?? []) {
      const user = await db
        .selectFrom('app_user')
        .select('user_id')
        .where('email_lower', '=', a.email.toLowerCase())
        .executeTakeFirst();
      if (!user) continue;
      const { count } = await db
        .selectFrom('user_gift_certificate')
        .select(db.fn.countAll<string>().as('count'))
        .where('gift_certificate_id', '=', g.id)
        .where('user_id', '=', user.user_id)
        .executeTakeFirstOrThrow();
      for (let i = Number(count); i < a.copies; i++) {
        const used = i < (a.used ?? 0);
        await db
          .insertInto('user_gift_certificate')
          .values({
            gift_certificate_id: g.id,
            user_id: user.user_id,
            used_at: used ? romeMidnight(today, -20) : null,
          })
          .execute();
      }
    }
  }
  await handle.exec(
    `select setval(pg_get_serial_sequence('gift_certificate', 'gift_certificate_id'), greatest((select max(gift_certificate_id) from gift_certificate), 1))`,
  );
  return DEMO_GIFTS.length;
}
