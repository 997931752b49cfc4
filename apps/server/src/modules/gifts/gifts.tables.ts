// Kysely table types of the gifts module (snake_case as in SQL). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface GiftCertificateTable {
  gift_certificate_id: Generated<number>;
  kind: 'code' | 'voucher' | 'coupon';
  gift_code: string | null;
  name: string;
  description: Generated<string>;
  gift_adjustment_type_id: Generated<number>;
  discount_kind: 'percent' | 'amount';
  discount_value: number;
  max_discount_cents: number | null;
  min_spend_cents: Generated<number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  category_proposal: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export interface UserGiftCertificateTable {
  user_gift_certificate_id: Generated<number>;
  gift_certificate_id: number;
  user_id: number;
  cart_id: number | null;
  cart_item_id: number | null;
  order_id: number | null;
  assigned_at: GeneratedTimestamp;
  applied_at: Timestamp | null;
  used_at: Timestamp | null;
}

export interface GiftTables {
  gift_certificate: GiftCertificateTable;
  user_gift_certificate: UserGiftCertificateTable;
}
