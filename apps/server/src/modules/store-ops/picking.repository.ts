// SQL of picking on the shop floor (issue 26, ADR 0055). Owner of order_item_pick: one row per
// order line with the picker's outcome. A write takes a SHARE lock on the order row: pickers
// recording different lines of one order do not wait for each other, while closing the picking
// (FulfilmentService takes the row FOR UPDATE) waits for them and no outcome lands after it.
// The row itself is an upsert, so two pickers on the same line never fail or duplicate it.
import type { PickOutcome } from '@sporta/contracts';
import type { PickOutcomeKind } from '@sporta/domain';
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import type { Executor } from '../delivery';

export interface SavedPick {
  orderItemId: number;
  outcome: PickOutcomeKind;
  quantity: number;
  grams: number | null;
  substitute: { productId: number; name: string; listUnitCents: number; vatPct: number } | null;
  pickedBy: string;
  pickedAt: Date;
}

export interface PickLineTarget {
  orderItemId: number;
  orderId: number;
  productId: number;
  name: string;
  loose: boolean;
  quantity: number;
  acceptAlternatives: boolean;
  categoryId: number | null;
}

export interface CandidateRow {
  productId: number;
  name: string;
  description: string;
  image: string;
  loose: boolean;
  barcode: string;
  itemCode: string;
  listUnitCents: number;
  vatPct: number;
  categoryId: number;
}

/** A saved outcome as the pick list shows it. */
export function pickView(p: SavedPick): PickOutcome {
  return {
    outcome: p.outcome,
    quantity: p.quantity,
    grams: p.grams,
    substitute: p.substitute
      ? { productId: p.substitute.productId, name: p.substitute.name, unitCents: p.substitute.listUnitCents }
      : null,
    pickedBy: p.pickedBy,
    pickedAt: p.pickedAt.toISOString(),
  };
}

export class PickingRepository {
  constructor(readonly db: Database) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /** The order's status and warehouse, under a SHARE lock (see the header). */
  async shareLock(
    trx: Executor,
    orderId: number,
  ): Promise<{ orderStatusId: number; warehouseId: number } | undefined> {
    const r = await sql<{
      order_status_id: number;
      warehouse_id: number;
    }>`select order_status_id, warehouse_id
      from customer_order where order_id = ${orderId} for share`.execute(trx);
    const row = r.rows[0];
    return row ? { orderStatusId: row.order_status_id, warehouseId: row.warehouse_id } : undefined;
  }

  async line(orderItemId: number, executor: Executor = this.db): Promise<PickLineTarget | undefined> {
    const r = await sql<{
      order_item_id: number;
      order_id: number;
      product_id: number;
      name: string;
      loose: boolean;
      quantity: number;
      accept_alternatives: boolean;
      category_id: number | null;
    }>`select i.order_item_id, i.order_id, i.product_id, i.name, i.loose, i.quantity, i.accept_alternatives,
              p.category_id
         from order_item i left join product p on p.product_id = i.product_id
        where i.order_item_id = ${orderItemId}`.execute(executor);
    const row = r.rows[0];
    return row
      ? {
          orderItemId: row.order_item_id,
          orderId: row.order_id,
          productId: row.product_id,
          name: row.name,
          loose: row.loose,
          quantity: Number(row.quantity),
          acceptAlternatives: row.accept_alternatives,
          categoryId: row.category_id,
        }
      : undefined;
  }

  async upsert(
    trx: Executor,
    pick: {
      orderItemId: number;
      orderId: number;
      outcome: PickOutcomeKind;
      quantity: number;
      grams: number | null;
      substituteProductId: number | null;
      staffUserId: number;
      pickedBy: string;
    },
  ): Promise<void> {
    await sql`insert into order_item_pick (order_item_id, order_id, outcome, quantity, weight_grams,
                substitute_product_id, staff_user_id, picked_by, picked_at)
      values (${pick.orderItemId}, ${pick.orderId}, ${pick.outcome}, ${pick.quantity}, ${pick.grams},
              ${pick.substituteProductId}, ${pick.staffUserId}, ${pick.pickedBy}, now())
      on conflict (order_item_id) do update set outcome = excluded.outcome, quantity = excluded.quantity,
        weight_grams = excluded.weight_grams, substitute_product_id = excluded.substitute_product_id,
        staff_user_id = excluded.staff_user_id, picked_by = excluded.picked_by, picked_at = excluded.picked_at`.execute(
      trx,
    );
  }

