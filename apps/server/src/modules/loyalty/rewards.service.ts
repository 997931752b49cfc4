// Rewards and donations of loyalty points (issue 25; seed 002 §2 rewards-cart, requested-rewards,
// create-offer, donate; ADR 0059). A rewards cart belongs to a customer's card (its cooperative's
// catalogue); requesting it, cancelling a request and donating are ledger movements written under
// the customer's loyalty_account lock, so that simultaneous requests never spend a point twice nor
// take a balance below zero. Rules live in @sporta/domain (loyalty-rewards.ts).
import type {
  CharityProjects,
  DonationReceipt,
  DonationResult,
  RewardCart,
  RewardCatalogue,
  RewardRequest,
} from '@sporta/contracts';
import type { CustomerNotices } from '../messages';
import { rewardRequestNotice } from './rewards.mails';
import {
  canMoveReward,
  centsToEuro,
  collectionPeriodEnd,
  donationChoices,
  donationReceiptNumber,
  donationRefusal,
  donationTable,
  LOYALTY_MESSAGES,
  REWARD_CART_MAX_LINES,
  REWARD_MESSAGES as M,
  REWARD_STATUS_LABELS,
  rewardQuantityRefusal,
  rewardRequestRefusal,
  rewardTotals,
  romeDate,
  type RewardStatus,
} from '@sporta/domain';
import { business } from '../../platform/http';
import type { Executor, HeldCard } from './loyalty.repository';
import type { LoyaltyService } from './loyalty.service';
import { donationPdf } from './donation-pdf';
import {
  RewardsRepository,
  type DonationRecord,
  type RequestLineRecord,
  type RequestRecord,
} from './rewards.repository';

/** The staff member who moves requests: null warehouses = every cooperative. */
export interface RewardStaff {
  staffUserId: number;
  warehouseIds: number[] | null;
}

export class RewardsService {
  readonly repo: RewardsRepository;

  constructor(
    db: Executor,
    private readonly loyalty: LoyaltyService,
    /** A request the store made ready or cancelled is told to the member (mail, archive, push). */
    private readonly notices?: CustomerNotices,
    private readonly publicUrl: () => string = () => '',
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new RewardsRepository(db);
  }

  private today(): string {
    return romeDate(this.now());
  }

  /** The customer's card (named, else the first added); null when they hold none. */
  private async cardOf(
    userId: number,
    fidelityCard: string | undefined,
    db: Executor,
  ): Promise<HeldCard | null> {
    const cards = await this.loyalty.repo.cardsOf(userId, db);
    if (!fidelityCard) return cards[0] ?? null;
    const card = cards.find((c) => c.cardNumber === fidelityCard);
    if (!card) throw business('error.loyalty.card_not_yours', LOYALTY_MESSAGES.cardNotYours);
    return card;
  }

  private async requireCard(
    userId: number,
    fidelityCard: string | undefined,
    db: Executor,
  ): Promise<HeldCard> {
    const card = await this.cardOf(userId, fidelityCard, db);
    if (!card) throw business('error.rewards.no_card', M.noCard);
    return card;
  }

  private async balance(card: HeldCard, db: Executor): Promise<number> {
    return (await this.loyalty.repo.balances([card.cardNumber], this.today(), db)).get(card.cardNumber) ?? 0;
  }

  private async head(card: HeldCard, db: Executor) {
    return {
      fidelityCard: card.cardNumber,
      storeId: card.storeId,
      storeName: card.storeName,
      points: await this.balance(card, db),
    };
  }

  // ---- catalogue and cart ----

  /** loyalty-rewards/catalogue: the card's cooperative's rewards (create-offer). */
  async catalogue(userId: number, fidelityCard?: string): Promise<RewardCatalogue> {
    const db = this.repo.db;
    const card = await this.cardOf(userId, fidelityCard, db);
    if (!card) return { card: null, rewards: [] };
    const [rewards, items] = await Promise.all([
      this.repo.catalogue(card.storeId, db),
      this.repo.cartItems(userId, card.cardNumber, db),
    ]);
    const inCart = new Map(items.map((i) => [i.rewardId, i.quantity]));
    return {
      card: await this.head(card, db),
      rewards: rewards.map((r) => ({
        rewardId: r.rewardId,
        code: r.code,
        name: r.name,
        description: r.description,
        category: r.category,
        points: r.points,
        euro: centsToEuro(r.euroCents),
        imageUrl: r.image,
        inCart: inCart.get(r.rewardId) ?? 0,
      })),
    };
  }

