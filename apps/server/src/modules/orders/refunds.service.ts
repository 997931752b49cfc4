// Refund requests (spec 001 §3 Refund, §4 refund statuses 1/3/10, methods 6/7): a refund
// gives back what each line cost after its discounts (the order's priced document, ADR
// 0021), and the refunds of a line, of an order and of its payment never add up to more
// than was delivered, what the line cost and what was captured (checked here under the
// order's lock, and by the database).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Refund } from '@sporta/contracts';
import {
  centsToEuro,
  ORDER_STATUS,
  REFUND_MESSAGES,
  REFUND_METHOD_LABELS,
  REFUND_STATUS,
  REFUND_STATUS_LABELS,
  refundLineCents,
  type RefundMethodId,
  type RefundStatusId,
} from '@sporta/domain';
import { AppError } from '../../platform/errors';
import { loyaltySpend, type OrderSpend } from './order-pricing';
import type { Executor } from './orders.repository';
import type { OrdersService } from './orders.service';
import { RefundsRepository, type RefundRecord } from './refunds.repository';
import { business, fieldMessage } from '../../platform/http';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const METHOD_REFUND = 6;

export const refundMessages = {
  notFound: 'La richiesta di rimborso non esiste o non appartiene al tuo account.',
  photoNotFound: 'La foto richiesta non esiste.',
  line: 'Il prodotto indicato non fa parte di questo ordine.',
  requested: (id: number) => `Richiesta n. ${id} inviata: la valuteremo al più presto.`,
  decided: (id: number) => `La richiesta di rimborso n. ${id} non esiste o è già stata decisa.`,
};

export interface RefundRequest {
  orderId: number;
  methodId: number;
  reason: string;
  items: { orderItemId: number; quantity: number }[];
  /** Already checked: a real JPEG, PNG or WebP within the size limit. */
  photo: { buffer: Buffer; mimetype: string } | null;
}

/**
 * What happens when a refund of an order is approved, in the same transaction (the loyalty
 * module takes back the points of what was refunded): the order's spend as in OnDelivered, and
 * its approved refunds so far, this one included, with the part on lines bought on promotion.
 */
export type OnRefunded = (
  trx: Executor,
  order: OrderSpend & { refundedCents: number; refundedPromotedCents: number },
) => Promise<unknown>;

export class RefundsService {
  readonly repo: RefundsRepository;

  constructor(
    private readonly orders: OrdersService,
    /** A folder no static route serves (config.privateDir): photos go out only through `photo`. */
    private readonly privateDir: string,
    private readonly onRefunded: OnRefunded = async () => {},
  ) {
    this.repo = new RefundsRepository(orders.repo.db);
  }

  private get dir() {
    return path.join(this.privateDir, 'refunds');
  }

  dto(r: RefundRecord): Refund {
    return {
      refundId: r.refundId,
      orderId: r.orderId,
      refundStatusId: r.refundStatusId,
      refundStatusDescr: REFUND_STATUS_LABELS[r.refundStatusId as RefundStatusId] ?? '',
      methodId: r.methodId,
      methodDescr: REFUND_METHOD_LABELS[r.methodId as RefundMethodId] ?? '',
      reason: r.reason,
      imageUrl: r.imagePath ? `/ebsn/api/order-refund/image?refund_id=${r.refundId}` : null,
      amount: centsToEuro(r.amountCents),
      createdAt: r.createdAt.toISOString(),
      items: r.items.map((i) => ({
        orderItemId: i.orderItemId,
        productId: i.productId,
        name: i.name,
        quantity: i.quantity,
        amount: centsToEuro(i.amountCents),
      })),
    };
  }

  async view(userId: number, refundId: number): Promise<Refund> {
    const [r] = await this.repo.ofUser(userId, { refundId });
    if (!r) throw business('error.refund.not_found', refundMessages.notFound);
    return this.dto(r);
  }

  async list(userId: number, orderId?: number): Promise<Refund[]> {
    return (await this.repo.ofUser(userId, { orderId })).map((r) => this.dto(r));
  }

  async photo(userId: number, refundId: number): Promise<{ data: Buffer; type: string }> {
    const [r] = await this.repo.ofUser(userId, { refundId });
    if (!r?.imagePath) throw business('error.refund.not_found', refundMessages.photoNotFound);
    const data = await fs.promises.readFile(path.join(this.dir, path.basename(r.imagePath)));
    return { data, type: r.imageType ?? 'application/octet-stream' };
  }

