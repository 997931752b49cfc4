// SQL of the store's order board (issue 26): the orders of a day for a store's warehouses, with
// their slot, service, customer, status and lines; read only (orders change through fulfilment).
import type { SelectedOption } from '@sporta/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db';

export interface PickLineRow {
  orderItemId: number;
  productId: number;
  name: string;
  image: string;
  loose: boolean;
  quantity: number;
  weightGrams: number | null;
  selectedOptions: SelectedOption[];
  barcode: string;
  itemCode: string;
  acceptAlternatives: boolean;
  department: string;
  departmentPosition: number;
}

export interface BoardOrderRow {
  orderId: number;
  orderStatusId: number;
  warehouseId: number;
  deliveryServiceId: number;
  serviceName: string;
  addressType: string;
  date: string;
  beginTime: string;
  endTime: string;
  customer: string;
  grossTotalCents: number;
  finalGrossTotalCents: number | null;
  acceptAlternatives: boolean;
  lines: number;
  looseLines: { orderItemId: number; name: string; orderedGrams: number }[];
}

export class OrderBoardRepository {
  constructor(private readonly db: Database) {}

  /** The day's orders of the warehouses (all when null), in slot order; replaced orders left out. */
  async day(warehouseIds: number[] | null, date: string, warehouseId?: number): Promise<BoardOrderRow[]> {
    const scope = [
      sql`o.delivery_date = ${date}::date`,
      sql`o.replaced_by_order_id is null`,
      sql`o.order_status_id <> 1`,
    ];
    if (warehouseIds !== null) scope.push(sql`o.warehouse_id = any(${warehouseIds}::int[])`);
    if (warehouseId !== undefined) scope.push(sql`o.warehouse_id = ${warehouseId}`);
    return this.orders(scope);
  }

  /** One order as the board shows it (undefined when there is none). */
  async order(orderId: number): Promise<BoardOrderRow | undefined> {
    return (await this.orders([sql`o.order_id = ${orderId}`]))[0];
  }

  private async orders(scope: RawBuilder<unknown>[]): Promise<BoardOrderRow[]> {
    const rows = await sql<{
      order_id: number;
      order_status_id: number;
      warehouse_id: number;
      delivery_service_id: number;
      service_name: string | null;
      address_type: string | null;
      delivery_date: string;
      begin_time: string;
      end_time: string;
      first_name: string | null;
      last_name: string | null;
      gross_total_cents: number;
      final_gross_total_cents: number | null;
      accept_alternatives: boolean;
      lines: number;
      loose: { order_item_id: number; name: string; weight_grams: number | null }[] | null;
    }>`select o.order_id, o.order_status_id, o.warehouse_id, o.delivery_service_id, ds.name as service_name,
              o.address_type, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.begin_time, o.end_time,
              u.first_name, u.last_name, o.gross_total_cents, o.final_gross_total_cents, o.accept_alternatives,
              (select count(*)::int from order_item i where i.order_id = o.order_id) as lines,
              (select json_agg(json_build_object('order_item_id', i.order_item_id, 'name', i.name,
                        'weight_grams', i.weight_grams) order by i.order_item_id)
                 from order_item i where i.order_id = o.order_id and i.loose) as loose
         from customer_order o
         join app_user u on u.user_id = o.user_id
         left join delivery_service ds on ds.delivery_service_id = o.delivery_service_id
        where ${sql.join(scope, sql` and `)}
        order by o.begin_time, o.delivery_service_id, o.order_id`.execute(this.db);
    return rows.rows.map((r) => ({
      orderId: r.order_id,
      orderStatusId: r.order_status_id,
      warehouseId: r.warehouse_id,
      deliveryServiceId: r.delivery_service_id,
      serviceName: r.service_name ?? '',
      addressType: r.address_type ?? '',
      date: r.delivery_date,
      beginTime: r.begin_time,
      endTime: r.end_time,
      customer: [r.first_name, r.last_name].filter(Boolean).join(' '),
      grossTotalCents: r.gross_total_cents,
      finalGrossTotalCents: r.final_gross_total_cents,
      acceptAlternatives: r.accept_alternatives,
      lines: Number(r.lines),
      looseLines: (r.loose ?? []).map((l) => ({
        orderItemId: l.order_item_id,
        name: l.name,
        orderedGrams: l.weight_grams ?? 0,
      })),
    }));
  }

  /** An order's lines as a picker needs them, with the department (top category) of each. */
  async pickLines(orderId: number): Promise<PickLineRow[]> {
    const rows = await sql<{
      order_item_id: number;
      product_id: number;
      name: string;
      image: string | null;
      loose: boolean;
      quantity: number;
      weight_grams: number | null;
      selected_options: SelectedOption[] | null;
      barcode: string | null;
      cod_int: string | null;
      accept_alternatives: boolean;
      department: string | null;
      department_position: number | null;
    }>`select i.order_item_id, i.product_id, i.name, p.image, i.loose, i.quantity, i.weight_grams,
              i.selected_options, p.barcode, p.cod_int, i.accept_alternatives,
              coalesce(case when c3.depth = 1 then c3.name end, case when c2.depth = 1 then c2.name end,
                       c.name) as department,
              coalesce(case when c3.depth = 1 then c3.position end, case when c2.depth = 1 then c2.position end,
                       c.position) as department_position
         from order_item i
         left join product p on p.product_id = i.product_id
         left join category c on c.category_id = p.category_id
         left join category c2 on c2.category_id = c.parent_id
         left join category c3 on c3.category_id = c2.parent_id
        where i.order_id = ${orderId}
        order by i.order_item_id`.execute(this.db);
    return rows.rows.map((r) => ({
      orderItemId: r.order_item_id,
      productId: r.product_id,
      name: r.name,
      image: r.image ?? '',
      loose: r.loose,
      quantity: Number(r.quantity),
      weightGrams: r.weight_grams,
      selectedOptions: r.selected_options ?? [],
      barcode: r.barcode ?? '',
      itemCode: r.cod_int ?? '',
      acceptAlternatives: r.accept_alternatives,
      department: r.department ?? 'Altri prodotti',
      departmentPosition: r.department_position ?? Number.MAX_SAFE_INTEGER,
    }));
  }

  async warehouseOf(orderId: number): Promise<{ warehouseId: number; orderStatusId: number } | undefined> {
    const r = await sql<{
      warehouse_id: number;
      order_status_id: number;
    }>`select warehouse_id, order_status_id
      from customer_order where order_id = ${orderId}`.execute(this.db);
    const row = r.rows[0];
    return row ? { warehouseId: row.warehouse_id, orderStatusId: row.order_status_id } : undefined;
  }
}