  /** loyalty-rewards/cart: the rewards cart of the card. */
  async cart(userId: number, fidelityCard?: string, db: Executor = this.repo.db): Promise<RewardCart> {
    const card = await this.cardOf(userId, fidelityCard, db);
    if (!card) return { card: null, items: [], totalPoints: 0, totalEuro: 0, pointsAfter: 0 };
    return this.cartOf(userId, card, db);
  }

  private async cartOf(userId: number, card: HeldCard, db: Executor): Promise<RewardCart> {
    const items = await this.repo.cartItems(userId, card.cardNumber, db);
    const head = await this.head(card, db);
    const totals = rewardTotals(items);
    return {
      card: head,
      items: items.map((i) => ({
        rewardId: i.rewardId,
        name: i.name,
        imageUrl: i.image,
        points: i.points,
        euro: centsToEuro(i.euroCents),
        quantity: i.quantity,
        totalPoints: i.points * i.quantity,
        totalEuro: centsToEuro(i.euroCents * i.quantity),
      })),
      totalPoints: totals.points,
      totalEuro: centsToEuro(totals.euroCents),
      pointsAfter: head.points - totals.points,
    };
  }

  /** loyalty-rewards/cart/add: `quantity` more of a reward (the line's total stays within the rule). */
  async addToCart(
    userId: number,
    rewardId: number,
    quantity: number,
    fidelityCard?: string,
  ): Promise<RewardCart> {
    return this.repo.db.transaction().execute(async (trx) => {
      const card = await this.requireCard(userId, fidelityCard, trx);
      const reward = await this.repo.reward(card.storeId, rewardId, trx);
      if (!reward) throw business('error.rewards.unknown', M.rewardUnknown);
      const items = await this.repo.cartItems(userId, card.cardNumber, trx);
      const current = items.find((i) => i.rewardId === rewardId)?.quantity ?? 0;
      const refusal = quantity < 1 ? M.quantity : rewardQuantityRefusal(current + quantity);
      if (refusal) throw business('error.rewards.quantity', refusal);
      if (!current && items.length >= REWARD_CART_MAX_LINES)
        throw business('error.rewards.cart_full', M.cartFull);
      await this.repo.setQuantity(userId, card.cardNumber, rewardId, current + quantity, trx);
      return this.cartOf(userId, card, trx);
    });
  }

  /** loyalty-rewards/cart/update: a line's new quantity (0 removes it). */
  async updateCart(
    userId: number,
    rewardId: number,
    quantity: number,
    fidelityCard?: string,
  ): Promise<RewardCart> {
    return this.repo.db.transaction().execute(async (trx) => {
      const card = await this.requireCard(userId, fidelityCard, trx);
      const items = await this.repo.cartItems(userId, card.cardNumber, trx);
      if (!items.some((i) => i.rewardId === rewardId))
        throw business('error.rewards.not_in_cart', M.notInCart);
      if (quantity === 0) await this.repo.removeItem(userId, card.cardNumber, rewardId, trx);
      else {
        const refusal = rewardQuantityRefusal(quantity);
        if (refusal) throw business('error.rewards.quantity', refusal);
        await this.repo.setQuantity(userId, card.cardNumber, rewardId, quantity, trx);
      }
      return this.cartOf(userId, card, trx);
    });
  }

  /** loyalty-rewards/cart/remove. */
  async removeFromCart(userId: number, rewardId: number, fidelityCard?: string): Promise<RewardCart> {
    const card = await this.requireCard(userId, fidelityCard, this.repo.db);
    if (!(await this.repo.removeItem(userId, card.cardNumber, rewardId)))
      throw business('error.rewards.not_in_cart', M.notInCart);
    return this.cartOf(userId, card, this.repo.db);
  }

  /**
   * loyalty-rewards/cart/request: under the customer's lock, the cart's points are checked
   * against the balance, the request written with its lines, the debit appended, the cart emptied.
   */
  async requestCart(
    userId: number,
    fidelityCard?: string,
  ): Promise<{ request: RewardRequest; cart: RewardCart }> {
    return this.repo.db.transaction().execute(async (trx) => {
      await this.loyalty.repo.lockAccount(trx, userId);
      const card = await this.requireCard(userId, fidelityCard, trx);
      const items = await this.repo.cartItems(userId, card.cardNumber, trx);
      const balance = await this.balance(card, trx);
      const refusal = rewardRequestRefusal(items, balance);
      if (refusal)
        throw business(items.length ? 'error.rewards.points_short' : 'error.rewards.cart_empty', refusal);
      const totals = rewardTotals(items);
      const requestId = await this.repo.createRequest(
        trx,
        {
          userId,
          cardNumber: card.cardNumber,
          storeId: card.storeId,
          points: totals.points,
          euroCents: totals.euroCents,
        },
        items,
      );
      await this.loyalty.repo.append(trx, {
        cardNumber: card.cardNumber,
        userId,
        kind: 'reward',
        points: -totals.points,
        reason: `Richiesta premi n. ${requestId}`,
        rewardRequestId: requestId,
        periodEnd: collectionPeriodEnd(card.storeId, this.today()),
      });
      await this.repo.clearCart(userId, card.cardNumber, trx);
      const request = (
        await this.requestDtos([(await this.repo.request(requestId, trx))!], 'member', trx)
      )[0]!;
      return { request, cart: await this.cartOf(userId, card, trx) };
    });
  }

