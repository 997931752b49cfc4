// SQL of refund requests. A request reserves what it asks for on its lines and on its
// order (order_item.refunded_quantity / refunded_cents, customer_order.refunded_cents) in
// the same transaction, under the order's row lock; the database's checks (migration
// 0012) refuse any sum above what was delivered, what each line cost and what was captured.
import { REFUND_STATUS } from '@sporta/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import type { DB } from '../../platform/db-schema';

type Executor = Kysely<DB>;

export interface RefundRecord {
  refundId: number;
  orderId: number;
  userId: number;
  refundStatusId: number;
  methodId: number;
  reason: string;
  imagePath: string | null;
  imageType: string | null;
  amountCents: number;
  createdAt: Date;
  items: { orderItemId: number; productId: number; name: string; quantity: number; amountCents: number }[];
}

export interface NewRefund {
  orderId: number;
  userId: number;
  methodId: number;
  reason: string;
  imagePath: string | null;
  imageType: string | null;
  lines: { orderItemId: number; quantity: number; amountCents: number }[];
}

export class RefundsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /** Locks the order row: refunds of one order are decided one at a time. */
  async lockOrder(trx: Executor, orderId: number) {
    return trx
      .selectFrom('customer_order')
      .select(['order_id', 'captured_cents', 'refunded_cents'])
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
  }

  async insert(trx: Executor, r: NewRefund): Promise<number> {
    const amount = r.lines.reduce((n, l) => n + l.amountCents, 0);
    const row = await trx
      .insertInto('order_refund')
      .values({
        order_id: r.orderId,
        user_id: r.userId,
        method_id: r.methodId,
        reason: r.reason,
        image_path: r.imagePath,
        image_type: r.imageType,
        amount_cents: amount,
      })
      .returning('refund_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_refund_item')
      .values(
        r.lines.map((l) => ({
          refund_id: row.refund_id,
          order_item_id: l.orderItemId,
          quantity: l.quantity,
          amount_cents: l.amountCents,
        })),
      )
      .execute();
    await this.reserve(trx, r.orderId, r.lines, 1);
    return row.refund_id;
  }

  /** Adds (sign 1) or gives back (sign -1) what a request claims on its lines and its order. */
  private async reserve(
    trx: Executor,
    orderId: number,
    lines: { orderItemId: number; quantity: number; amountCents: number }[],
    sign: 1 | -1,
  ) {
    for (const l of lines)
      await trx
        .updateTable('order_item')
        .set({
          refunded_quantity: sql`refunded_quantity + ${sign * l.quantity}`,
          refunded_cents: sql`refunded_cents + ${sign * l.amountCents}`,
        })
        .where('order_item_id', '=', l.orderItemId)
        .where('order_id', '=', orderId)
        .execute();
    const total = lines.reduce((n, l) => n + l.amountCents, 0);
    await trx
      .updateTable('customer_order')
      .set({ refunded_cents: sql`refunded_cents + ${sign * total}` })
      .where('order_id', '=', orderId)
      .execute();
  }

  /**
   * Decides a request in approval: approved (3) keeps what it claimed; cancelled (10) gives
   * it back. Answers false when there is no such request in approval.
   */
  async decide(
    refundId: number,
    status: number,
    cancelled: boolean,
    /** Runs in the same transaction once the request is approved (loyalty points). */
    onApproved: (trx: Executor, orderId: number) => Promise<unknown> = async () => {},
  ): Promise<boolean> {
    return this.transaction(async (trx) => {
      const r = await trx
        .selectFrom('order_refund')
        .select(['order_id'])
        .where('refund_id', '=', refundId)
        .executeTakeFirst();
      if (!r) return false;
      await this.lockOrder(trx, r.order_id);
      const updated = await trx
        .updateTable('order_refund')
        .set({ refund_status_id: status, updated_at: new Date() })
        .where('refund_id', '=', refundId)
        .where('refund_status_id', '=', 1)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (cancelled) {
        const lines = await trx
          .selectFrom('order_refund_item')
          .select(['order_item_id', 'quantity', 'amount_cents'])
          .where('refund_id', '=', refundId)
          .execute();
        await this.reserve(
          trx,
          r.order_id,
          lines.map((l) => ({
            orderItemId: l.order_item_id,
            quantity: Number(l.quantity),
            amountCents: l.amount_cents,
          })),
          -1,
        );
      } else await onApproved(trx, r.order_id);
      return true;
    });
  }

  /** The lines of an order's approved refunds, with what each gave back. */
  async approvedLines(trx: Executor, orderId: number) {
    return trx
      .selectFrom('order_refund_item as i')
      .innerJoin('order_refund as r', 'r.refund_id', 'i.refund_id')
      .select(['i.order_item_id as orderItemId', 'i.amount_cents as amountCents'])
      .where('r.order_id', '=', orderId)
      .where('r.refund_status_id', '=', REFUND_STATUS.APPROVED)
      .execute();
  }

  /** A customer's requests (one, those of an order, or all), newest first, with their lines: two queries. */
  async ofUser(
    userId: number,
    filter: { refundId?: number; orderId?: number } = {},
  ): Promise<RefundRecord[]> {
    let q = this.db
      .selectFrom('order_refund')
      .select([
        'refund_id',
        'order_id',
        'user_id',
        'refund_status_id',
        'method_id',
        'reason',
        'image_path',
        'image_type',
        'amount_cents',
        'created_at',
      ])
      .where('user_id', '=', userId);
    if (filter.refundId !== undefined) q = q.where('refund_id', '=', filter.refundId);
    if (filter.orderId !== undefined) q = q.where('order_id', '=', filter.orderId);
    const rows = await q.orderBy('refund_id', 'desc').execute();
    if (!rows.length) return [];
    const items = await this.db
      .selectFrom('order_refund_item as ri')
      .innerJoin('order_item as oi', 'oi.order_item_id', 'ri.order_item_id')
      .select([
        'ri.refund_id',
        'ri.order_item_id',
        'oi.product_id',
        'oi.name',
        'ri.quantity',
        'ri.amount_cents',
      ])
      .where(
        'ri.refund_id',
        'in',
        rows.map((r) => r.refund_id),
      )
      .orderBy('ri.order_item_id')
      .execute();
    return rows.map((r) => ({
      refundId: r.refund_id,
      orderId: r.order_id,
      userId: r.user_id,
      refundStatusId: r.refund_status_id,
      methodId: r.method_id,
      reason: r.reason,
      imagePath: r.image_path,
      imageType: r.image_type,
      amountCents: r.amount_cents,
      createdAt: r.created_at,
      items: items
        .filter((i) => i.refund_id === r.refund_id)
        .map((i) => ({
          orderItemId: i.order_item_id,
          productId: i.product_id,
          name: i.name,
          quantity: Number(i.quantity),
          amountCents: i.amount_cents,
        })),
    }));
  }
}
