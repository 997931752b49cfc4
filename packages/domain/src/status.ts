/**
 * Status and type tables of spec 001 §4 and §9 (and spec 002 §4 for payment due
 * dates), with the Italian labels shown to shoppers. Ids are the wire's numbers.
 */

export const ORDER_STATUS = {
  AWAITING_PAYMENT: 1,
  IN_VALIDATION: 2,
  ORDERED: 3,
  IN_PREPARATION: 4,
  IN_PREPARATION_LOCKED: 5,
  READY: 6,
  IN_DELIVERY: 7,
  DELIVERED: 8,
  PARTIALLY_DELIVERED: 9,
  CANCELLED: 10,
  UNPAID: 11,
  NOT_COLLECTED: 12,
  FAILED: 13,
  ALL_SUBORDERS_FAILED: 14,
  RECEIPTED: 18,
  VALIDATION: 19,
  VALIDATION_APPROVED: 20,
  VALIDATION_REJECTED: 21,
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusId, string>> = {
  1: 'In attesa di pagamento',
  2: 'In validazione',
  3: 'Ordinato',
  4: 'In preparazione',
  5: 'In preparazione (non più modificabile)',
  6: 'Pronto',
  7: 'In consegna',
  8: 'Consegnato',
  9: 'Consegnato parzialmente',
  10: 'Annullato',
  11: 'Non pagato',
  12: 'Non ritirato',
  13: 'Fallito',
  14: 'Tutti i sotto-ordini falliti',
  18: 'Scontrinato',
  19: 'In validazione',
  20: 'Validazione approvata',
  21: 'Validazione rifiutata',
};

export const ORDER_STATUS_IDS: readonly OrderStatusId[] = Object.values(ORDER_STATUS);

export function isOrderStatusId(value: number): value is OrderStatusId {
  return (ORDER_STATUS_IDS as readonly number[]).includes(value);
}

export const DELIVERY_STATUS = {
  IN_WAREHOUSE: 1,
  IN_TRANSIT: 2,
  DELIVERED: 3,
  NOT_DELIVERED: 4,
  NEAR_CUSTOMER: 5,
  ON_TRUCK: 6,
  SUSPENDED: 7,
} as const;
export type DeliveryStatusId = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatusId, string>> = {
  1: 'In magazzino',
  2: 'In viaggio',
  3: 'Consegnato',
  4: 'Non consegnato',
  5: 'Quasi arrivato',
  6: 'Caricato sul mezzo',
  7: 'Sospeso',
};

export const REFUND_STATUS = { IN_APPROVAL: 1, APPROVED: 3, CANCELLED: 10 } as const;
export type RefundStatusId = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatusId, string>> = {
  1: 'In approvazione',
  3: 'Approvato',
  10: 'Annullato',
};

export const REFUND_METHOD = { REFUND: 6, REPLACEMENT: 7 } as const;
export type RefundMethodId = (typeof REFUND_METHOD)[keyof typeof REFUND_METHOD];
export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethodId, string>> = {
  6: 'Rimborso',
  7: 'Sostituzione',
};

export const TRANSACTION_STATUS = { ERROR: 0, IN_PROGRESS: 1, COMPLETED: 2 } as const;
export type TransactionStatusId = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatusId, string>> = {
  0: 'Errore',
  1: 'In corso',
  2: 'Completata',
};

export const PAYMENT_DUE_STATUS = { OVERDUE: 1, EXPIRING: 2, IN_PROGRESS: 3, SETTLED: 4 } as const;
export type PaymentDueStatusId = (typeof PAYMENT_DUE_STATUS)[keyof typeof PAYMENT_DUE_STATUS];
export const PAYMENT_DUE_STATUS_LABELS: Readonly<Record<PaymentDueStatusId, string>> = {
  1: 'Scaduta',
  2: 'In scadenza',
  3: 'In corso',
  4: 'Saldata',
};

export const PAYMENT_TYPE = {
  ONLINE: 1,
  ON_DELIVERY: 2,
  DEFERRED: 11,
  CARD: 12,
  PAYPAL: 13,
  MEAL_TICKET_ELECTRONIC: 18,
  MEAL_TICKET_PAPER: 19,
  MEAL_TICKET_OTHER: 21,
  MOBILE_APP: 24,
  SUMMARY_INVOICE: 101,
} as const;
export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** Names of the payment types (the meal-ticket circuits are not named by the spec: ours). */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentTypeId, string>> = {
  1: 'Pagamento online',
  2: 'Pagamento alla consegna',
  11: 'Pagamento differito',
  12: 'Carta di credito o debito',
  13: 'PayPal',
  18: 'Buoni pasto elettronici',
  19: 'Buoni pasto cartacei',
  21: 'Buoni pasto di altri circuiti',
  24: 'App di pagamento da smartphone',
  101: 'Fattura riepilogativa',
};

export const DEFAULT_PAYMENT_TYPE_ID: PaymentTypeId = PAYMENT_TYPE.CARD;
export const MEAL_TICKET_PAYMENT_TYPES: readonly PaymentTypeId[] = [18, 19, 21];

export function isMealTicketPaymentType(paymentTypeId: number): boolean {
  return (MEAL_TICKET_PAYMENT_TYPES as readonly number[]).includes(paymentTypeId);
}

// ---------------------------------------------------------------- delivery services

export const COOPERATIVE_IDS = [1, 2, 3] as const;
export type CooperativeId = (typeof COOPERATIVE_IDS)[number];

export type DeliveryServiceKind = 'drive' | 'home' | 'locker' | 'onboard';

export interface DeliveryServiceInfo {
  id: number;
  cooperativeId: CooperativeId;
  kind: DeliveryServiceKind;
  fast: boolean;
}

export const FAST_SERVICE_IDS: readonly number[] = [13, 14, 15, 16, 17, 18];
export const LOCKER_SERVICE_IDS: readonly number[] = [3, 7, 11];
export const HOME_SERVICE_IDS: readonly number[] = [2, 6, 10];
/** FAST surcharge on delivery or pick-up: 3.00 €. */
export const FAST_SURCHARGE_CENTS = 300;
/** The FAST countdown refreshes every minute. */
export const FAST_COUNTDOWN_TICK_MS = 60_000;

/**
 * Service ids: for cooperative n (1..3) 4n-3 drive/pick-up, 4n-2 home, 4n-1 locker,
 * 4n onboard; 13-18 are FAST, two per cooperative: odd = fast drive, even = fast home
 * (13, 14 cooperative 1; 15, 16 cooperative 2; 17, 18 cooperative 3).
 */
export function deliveryService(id: number): DeliveryServiceInfo | undefined {
  if (!Number.isInteger(id) || id < 1 || id > 18) return undefined;
  if (id <= 12) {
    const kinds: DeliveryServiceKind[] = ['drive', 'home', 'locker', 'onboard'];
    return {
      id,
      cooperativeId: Math.ceil(id / 4) as CooperativeId,
      kind: kinds[(id - 1) % 4] as DeliveryServiceKind,
      fast: false,
    };
  }
  return {
    id,
    cooperativeId: (Math.floor((id - 13) / 2) + 1) as CooperativeId,
    kind: id % 2 === 1 ? 'drive' : 'home',
    fast: true,
  };
}

/** The service id of a cooperative's service. */
export function deliveryServiceId(
  cooperativeId: CooperativeId,
  kind: DeliveryServiceKind,
  fast = false,
): number {
  if (fast) {
    if (kind !== 'drive' && kind !== 'home') throw new RangeError(`no FAST ${kind} service`);
    return 13 + (cooperativeId - 1) * 2 + (kind === 'home' ? 1 : 0);
  }
  const offset = { drive: 3, home: 2, locker: 1, onboard: 0 }[kind];
  return 4 * cooperativeId - offset;
}

export function isFastService(id: number): boolean {
  return FAST_SERVICE_IDS.includes(id);
}

export function isLockerService(id: number): boolean {
  return LOCKER_SERVICE_IDS.includes(id);
}

/** Home delivery as the spec lists it (2, 6, 10); FAST home is `deliveryService(id)?.kind === 'home'`. */
export function isHomeService(id: number): boolean {
  return HOME_SERVICE_IDS.includes(id);
}

export const DELIVERY_SERVICE_KIND_LABELS: Readonly<Record<DeliveryServiceKind, string>> = {
  drive: 'Ritiro in negozio',
  home: 'Consegna a domicilio',
  locker: 'Ritiro al locker',
  onboard: 'Consegna a bordo',
};

// ---------------------------------------------------------------- cart

export const CART_STATUS_ADDRESS_LOCKED = 7;

/** Cart status 7 disables address editing. */
export function isAddressLocked(cartStatusId: number): boolean {
  return cartStatusId === CART_STATUS_ADDRESS_LOCKED;
}

/** Cart line inserted as a normal product (only these are indexed by the item map). */
export const CART_ITEM_INSERTION_NORMAL = 1;
