// Builds the checkout, orders and fulfilment services on the cart, delivery and
// payment provider, registers their calls under /ebsn/api, and installs the
// account module's "orders to collect" check.
import type { FastifyInstance } from 'fastify';
import { startJobs, type JobRunner } from '../../platform/jobs';
import { createMailer } from '../../platform/mail';
import { setHasOrdersToCollect } from '../account';
import { checkoutRoutesOf } from './checkout.routes';
import { CheckoutService } from './checkout.service';
import { FulfilmentService } from './fulfilment.service';
import { orderHistoryRoutesOf } from './order-history.routes';
import { OrderHistoryService } from './order-history.service';
import { orderRoutesOf } from './orders.routes';
import { OrdersService } from './orders.service';
import { refundRoutesOf } from './refunds.routes';
import { NoPaymentProvider, type PaymentProvider } from './payment-provider';
import { RefundsService } from './refunds.service';
import { TestGateway } from './test-gateway';

/** The configured payment provider (PAYMENT_PROVIDER). */
export function paymentProvider(app: FastifyInstance): PaymentProvider {
  if (app.config.PAYMENT_PROVIDER === 'none') return new NoPaymentProvider();
  return new TestGateway(app.database.db, {
    hmacKey: app.config.PAYMENT_HMAC_KEY,
    merchantName: app.config.PAYMENT_MERCHANT_NAME,
    sessionMinutes: app.config.PAYMENT_SESSION_MINUTES,
  });
}

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const mailer = createMailer(app.config);
  app.addHook('onClose', async () => mailer.close());
  const carts = app.cart;
  const orders = new OrdersService(app.database.db, {
    carts,
    delivery: app.delivery,
    gifts: app.gifts,
    provider: paymentProvider(app),
    mailer,
    config: app.config,
    log: app.log,
  });
  const checkout = new CheckoutService(carts, orders);
  // Refund photos in privateDir: no static route serves them (only order-refund/image, to the owner).
  const refunds = new RefundsService(orders, app.config.privateDir);
  const fulfilment = new FulfilmentService(orders, refunds);
  setHasOrdersToCollect((userId) => orders.repo.hasOpenOrders(userId));

  let jobs: JobRunner | null = null;
  const config = app.config;
  app.addHook('onReady', async () => {
    jobs = await startJobs(
      [
        {
          name: 'orders-unpaid-sweep',
          everySeconds: config.SLOT_SWEEP_SECONDS,
          run: () => orders.sweepUnpaid(config.PAYMENT_SESSION_MINUTES),
        },
      ],
      { databaseUrl: config.NODE_ENV === 'test' ? undefined : config.DATABASE_URL, log: app.log },
    );
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });
  await app.register(checkoutRoutesOf(checkout, orders));
  await app.register(orderRoutesOf(orders, fulfilment));
  await app.register(orderHistoryRoutesOf(new OrderHistoryService(app.database.db, orders, app.catalog)));
  await app.register(refundRoutesOf(refunds));
}

/** The built-in test gateway's pages, on their own prefix (outside /ebsn/api). */
export async function testGatewayRoutes(app: FastifyInstance): Promise<void> {
  new TestGateway(app.database.db, {
    hmacKey: app.config.PAYMENT_HMAC_KEY,
    merchantName: app.config.PAYMENT_MERCHANT_NAME,
    sessionMinutes: app.config.PAYMENT_SESSION_MINUTES,
  }).routes(app);
}
