// How an order reads in Italian: its status chip (the labels of spec 001 §4, given by the
// server from the same table), its service, slot and quantities.
import Button, { type ButtonProps } from '@mui/material/Button';
import type { Order, Refund } from '@sporta/contracts';
import {
  DELIVERY_SERVICE_KIND_LABELS,
  deliveryService,
  ORDER_STATUS,
  REFUND_STATUS,
} from '@sporta/domain/status';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatQuantity, formatWeekday } from '../../../ui/format';
import { StatusChip, type ChipColor } from '../../../ui/status-chip';

function orderStatusColor(id: number): ChipColor {
  if (id === ORDER_STATUS.CANCELLED) return 'default';
  if (([ORDER_STATUS.UNPAID, 13, 14, 12, 21] as number[]).includes(id)) return 'error';
  if (([1, 2, 19] as number[]).includes(id)) return 'warning';
  if (([8, 9, 18] as number[]).includes(id)) return 'success';
  return 'info';
}

export function OrderStatusChip({ order }: { order: Pick<Order, 'orderStatusId' | 'orderStatusDescr'> }) {
  return (
    <StatusChip
      label={order.orderStatusDescr}
      color={orderStatusColor(order.orderStatusId)}
      testId="order-status"
    />
  );
}

export function RefundStatusChip({ id, label }: { id: number; label: string }) {
  const color: ChipColor =
    id === REFUND_STATUS.APPROVED ? 'success' : id === REFUND_STATUS.CANCELLED ? 'default' : 'warning';
  return <StatusChip label={label} color={color} testId="refund-status" />;
}

/** A small button to the page of an order (the list's details, a replaced or replacing order). */
export function OrderLinkButton({ orderId, ...props }: ButtonProps & { orderId: number }) {
  return <Button component={Link} to={`/profile/orders/${orderId}`} size="small" {...props} />;
}

/** How an order is headed in the list and on its page: its number and its status chip. */
export function orderHeading(order: Pick<Order, 'orderId' | 'orderStatusId' | 'orderStatusDescr'>) {
  return {
    title: t('orders.number', { orderId: order.orderId }),
    chip: <OrderStatusChip order={order} />,
  };
}

/** How a refund request is headed in the list and on its page: its number and its status chip. */
export function refundHeading(refund: Pick<Refund, 'refundId' | 'refundStatusId' | 'refundStatusDescr'>) {
  return {
    title: t('refunds.number', { refundId: refund.refundId }),
    chip: <RefundStatusChip id={refund.refundStatusId} label={refund.refundStatusDescr} />,
  };
}

export function serviceLabel(order: Pick<Order, 'deliveryServiceId'>): string {
  const info = order.deliveryServiceId === null ? undefined : deliveryService(order.deliveryServiceId);
  if (!info) return '';
  return `${DELIVERY_SERVICE_KIND_LABELS[info.kind]}${info.fast ? ' FAST' : ''}`;
}

export function slotText(order: Pick<Order, 'timeslot'>): string {
  return t('orders.slot', {
    date: formatWeekday(order.timeslot.date),
    begin: order.timeslot.beginTime,
    end: order.timeslot.endTime,
  });
}

export function quantityText(loose: boolean, quantity: number): string {
  return t(loose ? 'orders.weight' : 'orders.pieces', { quantity: formatQuantity(quantity) });
}

export function addressText(order: Pick<Order, 'shippingAddress'>): string {
  const a = order.shippingAddress as Record<string, unknown>;
  const str = (k: string) => (typeof a[k] === 'string' ? (a[k] as string).trim() : '');
  const street = [str('address1'), str('addressNumber')].filter(Boolean).join(' ');
  const city = [str('postalcode'), str('city'), str('province') && `(${str('province')})`]
    .filter(Boolean)
    .join(' ');
  return [str('addressName'), street, city].filter(Boolean).join(' – ');
}

/** The amount an order costs: the final total once weighed, else the total at the buy. */
export function orderTotal(order: Pick<Order, 'finalGrossTotal' | 'grossTotal'>): number {
  return order.finalGrossTotal ?? order.grossTotal;
}

/** Delivered orders take refund requests (the server's rule: 8, 9, 18). */
export function canRequestRefund(order: Pick<Order, 'orderStatusId'>): boolean {
  return ([8, 9, 18] as number[]).includes(order.orderStatusId);
}

/** Drive orders to collect can book a parking bay (the server's rule: 3 to 6, not replaced). */
export function canReserveParking(order: Pick<Order, 'orderStatusId' | 'addressType' | 'replacedByOrderId'>) {
  return (
    order.addressType === 'drive' &&
    order.replacedByOrderId === null &&
    ([3, 4, 5, 6] as number[]).includes(order.orderStatusId)
  );
}

/** The payment can still change while it is pending (1, 2, 11). */
export function canChangePayment(order: Pick<Order, 'orderStatusId' | 'replacedByOrderId'>) {
  return order.replacedByOrderId === null && ([1, 2, 11] as number[]).includes(order.orderStatusId);
}
