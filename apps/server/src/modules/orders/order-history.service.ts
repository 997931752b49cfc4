// The order history calls of spec 001 §7 beyond order/list: orders across every shipping
// address, orders of the whole person with suborder filters, and the customer's lifetime
// figures (customer-lifetime/user_info). Sporta has one account per person and one
// suborder per order (the warehouse that prepares it), so both lists read the account's
// orders; list-for-all-user-shipping-addresses adds the addresses the orders went to.
import { centsToEuro, euroToCents, romeDate } from '@sporta/domain';
import type { AllOrders, AllOrdersQuery, CustomerLifetime, ShippingAddressSummary } from '@sporta/contracts';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { accountSummary } from '../account';
import type { CatalogService } from '../catalog';
import { OrderHistoryRepository, type OrderHistoryFilter } from './order-history.repository';
import type { OrderRecord } from './orders.repository';
import { statusLabel, type OrdersService } from './orders.service';

const ORDER_PAGE_SIZE = 12;
const DAY_MS = 86_400_000;

function filterOf(q: AllOrdersQuery): OrderHistoryFilter {
  return {
    showPending: q.show_pending ?? false,
    showReplaced: q.show_replaced ?? false,
    orderId: q.order_id_filter,
    fromDate: q.order_from_date_filter,
    toDate: q.order_to_date_filter,
    suborderId: q.suborder_id_filter,
    warehouseId: q.suborder_warehouseid_filter,
    deliveryFromDate: q.suborder_delivery_from_date_filter,
    deliveryToDate: q.suborder_delivery_to_date_filter,
    addressId: q.shipping_address_id_filter,
    fromGrossCents: q.from_gross_total === undefined ? undefined : euroToCents(q.from_gross_total),
    toGrossCents: q.to_gross_total === undefined ? undefined : euroToCents(q.to_gross_total),
  };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export class OrderHistoryService {
  readonly repo: OrderHistoryRepository;

  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
    private readonly catalog: CatalogService,
  ) {
    this.repo = new OrderHistoryRepository(db);
  }

  async list(userId: number, q: AllOrdersQuery, options: { shippingAddresses: boolean }): Promise<AllOrders> {
    const page = Math.max(1, q.page ?? 1);
    const pageSize = q.page_size ?? ORDER_PAGE_SIZE;
    const [{ total, orders }, addresses] = await Promise.all([
      this.repo.list(userId, filterOf(q), page, pageSize),
      options.shippingAddresses ? this.repo.shippingAddresses(userId) : Promise.resolve(undefined),
    ]);
    const items = await this.orders.repo.itemsOf(orders.map((o) => o.orderId));
    const names = await this.warehouseNames(orders);
    const dtos = await Promise.all(
      orders.map(async (o) => ({
        ...(await this.orders.dto(o, { owner: true, items: items.get(o.orderId) ?? [] })),
        suborders: [this.suborder(o, names)],
      })),
    );
    return {
      orders: dtos,
      page: {
        selPage: page,
        totPages: Math.max(1, Math.ceil(total / pageSize)),
        totItems: total,
        itemsPerPage: pageSize,
      },
      ...(addresses
        ? {
            shippingAddresses: addresses.map((a): ShippingAddressSummary => ({
              addressId: a.addressId,
              addressType: a.addressType,
              deliveryServiceId: a.deliveryServiceId,
              addressName: text(a.shippingAddress.addressName),
              address1: [text(a.shippingAddress.address1), text(a.shippingAddress.addressNumber)]
                .filter(Boolean)
                .join(' '),
              city: text(a.shippingAddress.city),
              ordersCount: a.ordersCount,
              lastDeliveryDate: a.lastDeliveryDate,
            })),
          }
        : {}),
    };
  }

  private async warehouseNames(orders: OrderRecord[]): Promise<Map<number, string>> {
    const ids = [...new Set(orders.map((o) => o.warehouseId).filter((id): id is number => id !== null))];
    const found = await Promise.all(ids.map((warehouseId) => this.catalog.warehouse({ warehouseId })));
    return new Map(found.flatMap((w) => (w ? [[w.warehouseId, w.name] as [number, string]] : [])));
  }

  private suborder(o: OrderRecord, names: Map<number, string>) {
    return {
      suborderId: o.orderId,
      orderId: o.orderId,
      warehouseId: o.warehouseId,
      warehouseName: o.warehouseId === null ? null : (names.get(o.warehouseId) ?? null),
      deliveryServiceId: o.deliveryServiceId,
      deliveryDate: o.deliveryDate,
      beginTime: o.beginTime,
      endTime: o.endTime,
      orderStatusId: o.orderStatusId,
      orderStatusDescr: statusLabel(o.orderStatusId),
      deliveryStatusId: o.deliveryStatusId,
      grossTotal: centsToEuro(o.finalGrossTotalCents ?? o.grossTotalCents),
    };
  }

  /**
   * customer-lifetime/user_info: the logged customer's figures. `requestedUserId` must be the
   * session's own account (or the customer a back-office user acts as): nobody reads
   * another customer's figures.
   */
  async lifetime(
    userId: number,
    requestedUserId: number | undefined,
    now = new Date(),
  ): Promise<CustomerLifetime> {
    if (requestedUserId !== undefined && requestedUserId !== userId)
      throw AppError.forbidden(
        'Puoi consultare solo i dati del tuo account.',
        'error.customer_lifetime.other_user',
      );
    const [account, figures] = await Promise.all([
      accountSummary(this.db, userId),
      this.repo.lifetime(userId),
    ]);
    if (!account) throw AppError.notFound('Cliente non trovato.', 'error.customer_lifetime.not_found');
    const today = romeDate(now);
    return {
      userId,
      firstName: account.firstName,
      customerSince: romeDate(account.customerSince),
      storeId: account.storeId,
      fidelityCard: account.fidelityCard,
      ordersCount: figures.ordersCount,
      deliveredCount: figures.deliveredCount,
      openOrdersCount: figures.openOrdersCount,
      firstOrderDate: figures.firstOrderDate,
      lastOrderDate: figures.lastOrderDate,
      totalSpent: centsToEuro(figures.totalSpentCents),
      averageOrder: figures.ordersCount
        ? centsToEuro(Math.round(figures.totalSpentCents / figures.ordersCount))
        : null,
      daysSinceLastOrder: figures.lastOrderDate
        ? Math.round(
            (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${figures.lastOrderDate}T00:00:00Z`)) / DAY_MS,
          )
        : null,
      favouriteDeliveryServiceId: figures.favouriteDeliveryServiceId,
    };
  }
}
