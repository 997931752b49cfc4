// The payment-dues module's public face (issue 25: the documents a member owes the cooperative).
export { DUE_PAGE, DUE_RETURN_PATH, PaymentDuesService } from './payment-dues.service';
export { paymentDueRoutes } from './payment-dues.routes';
