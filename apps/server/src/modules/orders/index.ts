// The orders module's public face (checkout, payments, orders, refunds, fulfilment).
export { ordersRoutes, testGatewayRoutes } from './orders.plugin';
export { OrdersService } from './orders.service';
export { RefundsService } from './refunds.service';
export { FulfilmentService, nextStatus, type AdvanceResult } from './fulfilment.service';
export { TestGateway, TEST_CARDS, TEST_OTP } from './test-gateway';
export { fulfilmentKey } from './orders.routes';
export type { PaymentProvider, PaymentResult } from './payment-provider';
