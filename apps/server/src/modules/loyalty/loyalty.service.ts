// Loyalty cards and points (issue 25; seed 002 §7 "Loyalty cards and points"; ADR 0050): a card
// is checked against the member register (GS1 number, the holder's birth date) and then held by
// one account; points are an append-only ledger; a balance is always the sum of the movements of
// the open collection period. Conversions (pulverisation) lock the customer's row, so that
// simultaneous conversions never spend the same points twice. Rules live in @sporta/domain.
import { randomBytes } from 'node:crypto';
import type { LoyaltyCard, LoyaltyCards } from '@sporta/contracts';
import {
  centsToEuro,
  collectionPeriodEnd,
  conversionRefusal,
  conversionStep,
  isValidLoyaltyCard,
  LOYALTY_MESSAGES as M,
  loyaltyBarcodeType,
  loyaltyProgramme,
  parseBirthDate,
  pointsForOrder,
  pointsToTakeBack,
  romeDate,
} from '@sporta/domain';
import { business } from '../../platform/http';
import type { RateLimiter } from '../../platform/rate-limit';
import type { GiftService } from '../gifts';
import { LoyaltyRepository, type Executor, type HeldCard, type MemberRecord } from './loyalty.repository';

const MOVEMENTS_SHOWN = 50;
/** Failed card checks (unknown card, wrong birth date) a customer may make in the window. */
const CHECK_LIMIT = { bucket: 'loyalty-card-check', max: 10, windowMs: 15 * 60_000 };

export interface CardInput {
  fidelityCard: string;
  birthDate: string;
}

/** An order that became delivered, as the orders module tells it. */
export interface DeliveredOrder {
  orderId: number;
  userId: number;
  storeId: number | null;
  /** What the customer spent on products (cents), fees excluded. */
  spendCents: number;
  /** The part of it spent on products on promotion (extra points). */
  promotedCents: number;
}

/** A refund of a delivered order was approved, as the orders module tells it. */
export interface RefundedOrder extends DeliveredOrder {
  /** The order's approved refunds, this one included (cents). */
  refundedCents: number;
  /** The part of them on lines bought on promotion. */
  refundedPromotedCents: number;
}

