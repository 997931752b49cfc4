// Kysely table types of the lists module (snake_case as in SQL). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WishlistTable {
  wishlist_id: Generated<number>;
  user_id: number;
  name: string;
  is_default: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface WishlistItemTable {
  item_id: Generated<number>;
  wishlist_id: number;
  product_id: number;
  quantity: Generated<number>;
  weight_grams: number | null;
  created_at: GeneratedTimestamp;
}

export interface WishlistShareTable {
  wishlist_id: number;
  user_id: number;
  grant_type: 'READ' | 'WRITE';
  created_at: GeneratedTimestamp;
}

export interface ListTables {
  wishlist: WishlistTable;
  wishlist_item: WishlistItemTable;
  wishlist_share: WishlistShareTable;
}