  async remove(trx: Executor, orderItemId: number): Promise<boolean> {
    const r = await sql`delete from order_item_pick where order_item_id = ${orderItemId}`.execute(trx);
    return Number(r.numAffectedRows ?? 0) > 0;
  }

  /** The saved outcomes of an order, with the substitute's name and price in the order's warehouse. */
  async picks(orderId: number, executor: Executor = this.db): Promise<SavedPick[]> {
    const r = await sql<{
      order_item_id: number;
      outcome: PickOutcomeKind;
      quantity: number;
      weight_grams: number | null;
      substitute_product_id: number | null;
      sub_name: string | null;
      sub_price: number | null;
      sub_vat: number | null;
      picked_by: string;
      picked_at: Date;
    }>`select k.order_item_id, k.outcome, k.quantity, k.weight_grams, k.substitute_product_id,
              p.name as sub_name, coalesce(wp.price_cents, p.price_cents) as sub_price, p.vat_pct as sub_vat,
              k.picked_by, k.picked_at
         from order_item_pick k
         join customer_order o on o.order_id = k.order_id
         left join product p on p.product_id = k.substitute_product_id
         left join warehouse_product wp on wp.product_id = p.product_id and wp.warehouse_id = o.warehouse_id
        where k.order_id = ${orderId}
        order by k.order_item_id`.execute(executor);
    return r.rows.map((row) => ({
      orderItemId: row.order_item_id,
      outcome: row.outcome,
      quantity: Number(row.quantity),
      grams: row.weight_grams,
      substitute:
        row.substitute_product_id !== null
          ? {
              productId: row.substitute_product_id,
              name: row.sub_name ?? '',
              listUnitCents: Number(row.sub_price ?? 0),
              vatPct: Number(row.sub_vat ?? 0),
            }
          : null,
      pickedBy: row.picked_by,
      pickedAt: new Date(row.picked_at),
    }));
  }

  /**
   * Products a picker may take instead of a line's: same category and kind (loose or pieces),
   * another product, in stock at the warehouse, with their list price there; by name.
   */
  async candidates(
    line: PickLineTarget,
    warehouseId: number,
    productId?: number,
    executor: Executor = this.db,
  ): Promise<CandidateRow[]> {
    if (line.categoryId === null) return [];
    const only = productId !== undefined ? sql`and p.product_id = ${productId}` : sql``;
    const r = await sql<{
      product_id: number;
      name: string;
      description: string;
      image: string;
      tipologia: string;
      barcode: string;
      cod_int: string;
      list_cents: number;
      vat_pct: number;
      category_id: number;
    }>`select p.product_id, p.name, p.description, p.image, p.tipologia, p.barcode, p.cod_int,
              coalesce(wp.price_cents, p.price_cents) as list_cents, p.vat_pct, p.category_id
         from product p
         left join warehouse_product wp on wp.product_id = p.product_id and wp.warehouse_id = ${warehouseId}
        where p.category_id = ${line.categoryId} and p.product_id <> ${line.productId}
          and (p.tipologia = 'Sfuso') = ${line.loose}
          and coalesce(wp.available, 1000) > 0 ${only}
        order by p.name, p.product_id
        limit 50`.execute(executor);
    return r.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      description: row.description,
      image: row.image,
      loose: row.tipologia === 'Sfuso',
      barcode: row.barcode,
      itemCode: row.cod_int,
      listUnitCents: Number(row.list_cents),
      vatPct: Number(row.vat_pct),
      categoryId: row.category_id,
    }));
  }
}