function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `PUNTI-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export class LoyaltyService {
  readonly repo: LoyaltyRepository;

  constructor(
    db: Executor,
    private readonly deps: { gifts: GiftService; limiter: RateLimiter; now?: () => Date },
  ) {
    this.repo = new LoyaltyRepository(db);
  }

  private today(): string {
    return romeDate(this.deps.now?.() ?? new Date());
  }

  // ---- cards ----

  /** registration-card/view-cards: the customer's cards with balance, table and movements. */
  async viewCards(userId: number, db: Executor = this.repo.db): Promise<LoyaltyCards> {
    const cards = await this.repo.cardsOf(userId, db);
    const numbers = cards.map((c) => c.cardNumber);
    const today = this.today();
    const balances = await this.repo.balances(numbers, today, db);
    const movements = await this.repo.movements(numbers, MOVEMENTS_SHOWN, db);
    const out: LoyaltyCard[] = cards.map((c) =>
      this.cardDto(c, balances.get(c.cardNumber) ?? 0, today, movements),
    );
    return { cards: out, totalPoints: out.reduce((s, c) => s + c.points, 0) };
  }

  private cardDto(
    c: HeldCard,
    balance: number,
    today: string,
    movements: Awaited<ReturnType<LoyaltyRepository['movements']>>,
  ): LoyaltyCard {
    const programme = loyaltyProgramme(c.storeId);
    return {
      fidelityCard: c.cardNumber,
      storeId: c.storeId,
      storeName: c.storeName,
      firstName: c.firstName,
      lastName: c.lastName,
      memberSince: c.memberSince,
      barcodeType: loyaltyBarcodeType(c.cardNumber),
      points: balance,
      expiryDate: collectionPeriodEnd(c.storeId, today),
      conversions: programme.conversions.map((s) => ({
        points: s.points,
        amount: centsToEuro(s.cents),
        minSpend: centsToEuro(s.minSpendCents),
        available: balance >= s.points,
      })),
      movements: movements
        .filter((m) => m.cardNumber === c.cardNumber)
        .map((m) => ({
          movementId: m.movementId,
          date: new Date(m.createdAt).toISOString(),
          kind: m.kind,
          points: m.points,
          reason: m.reason,
          orderId: m.orderId,
          expiryDate: m.periodEnd,
          expired: m.periodEnd < today,
        })),
    };
  }

  /**
   * The card and birth date proven against the register, or a business refusal with the
   * Italian message. Failed attempts are counted: a customer cannot try birth dates forever.
   */
  private async proven(userId: number, input: CardInput): Promise<MemberRecord> {
    const member = await this.registered(`user:${userId}`, input);
    const holder = await this.repo.holderOf(member.cardNumber);
    if (holder === userId) throw business('error.loyalty.card_yours', M.cardAlreadyYours);
    if (holder !== undefined) throw business('error.loyalty.card_taken', M.cardOfAnother);
    return member;
  }

  /** The member of a card, proven by the holder's birth date; attempts counted per `who`. */
  private async registered(who: string, input: CardInput): Promise<MemberRecord> {
    const card = input.fidelityCard;
    if (!isValidLoyaltyCard(card)) throw business('error.loyalty.card_invalid', M.cardInvalid);
    const birthDate = parseBirthDate(input.birthDate, this.today());
    if (!birthDate) throw business('error.loyalty.birth_date_invalid', M.birthDateInvalid);
    // Each attempt is counted atomically before the register is read (simultaneous guesses
    // cannot pass the limit together) and given back when the card and birth date match.
    const attempt = await this.deps.limiter.reserve([{ ...CHECK_LIMIT, key: who }], () =>
      business('error.loyalty.too_many_checks', M.tooManyChecks),
    );
    const member = await this.repo.member(card);
    if (!member) throw business('error.loyalty.card_unknown', M.cardUnknown);
    if (member.birthDate !== birthDate)
      throw business('error.loyalty.birth_date_mismatch', M.birthDateMismatch);
    await this.deps.limiter.release(attempt);
    return member;
  }

  /**
   * Registration from a card (registration-card/register-user): the member of a card no online
   * profile holds, proven by the birth date; attempts counted per IP address.
   */
  async memberForRegistration(ip: string, input: CardInput): Promise<MemberRecord> {
    const member = await this.registered(`ip:${ip}`, input);
    if ((await this.repo.holderOf(member.cardNumber)) !== undefined)
      throw business('error.loyalty.card_has_account', M.cardHasAccount);
    return member;
  }

  /** The card of a registration from a card, once its account is confirmed; false if taken since. */
  async linkRegisteredCard(userId: number, cardNumber: string): Promise<boolean> {
    return this.repo.addCard(userId, cardNumber);
  }

  /** registration-card/check-card: whether the card may be added, with its cooperative. */
  async checkCard(userId: number, input: CardInput) {
    const member = await this.proven(userId, input);
    return {
      fidelityCard: member.cardNumber,
      valid: true as const,
      storeId: member.storeId,
      storeName: member.storeName,
      firstName: member.firstName,
    };
  }

  /** registration-card/add-card: checks the card as check-card does, then the customer holds it. */
  async addCard(userId: number, input: CardInput): Promise<LoyaltyCards> {
    const member = await this.proven(userId, input);
    if (!(await this.repo.addCard(userId, member.cardNumber)))
      throw business('error.loyalty.card_taken', M.cardOfAnother);
    return this.viewCards(userId);
  }

  /** registration-card/remove-card: the card leaves the account; its points stay on the card. */
  async removeCard(userId: number, fidelityCard: string): Promise<LoyaltyCards> {
    if (!(await this.repo.removeCard(userId, fidelityCard)))
      throw business('error.loyalty.card_not_yours', M.cardNotYours);
    return this.viewCards(userId);
  }

  /** An account anonymised: its cards go back to the register (their points stay on them). */
  async releaseCards(userId: number): Promise<void> {
    await this.repo.releaseCards(userId);
  }

  // ---- points ----

  /**
   * registration-card/convert_points_polv: `points` of one card (the first added when none is
   * named) become a discount voucher by the cooperative's table. Under the customer's lock the
   * balance is summed, the debit appended and the voucher issued, all in one transaction.
   */
  async convertPoints(userId: number, points: number, fidelityCard?: string) {
    return this.repo.transaction(async (trx) => {
      await this.repo.lockAccount(trx, userId);
      const cards = await this.repo.cardsOf(userId, trx);
      if (!cards.length) throw business('error.loyalty.no_card', M.noCard);
      const card = fidelityCard ? cards.find((c) => c.cardNumber === fidelityCard) : cards[0];
      if (!card) throw business('error.loyalty.card_not_yours', M.cardNotYours);
      const today = this.today();
      const balance = (await this.repo.balances([card.cardNumber], today, trx)).get(card.cardNumber) ?? 0;
      const refusal = conversionRefusal(card.storeId, points, balance);
      if (refusal)
        throw business(
          conversionStep(card.storeId, points) ? 'error.loyalty.points_short' : 'error.loyalty.points_step',
          refusal,
        );
      const step = conversionStep(card.storeId, points)!;
      const programme = loyaltyProgramme(card.storeId);
      const euro = centsToEuro(step.cents).toFixed(2).replace('.', ',');
      const minSpend = centsToEuro(step.minSpendCents).toFixed(2).replace('.', ',');
      const issued = await this.deps.gifts.issueVoucher(trx, userId, {
        code: voucherCode(),
        name: `Buono punti da ${euro} €`,
        description: `${points} punti della carta ${card.cardNumber} convertiti in un buono da ${euro} € (spesa minima ${minSpend} €).`,
        amountCents: step.cents,
        minSpendCents: step.minSpendCents,
        endsAt: new Date(Date.now() + programme.voucherDays * 86_400_000),
      });
      await this.repo.append(trx, {
        cardNumber: card.cardNumber,
        userId,
        kind: 'conversion',
        points: -points,
        reason: `Conversione in buono sconto da ${euro} €`,
        userGiftCertificateId: issued.userGiftCertificateId,
        periodEnd: collectionPeriodEnd(card.storeId, today),
      });
      return {
        ...(await this.viewCards(userId, trx)),
        giftCertificate: issued.gift,
        pointsConverted: points,
      };
    });
  }

  /**
   * An order became delivered (inside the fulfilment transaction): its points go to the
   * customer's card of the order's cooperative (else their first card), once per order.
   */
  async earnForOrder(trx: Executor, order: DeliveredOrder): Promise<number> {
    const cards = await this.repo.cardsOf(order.userId, trx);
    const card = cards.find((c) => c.storeId === order.storeId) ?? cards[0];
    if (!card) return 0;
    const { total: points, bonus } = pointsForOrder(card.storeId, order);
    if (points <= 0) return 0;
    const written = await this.repo.append(trx, {
      cardNumber: card.cardNumber,
      userId: order.userId,
      kind: 'order',
      points,
      reason: bonus
        ? `Spesa online, ordine n. ${order.orderId} (${bonus} punti extra sui prodotti in promozione)`
        : `Spesa online, ordine n. ${order.orderId}`,
      orderId: order.orderId,
      periodEnd: collectionPeriodEnd(card.storeId, this.today()),
    });
    return written ? points : 0;
  }

  /**
   * A refund of a delivered order was approved (inside the refund's transaction): the card that
   * earned the order's points gives back those of what was refunded (rule: pointsToTakeBack),
   * under the customer's lock, as an adjustment tied to the order. Answers the points taken back.
   */
  async takeBackForRefund(trx: Executor, order: RefundedOrder): Promise<number> {
    const movements = await this.repo.orderMovements(trx, order.orderId);
    const earning = movements.find((m) => m.kind === 'order');
    if (!earning) return 0;
    await this.repo.lockAccount(trx, order.userId);
    const member = await this.repo.member(earning.cardNumber, trx);
    const storeId = member?.storeId ?? order.storeId;
    const today = this.today();
    const balance = (await this.repo.balances([earning.cardNumber], today, trx)).get(earning.cardNumber) ?? 0;
    const points = pointsToTakeBack(storeId, {
      earned: earning.points,
      takenBack: -movements.filter((m) => m.kind === 'adjustment').reduce((n, m) => n + m.points, 0),
      spendCents: order.spendCents,
      promotedCents: order.promotedCents,
      refundedCents: order.refundedCents,
      refundedPromotedCents: order.refundedPromotedCents,
      balance,
    });
    if (points <= 0) return 0;
    await this.repo.append(trx, {
      cardNumber: earning.cardNumber,
      userId: order.userId,
      kind: 'adjustment',
      points: -points,
      reason: `Reso approvato sull'ordine n. ${order.orderId}: punti dei prodotti rimborsati`,
      orderId: order.orderId,
      periodEnd: collectionPeriodEnd(storeId, today),
    });
    return points;
  }
}
