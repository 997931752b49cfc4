// Payment providers: hosted/redirect flows only. Card data is typed on the
// provider's page, never on ours; the provider sends the browser back with a
// signed result that the shop verifies before changing anything.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';

export type PaymentOutcome = 'approved' | 'declined' | 'timeout' | 'cancelled';

export interface SavedCard {
  token: string;
  circuit: string;
  maskedCard: string;
  expiry: string;
  /** The provider's fingerprint of the card number: the same card saved twice is kept once. */
  fingerprint: string;
}

export interface PaymentResult {
  /** Our reference: the payment transaction id. */
  merchantRef: string;
  /** The provider's session or operation id. */
  providerReference: string;
  outcome: PaymentOutcome;
  amountCents: number;
  /** Present when the shopper asked to save the card and the payment was approved. */
  savedCard?: SavedCard;
}

export interface PaymentSessionInput {
  merchantRef: string;
  amountCents: number;
  description: string;
  /** Where the provider sends the browser back (our callback), absolute path or URL. */
  returnUrl: string;
  /** Offer "save this card" on the page. */
  allowSaveCard: boolean;
}

export interface PaymentProvider {
  readonly name: string;
  /** Opens a hosted payment page for an amount; the browser goes to redirectUrl. */
  startSession(input: PaymentSessionInput): Promise<{ providerReference: string; redirectUrl: string }>;
  /** Verifies the signed return parameters: null when the signature (or anything else) is wrong. */
  verifyReturn(params: Record<string, string>): PaymentResult | null;
  /** Pays with a saved card authorisation, without the page. */
  chargeSavedCard(input: { token: string; amountCents: number; merchantRef: string }): Promise<PaymentResult>;
  /** Captures (part of) a pre-authorised amount; never more than was authorised. */
  capture(input: { providerReference: string | null; amountCents: number }): Promise<{ ok: boolean }>;
  /** The provider's own pages, served outside /ebsn/api, when it has some (the built-in test gateway). */
  routes?(app: FastifyInstance): void;
}

/**
 * PAYMENT_PROVIDER=none: no online payment. Starting one is refused with a message the shopper
 * can act on; nothing is ever approved.
 */
export class NoPaymentProvider implements PaymentProvider {
  readonly name = 'none';
  private refuse(): never {
    throw new AppError(
      'business',
      'error.payment.unavailable',
      'Il pagamento online non è disponibile: scegli un altro metodo di pagamento.',
    );
  }
  async startSession(): Promise<{ providerReference: string; redirectUrl: string }> {
    this.refuse();
  }
  verifyReturn(): PaymentResult | null {
    return null;
  }
  async chargeSavedCard(): Promise<PaymentResult> {
    this.refuse();
  }
  async capture(): Promise<{ ok: boolean }> {
    return { ok: false };
  }
}
