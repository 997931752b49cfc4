// Demo wishlists: Giulia's weekly list, shared read-only (grant READ) with Mario, and Mario's
// barbecue list, shared with Giulia so she can add to it (grant WRITE) — seed 002 §3
// sharingData.grant, §5. Re-seeding replaces them (lists are found by owner and name).
import type { DatabaseHandle } from '../../src/platform/db';

interface DemoList {
  owner: string;
  name: string;
  isDefault: boolean;
  /** product ids (the first of them present in any catalogue size) and pieces */
  items: [number, number][];
  sharedWith: { email: string; grant: 'READ' | 'WRITE' }[];
}

export const DEMO_LISTS: readonly DemoList[] = [
  {
    owner: 'giulia.bianchi@example.com',
    name: 'La spesa di Giulia',
    isDefault: true,
    items: [
      [2, 2],
      [5, 1],
      [9, 1],
      [14, 3],
      [20, 1],
    ],
    sharedWith: [{ email: 'mario.rossi@example.com', grant: 'READ' }],
  },
  {
    owner: 'mario.rossi@example.com',
    name: 'Grigliata con Giulia',
    isDefault: false,
    items: [
      [3, 1],
      [11, 2],
    ],
    sharedWith: [{ email: 'giulia.bianchi@example.com', grant: 'WRITE' }],
  },
];

export async function seedDemoLists(handle: DatabaseHandle): Promise<number> {
  const db = handle.db;
  const idOf = async (email: string) =>
    (
      await db
        .selectFrom('app_user')
        .select('user_id')
        .where('email_lower', '=', email.toLowerCase())
        .executeTakeFirst()
    )?.user_id;
  let made = 0;
  for (const l of DEMO_LISTS) {
    const owner = await idOf(l.owner);
    if (owner === undefined) continue;
    await db.deleteFrom('wishlist').where('user_id', '=', owner).where('name', '=', l.name).execute();
    if (l.isDefault)
      await db.updateTable('wishlist').set({ is_default: false }).where('user_id', '=', owner).execute();
    const { wishlist_id } = await db
      .insertInto('wishlist')
      .values({ user_id: owner, name: l.name, is_default: l.isDefault })
      .returning('wishlist_id')
      .executeTakeFirstOrThrow();
    const present = new Set(
      (
        await db
          .selectFrom('product')
          .select('product_id')
          .where(
            'product_id',
            'in',
            l.items.map(([id]) => id),
          )
          .where('tipologia', '<>', 'Sfuso')
          .execute()
      ).map((r) => r.product_id),
    );
    const items = l.items.filter(([id]) => present.has(id));
    if (items.length)
      await db
        .insertInto('wishlist_item')
        .values(items.map(([product_id, quantity]) => ({ wishlist_id, product_id, quantity })))
        .execute();
    for (const s of l.sharedWith) {
      const user = await idOf(s.email);
      if (user !== undefined)
        await db
          .insertInto('wishlist_share')
          .values({ wishlist_id, user_id: user, grant_type: s.grant })
          .execute();
    }
    made += 1;
  }
  return made;
}
