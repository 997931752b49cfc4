// Demo member register of the three cooperatives (issue 25): loyalty cards with the holder's
// birth date and membership date, the cards the demo customers already hold online, and points
// earned at the till (one movement of last year's collection period, expired). Card numbers are
// 13-digit GS1 numbers with the prefixes we issue. Re-seeding adds nothing twice: members are
// upserted, held cards kept, till movements written only for a card that has none (the ledger
// is append-only).
import { collectionPeriodEnd, gs1CheckDigit, romeDate } from '@sporta/domain';
import type { DatabaseHandle } from '../../src/platform/db';

export function demoCardNumber(serial: number, prefix = '2460'): string {
  const data = `${prefix}${String(serial).padStart(8, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
}

interface DemoMember {
  card: string;
  storeId: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  memberSince: string;
  /** The demo account that holds the card online. */
  heldBy?: string;
  /** Till movements: [days ago, points, shop]. */
  till: readonly (readonly [number, number, string])[];
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    card: demoCardNumber(1001),
    storeId: 1,
    firstName: 'Mario',
    lastName: 'Rossi',
    birthDate: '1985-12-10',
    memberSince: '2012-03-01',
    heldBy: 'mario.rossi@example.com',
    till: [
      [400, 310, 'Monza centro'],
      [40, 264, 'Monza centro'],
      [21, 187, 'Milano Isola'],
      [9, 96, 'Monza centro'],
      [2, 143, 'Milano Isola'],
    ],
  },
  {
    card: demoCardNumber(1_000_001),
    storeId: 1,
    firstName: 'Anna',
    lastName: 'Rossi',
    birthDate: '1987-04-15',
    memberSince: '2015-09-12',
    till: [
      [30, 120, 'Monza centro'],
      [5, 58, 'Monza centro'],
    ],
  },
  {
    card: demoCardNumber(1_000_002),
    storeId: 1,
    firstName: 'Paolo',
    lastName: 'Galli',
    birthDate: '1960-07-08',
    memberSince: '1998-01-20',
    till: [[12, 75, 'Milano Isola']],
  },
  {
    card: demoCardNumber(9001),
    storeId: 1,
    firstName: 'Luca',
    lastName: 'Verdi',
    birthDate: '1978-05-03',
    memberSince: '2005-06-30',
    heldBy: 'operatore@example.com',
    till: [[15, 64, 'Monza centro']],
  },
  {
    card: demoCardNumber(1002),
    storeId: 2,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    birthDate: '1990-03-22',
    memberSince: '2018-02-14',
    heldBy: 'giulia.bianchi@example.com',
    till: [
      [380, 420, 'Bergamo Città Alta'],
      [33, 512, 'Bergamo Città Alta'],
      [8, 236, 'Bergamo Borgo Palazzo'],
    ],
  },
  {
    card: demoCardNumber(2_000_001),
    storeId: 2,
    firstName: 'Marco',
    lastName: 'Bianchi',
    birthDate: '1988-11-30',
    memberSince: '2019-05-04',
    till: [[18, 190, 'Bergamo Borgo Palazzo']],
  },
  {
    card: demoCardNumber(2_000_002),
    storeId: 2,
    firstName: 'Elena',
    lastName: 'Colombo',
    birthDate: '1975-02-14',
    memberSince: '2001-10-01',
    till: [[4, 88, 'Bergamo Città Alta']],
  },
  {
    card: demoCardNumber(3_000_001, '0460'),
    storeId: 3,
    firstName: 'Francesca',
    lastName: 'Ferrari',
    birthDate: '1982-09-05',
    memberSince: '2010-04-22',
    till: [
      [25, 215, 'Milano Navigli'],
      [6, 97, 'Milano Navigli'],
    ],
  },
  {
    card: demoCardNumber(3_000_002, '0460'),
    storeId: 3,
    firstName: 'Giorgio',
    lastName: 'Ricci',
    birthDate: '1955-01-20',
    memberSince: '1990-11-11',
    till: [[14, 132, 'Milano Navigli']],
  },
  {
    card: demoCardNumber(3_000_003, '0460'),
    storeId: 3,
    firstName: 'Sara',
    lastName: 'Marino',
    birthDate: '1995-06-12',
    memberSince: '2021-07-01',
    till: [[3, 45, 'Milano Navigli']],
  },
];

function daysAgo(today: string, days: number): Date {
  const d = new Date(`${today}T18:30:00+01:00`);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
}

export async function seedLoyalty(handle: DatabaseHandle, today: string): Promise<number> {
  const db = handle.db;
  for (const m of DEMO_MEMBERS) {
    const row = {
      card_number: m.card,
      store_id: m.storeId,
      first_name: m.firstName,
      last_name: m.lastName,
      birth_date: m.birthDate,
      member_since: m.memberSince,
    };
    const { card_number: _key, ...update } = row;
    await db
      .insertInto('loyalty_member')
      .values(row)
      .onConflict((oc) => oc.column('card_number').doUpdateSet(update))
      .execute();
    if (m.heldBy) {
      const user = await db
        .selectFrom('app_user')
        .select('user_id')
        .where('email_lower', '=', m.heldBy)
        .executeTakeFirst();
      if (user)
        await db
          .insertInto('loyalty_card')
          .values({ card_number: m.card, user_id: user.user_id, added_at: daysAgo(today, 60) })
          .onConflict((oc) => oc.column('card_number').doNothing())
          .execute();
    }
    const has = await db
      .selectFrom('loyalty_movement')
      .select('movement_id')
      .where('card_number', '=', m.card)
      .where('kind', '=', 'till')
      .executeTakeFirst();
    if (has || !m.till.length) continue;
    await db
      .insertInto('loyalty_movement')
      .values(
        m.till.map(([ago, points, shop]) => {
          const at = daysAgo(today, ago);
          return {
            card_number: m.card,
            user_id: null,
            kind: 'till' as const,
            points,
            reason: `Spesa in negozio, ${shop}`,
            period_end: collectionPeriodEnd(m.storeId, romeDate(at)),
            created_at: at,
          };
        }),
      )
      .execute();
  }
  return DEMO_MEMBERS.length;
}