  /**
   * A request for delivered lines. Each line gives back its share of what it cost after its
   * discounts (refund, method 6) or nothing (replacement, 7); either way the quantity is
   * claimed, so the same goods are never claimed twice. All or nothing: the photo is kept
   * only when the request is.
   */
  async request(userId: number, input: RefundRequest): Promise<Refund> {
    const ids = input.items.map((i) => i.orderItemId);
    if (new Set(ids).size !== ids.length)
      throw AppError.validation('error.validation', fieldMessage('items', REFUND_MESSAGES.duplicateLine));
    const order = await this.orders.requireOrder(userId, input.orderId);
    const delivered = [
      ORDER_STATUS.DELIVERED,
      ORDER_STATUS.PARTIALLY_DELIVERED,
      ORDER_STATUS.RECEIPTED,
    ] as number[];
    if (!delivered.includes(order.orderStatusId))
      throw business('error.refund.not_delivered', REFUND_MESSAGES.notDelivered);

    let imagePath: string | null = null;
    if (input.photo) {
      fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      imagePath = `${order.orderId}-${randomBytes(8).toString('hex')}.${EXT[input.photo.mimetype]}`;
      await fs.promises.writeFile(path.join(this.dir, imagePath), input.photo.buffer);
    }
    try {
      const refundId = await this.repo.transaction(async (trx) => {
        const locked = await this.repo.lockOrder(trx, order.orderId);
        const items = await this.orders.repo.items(order.orderId, trx);
        let total = 0;
        const lines = input.items.map((l) => {
          const item = items.find((i) => i.orderItemId === l.orderItemId);
          if (!item) throw business('error.refund.line', refundMessages.line);
          const deliveredQuantity = item.loose
            ? (item.deliveredWeightGrams ?? item.weightGrams ?? 0) / 1000
            : (item.deliveredQuantity ?? item.quantity);
          if (!item.loose && !Number.isInteger(l.quantity))
            throw business('error.refund.quantity', `${REFUND_MESSAGES.quantity}: ${item.name}.`);
          if (l.quantity > deliveredQuantity + 1e-9)
            throw business('error.refund.quantity', `${REFUND_MESSAGES.quantity}: ${item.name}.`);
          const cents = refundLineCents(
            {
              payCents: item.finalPayCents ?? item.payCents,
              deliveredQuantity,
              refundedQuantity: item.refundedQuantity,
              refundedCents: item.refundedCents,
            },
            l.quantity,
          );
          if (cents === null)
            throw business('error.refund.claimed', `${REFUND_MESSAGES.alreadyClaimed}: ${item.name}.`);
          const amountCents = input.methodId === METHOD_REFUND ? cents : 0;
          total += amountCents;
          return { orderItemId: item.orderItemId, quantity: l.quantity, amountCents };
        });
        if (locked && locked.refunded_cents + total > locked.captured_cents)
          throw business('error.refund.over_captured', REFUND_MESSAGES.overCaptured);
        return this.repo.insert(trx, {
          orderId: order.orderId,
          userId,
          methodId: input.methodId,
          reason: input.reason,
          imagePath,
          imageType: input.photo?.mimetype ?? null,
          lines,
        });
      });
      return this.view(userId, refundId);
    } catch (err) {
      if (imagePath) await fs.promises.rm(path.join(this.dir, imagePath), { force: true });
      throw err;
    }
  }

  /** Approves (3) or cancels (10, what it claimed is given back) a request in approval. */
  async decide(refundId: number, approve: boolean): Promise<{ refundId: number; status: number }> {
    const status = approve ? REFUND_STATUS.APPROVED : REFUND_STATUS.CANCELLED;
    if (!(await this.repo.decide(refundId, status, !approve, (trx, orderId) => this.approved(trx, orderId))))
      throw business('error.refund.not_found', refundMessages.decided(refundId));
    return { refundId, status };
  }

  /** A refund of the order was approved: what it means for the order's loyalty points. */
  private async approved(trx: Executor, orderId: number) {
    const order = await this.orders.repo.lock(trx, orderId);
    if (!order) return;
    const items = await this.orders.repo.items(orderId, trx);
    const promoted = new Set(items.filter((i) => i.promotion !== null).map((i) => i.orderItemId));
    const lines = await this.repo.approvedLines(trx, orderId);
    await this.onRefunded(trx, {
      orderId,
      userId: order.userId,
      storeId: order.storeId,
      ...loyaltySpend(order, items),
      refundedCents: lines.reduce((n, l) => n + l.amountCents, 0),
      refundedPromotedCents: lines
        .filter((l) => promoted.has(l.orderItemId))
        .reduce((n, l) => n + l.amountCents, 0),
    });
  }
}
