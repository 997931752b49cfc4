// The orders module's public face (checkout, payments, orders, refunds, fulfilment).
export { OrdersService, type OrdersContext } from './orders.service';
export { CheckoutService } from './checkout.service';
export { PaymentsService } from './payments.service';
export { OrderHistoryService } from './order-history.service';
export { RefundsService } from './refunds.service';
export {
  FulfilmentService,
  nextStatus,
  notDeliveredStatus,
  type AdvanceResult,
  type PickedLine,
} from './fulfilment.service';
export { TestGateway, TEST_CARDS, TEST_OTP } from './test-gateway';
export { fulfilmentKey } from './fulfilment-key';
export type { PaymentProvider, PaymentResult } from './payment-provider';
export { createPaymentProvider } from './payment-providers';
export { checkoutMessages, choicesOf, type CheckoutChoices } from './checkout.service';
export { orderMessages, statusLabel } from './orders.service';