  // ---- requests ----

  private async requestDtos(
    rows: RequestRecord[],
    actor: 'member' | 'store',
    db: Executor,
  ): Promise<RewardRequest[]> {
    const lines = await this.repo.lines(
      rows.map((r) => r.requestId),
      db,
    );
    const byRequest = new Map<number, RequestLineRecord[]>();
    for (const l of lines) byRequest.set(l.requestId, [...(byRequest.get(l.requestId) ?? []), l]);
    return rows.map((r) => ({
      requestId: r.requestId,
      fidelityCard: r.cardNumber,
      storeId: r.storeId,
      storeName: r.storeName,
      status: r.status,
      statusLabel: REWARD_STATUS_LABELS[r.status],
      points: r.points,
      euro: centsToEuro(r.euroCents),
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
      canCancel: canMoveReward(r.status, 'cancelled', actor),
      lines: (byRequest.get(r.requestId) ?? []).map((l) => ({
        rewardId: l.rewardId,
        name: l.name,
        points: l.points,
        euro: centsToEuro(l.euroCents),
        quantity: l.quantity,
      })),
      ...(actor === 'store' ? { customer: r.customer } : {}),
    }));
  }

  /** loyalty-rewards/requests: the customer's requests, newest first. */
  async requests(userId: number): Promise<{ requests: RewardRequest[] }> {
    return { requests: await this.requestDtos(await this.repo.requestsOf(userId), 'member', this.repo.db) };
  }

  /**
   * Moves a request (the member cancels; the store marks ready, collected or cancels). A
   * cancellation gives the points back as a 'reward_return' movement of the debit's period,
   * under the customer's lock, once.
   */
  private async move(
    requestId: number,
    to: RewardStatus,
    who: { actor: 'member'; userId: number } | { actor: 'store'; staff: RewardStaff },
  ): Promise<RewardRequest> {
    return this.repo.db.transaction().execute(async (trx) => {
      const peek = await this.repo.request(requestId, trx);
      const mine =
        peek &&
        (who.actor === 'member'
          ? peek.userId === who.userId
          : await this.inScope(who.staff, peek.storeId, trx));
      if (!peek || !mine) throw business('error.rewards.request_unknown', M.requestUnknown);
      await this.loyalty.repo.lockAccount(trx, peek.userId);
      const current = (await this.repo.request(requestId, trx, true))!;
      if (!canMoveReward(current.status, to, who.actor))
        throw business(
          'error.rewards.status',
          to === 'cancelled' && who.actor === 'member'
            ? M.cannotCancel(current.status)
            : M.cannotMove(current.status, to),
        );
      await this.repo.setStatus(trx, requestId, to, who.actor === 'store' ? who.staff.staffUserId : null);
      if (to === 'cancelled') {
        const debit = await this.repo.debitOf(requestId, trx);
        await this.loyalty.repo.append(trx, {
          cardNumber: current.cardNumber,
          userId: current.userId,
          kind: 'reward_return',
          points: current.points,
          reason: `Richiesta premi n. ${requestId} annullata: punti restituiti`,
          rewardRequestId: requestId,
          periodEnd: debit?.periodEnd ?? collectionPeriodEnd(current.storeId, this.today()),
        });
      }
      const after = (await this.repo.request(requestId, trx))!;
      return (await this.requestDtos([after], who.actor, trx))[0]!;
    });
  }

  /** loyalty-rewards/requests/cancel: the member cancels while «richiesto». */
  async cancel(
    userId: number,
    requestId: number,
  ): Promise<{ request: RewardRequest; requests: RewardRequest[] }> {
    const request = await this.move(requestId, 'cancelled', { actor: 'member', userId });
    return { request, ...(await this.requests(userId)) };
  }

  private async storesOf(staff: RewardStaff, db: Executor): Promise<number[] | null> {
    return staff.warehouseIds === null ? null : this.repo.storesOfWarehouses(staff.warehouseIds, db);
  }

  private async inScope(staff: RewardStaff, storeId: number, db: Executor): Promise<boolean> {
    const stores = await this.storesOf(staff, db);
    return stores === null || stores.includes(storeId);
  }

