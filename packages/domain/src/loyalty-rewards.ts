/**
 * Rewards and donations of loyalty points (spec 002 §2 rewards-cart, requested-rewards,
 * create-offer, donate; issue 25; ADR 0059). The spec shows no calls nor rules for them: these
 * are ours.
 *
 * - A rewards cart holds rewards of one card's cooperative, 1 to REWARD_MAX_QUANTITY of each,
 *   at most REWARD_CART_MAX_LINES different rewards.
 * - Requesting the cart debits its points at once; a points + euro reward is requested online
 *   too, and its euro part is paid in the shop at collection.
 * - A request goes requested → ready → collected; the member may cancel while requested, and the
 *   store while requested or ready: a cancellation gives the points back.
 * - A donation gives points to one of the cooperative's charity projects, by the cooperative's
 *   table (minimum, step, maximum).
 */

export const REWARD_MAX_QUANTITY = 10;
export const REWARD_CART_MAX_LINES = 20;

export const REWARD_STATUSES = ['requested', 'ready', 'collected', 'cancelled'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** Who moves a request: the member or the store's staff. */
export type RewardActor = 'member' | 'store';

/** Allowed moves of a reward request: [from, to, who may]. */
const REWARD_TRANSITIONS: readonly (readonly [RewardStatus, RewardStatus, readonly RewardActor[]])[] = [
  ['requested', 'ready', ['store']],
  ['ready', 'collected', ['store']],
  ['requested', 'cancelled', ['member', 'store']],
  ['ready', 'cancelled', ['store']],
];

export function canMoveReward(from: RewardStatus, to: RewardStatus, actor: RewardActor): boolean {
  return REWARD_TRANSITIONS.some(([f, t, who]) => f === from && t === to && who.includes(actor));
}

export const REWARD_STATUS_LABELS: Readonly<Record<RewardStatus, string>> = {
  requested: 'Richiesto',
  ready: 'Pronto in negozio',
  collected: 'Ritirato',
  cancelled: 'Annullato',
};

export interface DonationTable {
  /** The fewest points of one donation. */
  min: number;
  /** A donation is a multiple of this. */
  step: number;
  /** The most points of one donation. */
  max: number;
}

export const DONATION_TABLES: Readonly<Record<number, DonationTable>> = {
  1: { min: 100, step: 50, max: 5000 },
  2: { min: 200, step: 100, max: 10000 },
  3: { min: 100, step: 100, max: 4000 },
};

export function donationTable(storeId: number | null | undefined): DonationTable {
  return DONATION_TABLES[storeId ?? 1] ?? DONATION_TABLES[1]!;
}

export const REWARD_MESSAGES = {
  noCard: 'Aggiungi prima una carta fedeltà al tuo profilo per usare i premi.',
  rewardUnknown: 'Il premio indicato non è nel catalogo della tua cooperativa.',
  quantity: `La quantità di un premio va da 1 a ${REWARD_MAX_QUANTITY}.`,
  cartFull: `Il carrello premi può contenere al massimo ${REWARD_CART_MAX_LINES} premi diversi.`,
  notInCart: 'Il premio indicato non è nel tuo carrello premi.',
  cartEmpty: 'Il carrello premi è vuoto: scegli prima un premio dal catalogo.',
  pointsShort: (balance: number, points: number) =>
    `Saldo punti insufficiente: hai ${balance} punti, ne servono ${points}.`,
  requestUnknown: 'La richiesta di premio indicata non esiste.',
  cannotCancel: (status: RewardStatus) =>
    `Questa richiesta non si può più annullare: è «${REWARD_STATUS_LABELS[status].toLowerCase()}».`,
  cannotMove: (from: RewardStatus, to: RewardStatus) =>
    `Una richiesta «${REWARD_STATUS_LABELS[from].toLowerCase()}» non può diventare «${REWARD_STATUS_LABELS[to].toLowerCase()}».`,
  projectUnknown: 'Il progetto indicato non è tra quelli della tua cooperativa.',
  donationMin: (min: number) => `Puoi donare almeno ${min} punti.`,
  donationMax: (max: number) => `Puoi donare al massimo ${max} punti alla volta.`,
  donationStep: (step: number) => `I punti da donare vanno scelti a multipli di ${step}.`,
  receiptUnknown: 'La ricevuta indicata non esiste.',
} as const;

export interface RewardLine {
  points: number;
  euroCents: number;
  quantity: number;
}

/** The points and the euro (cents, paid in the shop) of a cart or request. */
export function rewardTotals(lines: readonly RewardLine[]): { points: number; euroCents: number } {
  return lines.reduce(
    (s, l) => ({
      points: s.points + l.points * l.quantity,
      euroCents: s.euroCents + l.euroCents * l.quantity,
    }),
    { points: 0, euroCents: 0 },
  );
}

/** Why a quantity of a reward is refused, or null. */
export function rewardQuantityRefusal(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= REWARD_MAX_QUANTITY
    ? null
    : REWARD_MESSAGES.quantity;
}

/** Why requesting a cart is refused (empty, or more points than the balance), or null. */
export function rewardRequestRefusal(lines: readonly RewardLine[], balance: number): string | null {
  if (!lines.length) return REWARD_MESSAGES.cartEmpty;
  const { points } = rewardTotals(lines);
  if (points > balance) return REWARD_MESSAGES.pointsShort(Math.max(0, balance), points);
  return null;
}

/** Why a donation of `points` from `balance` is refused (the Italian message), or null. */
export function donationRefusal(
  storeId: number | null | undefined,
  points: number,
  balance: number,
): string | null {
  const table = donationTable(storeId);
  if (!Number.isInteger(points) || points < table.min) return REWARD_MESSAGES.donationMin(table.min);
  if (points > table.max) return REWARD_MESSAGES.donationMax(table.max);
  if (points % table.step !== 0) return REWARD_MESSAGES.donationStep(table.step);
  if (points > balance) return REWARD_MESSAGES.pointsShort(Math.max(0, balance), points);
  return null;
}

/** The amounts a member may pick for a donation (min, min + step, … up to the smaller of max and balance). */
export function donationChoices(storeId: number | null | undefined, balance: number): number[] {
  const { min, step, max } = donationTable(storeId);
  const top = Math.min(max, balance);
  const out: number[] = [];
  for (let p = min; p <= top; p += step) out.push(p);
  return out;
}

/** A donation receipt number: 'DON-<cooperative>-<year>-<6-digit serial>'. */
export function donationReceiptNumber(storeId: number, year: number, serial: number): string {
  return `DON-${storeId}-${year}-${String(serial).padStart(6, '0')}`;
}
