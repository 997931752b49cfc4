// The payment provider chosen by configuration (PAYMENT_PROVIDER): the one place that knows the
// implementations. Add a real provider here, behind the PaymentProvider interface.
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { NoPaymentProvider, type PaymentProvider } from './payment-provider';
import { TestGateway } from './test-gateway';

export type PaymentProviderName = Config['PAYMENT_PROVIDER'];

export function createPaymentProvider(
  config: Pick<
    Config,
    'PAYMENT_PROVIDER' | 'PAYMENT_HMAC_KEY' | 'PAYMENT_MERCHANT_NAME' | 'PAYMENT_SESSION_MINUTES'
  >,
  db: Database,
): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'none':
      return new NoPaymentProvider();
    case 'test-gateway':
      return new TestGateway(db, {
        hmacKey: config.PAYMENT_HMAC_KEY,
        merchantName: config.PAYMENT_MERCHANT_NAME,
        sessionMinutes: config.PAYMENT_SESSION_MINUTES,
      });
  }
}