  /** loyalty-rewards/staff/requests: the requests of the staff member's cooperatives. */
  async staffRequests(staff: RewardStaff, status?: RewardStatus): Promise<{ requests: RewardRequest[] }> {
    const stores = await this.storesOf(staff, this.repo.db);
    const rows = await this.repo.requestsOfStores(stores, status);
    return { requests: await this.requestDtos(rows, 'store', this.repo.db) };
  }

  /** loyalty-rewards/staff/advance: ready, collected or cancelled by the store. */
  async advance(
    staff: RewardStaff,
    requestId: number,
    to: 'ready' | 'collected' | 'cancelled',
  ): Promise<RewardRequest> {
    const request = await this.move(requestId, to, { actor: 'store', staff });
    if (to !== 'collected') {
      const owner = await this.repo.request(requestId, this.repo.db);
      const url = `${this.publicUrl()}/profile/requested-rewards`;
      if (owner)
        await this.notices?.send(owner.userId, ({ firstName }) =>
          rewardRequestNotice(to, { ...request, firstName, url }),
        );
    }
    return request;
  }

  // ---- donations ----

  private receiptDto(d: DonationRecord): DonationReceipt {
    return {
      donationId: d.donationId,
      receiptNumber: d.receiptNumber,
      date: new Date(d.createdAt).toISOString(),
      projectId: d.projectId,
      projectName: d.projectName,
      beneficiary: d.beneficiary,
      storeName: d.storeName,
      fidelityCard: d.cardNumber,
      points: d.points,
      pdfUrl: `/ebsn/api/loyalty-rewards/donations/receipt?receipt_number=${encodeURIComponent(d.receiptNumber)}`,
    };
  }

  /** loyalty-rewards/charity-projects: the card's cooperative's projects, the table, the receipts. */
  async projects(
    userId: number,
    fidelityCard?: string,
    db: Executor = this.repo.db,
  ): Promise<CharityProjects> {
    const card = await this.cardOf(userId, fidelityCard, db);
    const donations = (await this.repo.donationsOf(userId, db)).map((d) => this.receiptDto(d));
    const table = donationTable(card?.storeId);
    if (!card) return { card: null, projects: [], table, choices: [], donations };
    const head = await this.head(card, db);
    const projects = await this.repo.projects(card.storeId, db);
    return {
      card: head,
      projects: projects.map(({ storeId: _s, ...p }) => p),
      table: { ...table },
      choices: donationChoices(card.storeId, head.points),
      donations,
    };
  }

  /** loyalty-rewards/donate: under the customer's lock, the points go to a project with a receipt. */
  async donate(
    userId: number,
    projectId: number,
    points: number,
    fidelityCard?: string,
  ): Promise<DonationResult> {
    return this.repo.db.transaction().execute(async (trx) => {
      await this.loyalty.repo.lockAccount(trx, userId);
      const card = await this.requireCard(userId, fidelityCard, trx);
      const project = (await this.repo.projects(card.storeId, trx)).find((p) => p.projectId === projectId);
      if (!project) throw business('error.rewards.project_unknown', M.projectUnknown);
      const balance = await this.balance(card, trx);
      const refusal = donationRefusal(card.storeId, points, balance);
      if (refusal)
        throw business(
          points > balance && refusal.startsWith('Saldo')
            ? 'error.rewards.points_short'
            : 'error.rewards.donation_points',
          refusal,
        );
      const now = this.now();
      const year = Number(romeDate(now).slice(0, 4));
      const donationId = await this.repo.createDonation(trx, {
        userId,
        cardNumber: card.cardNumber,
        projectId,
        points,
        receipt: (id) => donationReceiptNumber(card.storeId, year, id),
      });
      await this.loyalty.repo.append(trx, {
        cardNumber: card.cardNumber,
        userId,
        kind: 'donation',
        points: -points,
        reason: `Donazione al progetto «${project.name}»`,
        donationId,
        periodEnd: collectionPeriodEnd(card.storeId, this.today()),
      });
      const view = await this.projects(userId, card.cardNumber, trx);
      const receipt = view.donations.find((d) => d.donationId === donationId)!;
      return { ...view, receipt };
    });
  }

  /** loyalty-rewards/donations/receipt: one of the customer's receipts as a PDF. */
  async receiptPdf(userId: number, receiptNumber: string): Promise<{ pdf: Uint8Array; filename: string }> {
    const d = await this.repo.donation(userId, receiptNumber);
    if (!d) throw business('error.rewards.receipt_unknown', M.receiptUnknown);
    return { pdf: await donationPdf(this.receiptDto(d)), filename: `ricevuta-${d.receiptNumber}.pdf` };
  }
}
