// Gift codes, discount vouchers and personal coupons: checking and applying them to
// a cart, the adjustments they give the cart's price, the customer's lists, and
// marking them used when an order is bought. Rules live in @sporta/domain.
import type { GiftCertificate, OrderAdjustment } from '@sporta/contracts';
import {
  centsToEuro,
  couponAssignmentAllowed,
  GIFT_ADJUSTMENT_ITEM,
  giftCodeRefusal,
  giftDiscountLabel,
  giftRefusalMessage,
  missingToThresholdCents,
  type GiftDiscount,
  type GiftRefusalCode,
  type PricedAdjustment,
  type PricingGift,
} from '@sporta/domain';
import { GiftRepository, type CopyWithGift, type Executor, type GiftRow } from './gifts.repository';
import { business } from '../../platform/http';

/** A priced cart line, as the cart module sees it. */
export interface PricedLine {
  itemId: number;
  /** Pieces, or kg for loose goods. */
  quantity: number;
  loose: boolean;
  unitCents: number;
  grossCents: number;
  vatPct: number;
}

export const giftMessages = {
  notInCart: 'Il codice indicato non è applicato al carrello.',
  notCoupon: 'Il buono indicato non si applica a un prodotto.',
  lineMissing: 'Il prodotto scelto non è nel tuo carrello.',
  lineFull: (qty: number) =>
    `Su questo prodotto puoi applicare al massimo ${qty} ${qty === 1 ? 'buono' : 'buoni'}: uno per ogni pezzo.`,
  chooseItem: 'Scegli il prodotto a cui applicare il buono.',
  couponUsed: 'Il buono è già stato utilizzato.',
  couponInOtherCart: 'Il buono è già applicato a un altro carrello.',
  added: 'Codice sconto applicato al carrello.',
  removed: 'Codice sconto rimosso dal carrello.',
  couponsSaved: 'Buoni applicati ai prodotti scelti.',
};

export function discountOf(gift: GiftRow): GiftDiscount {
  return gift.discount_kind === 'percent'
    ? { kind: 'percent', basisPoints: gift.discount_value, maxCents: gift.max_discount_cents }
    : { kind: 'amount', cents: gift.discount_value };
}

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

export function giftDto(gift: GiftRow, copies: CopyWithGift[] = []): GiftCertificate {
  return {
    giftCertificateId: gift.gift_certificate_id,
    id: gift.gift_certificate_id,
    kind: gift.kind,
    giftCode: gift.kind === 'coupon' ? null : gift.gift_code,
    name: gift.name,
    description: gift.description,
    discountLabel: giftDiscountLabel(discountOf(gift)),
    minSpend: centsToEuro(gift.min_spend_cents),
    startDate: iso(gift.starts_at),
    endDate: iso(gift.ends_at),
    giftAdjustmentType: { giftAdjustmentTypeId: gift.gift_adjustment_type_id },
    categoryProposal: gift.category_proposal as GiftCertificate['categoryProposal'],
    userGiftCertificates: copies.map((c) => ({
      userGiftCertificateId: c.user_gift_certificate_id,
      cartId: c.cart_id,
      orderId: c.order_id,
      cartItemId: c.cart_item_id,
      usedAt: iso(c.used_at),
    })),
  };
}

/** Groups copies by certificate, in first-seen order. */
function byGift(copies: CopyWithGift[]): GiftCertificate[] {
  const groups = new Map<number, CopyWithGift[]>();
  for (const c of copies)
    groups.set(c.gift_certificate_id, [...(groups.get(c.gift_certificate_id) ?? []), c]);
  return [...groups.values()].map((list) => giftDto(list[0]!.gift, list));
}

export class GiftService {
  readonly repo: GiftRepository;

  constructor(db: Executor) {
    this.repo = new GiftRepository(db);
  }

  // ---- offers on the product cards ----

  /**
   * The gift-certificate offers of product cards (seed 001 §2, §3 Product.userGiftCertificates):
   * for each product, the customer's unused copies of vouchers and coupons valid now whose
   * category proposal names one of the product's categories (`categoryProposedId`, or `slug`).
   * A gift without a proposal applies to any product and is offered on none. Display only:
   * what a gift takes off is worked out in the cart. The customer's gifts are read once; the
   * returned function matches them to products (a listing reads them while it reads its
   * products, not after).
   */
  async offersOf(
    userId: number,
    now = new Date(),
  ): Promise<
    (
      products: readonly {
        productId: number;
        breadCrumbs: readonly { categoryId: number; slug: string }[];
      }[],
    ) => Map<number, GiftCertificate[]>
  > {
    const copies = (await this.repo.ofUser(userId, { history: false })).filter((c) => {
      const g = c.gift;
      const proposal = g.category_proposal as { slug?: unknown; categoryProposedId?: unknown } | null;
      return (
        c.order_id === null &&
        proposal !== null &&
        (typeof proposal.slug === 'string' || typeof proposal.categoryProposedId === 'number') &&
        (g.starts_at === null || g.starts_at <= now) &&
        (g.ends_at === null || g.ends_at >= now)
      );
    });
    const gifts = copies.length ? byGift(copies) : [];
    return (products) => {
      const out = new Map<number, GiftCertificate[]>();
      if (!gifts.length) return out;
      for (const p of products) {
        const offers = gifts.filter((g) =>
          p.breadCrumbs.some(
            (c) =>
              c.categoryId === g.categoryProposal?.categoryProposedId ||
              (g.categoryProposal?.slug !== undefined &&
                c.slug === g.categoryProposal.slug.replace(/^\/+/, '')),
          ),
        );
        if (offers.length) out.set(p.productId, offers);
      }
      return out;
    };
  }

  // ---- the cart's price (the pricing engine prices the copies) ----

  /**
   * The copies on a cart as the pricing engine takes them. A copy carried back from the order
   * being edited (its order_id kept, not used again yet) is granted: it applies as it did when
   * the order was placed, whatever its dates and minimum now.
   */
  pricingGifts(copies: readonly CopyWithGift[]): PricingGift[] {
    return copies.map((c) => ({
      copyId: c.user_gift_certificate_id,
      giftId: c.gift_certificate_id,
      kind: c.gift.kind,
      code: c.gift.kind === 'coupon' ? null : c.gift.gift_code,
      name: c.gift.name,
      target: c.gift.gift_adjustment_type_id === GIFT_ADJUSTMENT_ITEM ? 'line' : 'cart',
      lineId: c.cart_item_id,
      discount: discountOf(c.gift),
      minSpendCents: c.gift.min_spend_cents,
      startsAt: iso(c.gift.starts_at),
      endsAt: iso(c.gift.ends_at),
      granted: c.order_id !== null && c.used_at === null,
    }));
  }

  /** The gift adjustments of a priced document in the wire's shape (orderAdjustments). */
  adjustmentsWire(
    adjustments: readonly PricedAdjustment[],
    copies: readonly CopyWithGift[],
  ): OrderAdjustment[] {
    const byId = new Map(copies.map((c) => [c.user_gift_certificate_id, c]));
    return adjustments.flatMap((a) => {
      const c = a.copyId === null ? undefined : byId.get(a.copyId);
      if (!c) return [];
      return [
        {
          userGiftCertificateId: c.user_gift_certificate_id,
          orderItemId: c.cart_item_id,
          giftCertificate: giftDto(c.gift, [c]),
          amount: centsToEuro(a.amountCents),
          applied: a.applied,
          message: a.message,
        },
      ];
    });
  }

  // ---- codes and vouchers ----

  /** Why a code cannot go on this cart now (or the certificate and the customer's copy). */
  private async checkCode(
    executor: Executor,
    userId: number,
    cartId: number,
    code: string,
    spendCents: number,
  ): Promise<{ gift: GiftRow; refusal: GiftRefusalCode | null }> {
    const gift = await this.repo.byCode(code, executor);
    if (!gift || gift.kind === 'coupon') return { gift: gift!, refusal: 'error.gift.unknown' };
    const applied = await this.repo.appliedTo(cartId, executor);
    const alreadyInCart = applied.some((c) => c.gift_certificate_id === gift.gift_certificate_id);
    if (gift.kind === 'voucher' && !alreadyInCart) {
      const copy = await this.repo.unusedCopy(userId, gift.gift_certificate_id, executor);
      if (!copy) {
        const everOwned = (await this.repo.ofUser(userId, { history: true }, executor)).some(
          (c) => c.gift_certificate_id === gift.gift_certificate_id,
        );
        return { gift, refusal: everOwned ? 'error.gift.used' : 'error.gift.unknown' };
      }
    }
    const uses = await this.repo.uses(gift.gift_certificate_id, userId, executor);
    const refusal = giftCodeRefusal({
      now: new Date(),
      startsAt: gift.starts_at,
      endsAt: gift.ends_at,
      uses: uses.all,
      maxUses: gift.max_uses,
      usesByShopper: uses.mine,
      maxUsesPerShopper: gift.kind === 'code' ? gift.max_uses_per_user : null,
      alreadyInCart,
      minSpendCents: gift.min_spend_cents,
      spendCents,
    });
    return { gift, refusal };
  }

  private refuse(code: GiftRefusalCode, gift?: GiftRow): never {
    throw business(code, giftRefusalMessage(code, gift?.min_spend_cents ?? 0));
  }

  /** cart-giftcertificate/check: the certificate, or the reason it cannot be used. */
  async check(userId: number, cartId: number, code: string, spendCents: number): Promise<GiftCertificate> {
    const { gift, refusal } = await this.checkCode(this.repo.db, userId, cartId, code, spendCents);
    if (refusal) this.refuse(refusal, gift);
    return giftDto(gift);
  }

  /** Applies a code or a voucher to the cart (inside the cart's locked transaction). */
  async addCode(
    trx: Executor,
    userId: number,
    cartId: number,
    code: string,
    spendCents: number,
  ): Promise<void> {
    const { gift, refusal } = await this.checkCode(trx, userId, cartId, code, spendCents);
    if (refusal) this.refuse(refusal, gift);
    if (gift.kind === 'code') {
      await this.repo.insertCopy(trx, { giftId: gift.gift_certificate_id, userId, cartId });
      return;
    }
    const copy = await this.repo.unusedCopy(userId, gift.gift_certificate_id, trx);
    if (!copy) this.refuse('error.gift.unknown');
    await this.repo.setCart(trx, copy.user_gift_certificate_id, cartId);
  }

  async removeCode(trx: Executor, cartId: number, code: string): Promise<void> {
    const applied = await this.repo.appliedTo(cartId, trx);
    const wanted = code.trim().toUpperCase();
    const copy = applied.find((c) => c.gift.gift_code?.toUpperCase() === wanted);
    if (!copy) throw business('error.gift.not_in_cart', giftMessages.notInCart);
    if (copy.gift.kind === 'code') await this.repo.deleteCopy(trx, copy.user_gift_certificate_id);
    else await this.repo.setCart(trx, copy.user_gift_certificate_id, null);
  }

  // ---- personal coupons ----

  /** The customer's unused coupons with the cart lines each may still take. */
  async coupons(
    userId: number,
    cartId: number,
    lines: PricedLine[],
  ): Promise<Array<GiftCertificate & { eligibleCartItemIds: number[] }>> {
    const copies = (await this.repo.ofUser(userId, { history: false, kinds: ['coupon'] })).filter(
      (c) => c.cart_id === null || c.cart_id === cartId,
    );
    const applied = await this.repo.appliedTo(cartId);
    const now = Date.now();
    return copies
      .filter((c) => !c.gift.ends_at || c.gift.ends_at.getTime() > now)
      .map((c) => ({
        ...giftDto(c.gift, [c]),
        eligibleCartItemIds: lines
          .filter((l) =>
            couponAssignmentAllowed({
              itemQuantity: l.quantity,
              assignedCouponIds: applied
                .filter((a) => a.cart_item_id === l.itemId)
                .map((a) => a.user_gift_certificate_id),
              couponId: c.user_gift_certificate_id,
            }),
          )
          .map((l) => l.itemId),
      }));
  }

  async coupon(userId: number, userGiftCertificateId: number): Promise<GiftCertificate> {
    const copy = await this.repo.copyOf(userId, userGiftCertificateId);
    if (!copy || copy.gift.kind !== 'coupon') this.refuse('error.gift.not_yours');
    return giftDto(copy.gift, [copy]);
  }

  /**
   * personal-coupon/add_coupon: puts each coupon on the chosen line (or takes it off
   * with no line). A line takes at most as many coupons as its quantity; a coupon
   * already on the line stays allowed. All or nothing: the caller's transaction rolls back.
   */
  async assignCoupons(
    trx: Executor,
    userId: number,
    cartId: number,
    assignments: { userGiftCertificateId: number; cartItemId?: number | null }[],
    lines: PricedLine[],
  ): Promise<void> {
    for (const a of assignments) {
      const copy = await this.repo.copyOf(userId, a.userGiftCertificateId, trx);
      if (!copy) this.refuse('error.gift.not_yours');
      if (copy.gift.kind !== 'coupon') throw business('error.gift.not_coupon', giftMessages.notCoupon);
      if (copy.used_at) throw business('error.gift.used', giftMessages.couponUsed);
      if (copy.cart_id !== null && copy.cart_id !== cartId)
        throw business('error.gift.other_cart', giftMessages.couponInOtherCart);
      if (!a.cartItemId) {
        await this.repo.setCart(trx, copy.user_gift_certificate_id, null);
        continue;
      }
      const line = lines.find((l) => l.itemId === a.cartItemId);
      if (!line) throw business('error.gift.line_missing', giftMessages.lineMissing);
      if (copy.gift.ends_at && copy.gift.ends_at.getTime() <= Date.now()) this.refuse('error.gift.expired');
      const onLine = (await this.repo.appliedTo(cartId, trx))
        .filter((c) => c.cart_item_id === line.itemId)
        .map((c) => c.user_gift_certificate_id);
      if (
        !couponAssignmentAllowed({
          itemQuantity: line.quantity,
          assignedCouponIds: onLine,
          couponId: copy.user_gift_certificate_id,
        })
      )
        throw business('error.gift.line_full', giftMessages.lineFull(Math.max(1, Math.floor(line.quantity))));
      await this.repo.setCart(trx, copy.user_gift_certificate_id, cartId, line.itemId);
    }
  }

  // ---- lists ----

  /** giftcertificate/list (every kind) or list-manual-assigned (vouchers and coupons). */
  async list(userId: number, options: { history: boolean; manualOnly: boolean }): Promise<GiftCertificate[]> {
    const copies = await this.repo.ofUser(userId, {
      history: options.history,
      kinds: options.manualOnly ? ['voucher', 'coupon'] : undefined,
    });
    return byGift(copies);
  }

  /** cart-giftcertificate/cart-threshold: what is missing to each applied or owned minimum spend. */
  async thresholds(userId: number, cartId: number, spendCents: number) {
    const applied = await this.repo.appliedTo(cartId);
    const owned = await this.repo.ofUser(userId, { history: false, kinds: ['voucher'] });
    const seen = new Set<number>();
    const out = [];
    for (const c of [...applied, ...owned]) {
      if (seen.has(c.gift_certificate_id) || c.gift.min_spend_cents <= 0) continue;
      seen.add(c.gift_certificate_id);
      out.push({
        giftCertificateId: c.gift_certificate_id,
        name: c.gift.name,
        threshold: centsToEuro(c.gift.min_spend_cents),
        missing: centsToEuro(missingToThresholdCents(c.gift.min_spend_cents, spendCents)),
      });
    }
    return out;
  }

  // ---- vouchers issued by other modules ----

  /**
   * Issues a one-use discount voucher of `amountCents` to the customer (inside the caller's
   * transaction): it is in giftcertificate/list at once and goes on a cart with its code.
   */
  async issueVoucher(
    trx: Executor,
    userId: number,
    voucher: {
      code: string;
      name: string;
      description: string;
      amountCents: number;
      /** A percentage voucher (basis points, 1000 = 10 %) instead of an amount. */
      percentBasisPoints?: number;
      minSpendCents: number;
      endsAt: Date;
      proposal?: Record<string, unknown>;
    },
  ): Promise<{ userGiftCertificateId: number; gift: GiftCertificate }> {
    const giftId = await this.repo.insertGift(trx, {
      kind: 'voucher',
      code: voucher.code,
      name: voucher.name,
      description: voucher.description,
      amountCents: voucher.amountCents,
      percentBasisPoints: voucher.percentBasisPoints,
      minSpendCents: voucher.minSpendCents,
      startsAt: new Date(),
      endsAt: voucher.endsAt,
      proposal: voucher.proposal ?? null,
    });
    const copyId = await this.repo.insertCopy(trx, { giftId, userId, cartId: null });
    const copy = await this.repo.copyOf(userId, copyId, trx);
    return { userGiftCertificateId: copyId, gift: giftDto(copy!.gift, [copy!]) };
  }

  // ---- orders ----

  /** Marks the applied copies that gave a discount as used by the order (buy transaction). */
  async consumeForOrder(trx: Executor, orderId: number, adjustments: readonly OrderAdjustment[]) {
    await this.repo.markUsed(
      trx,
      adjustments.filter((a) => a.applied).map((a) => a.userGiftCertificateId),
      orderId,
    );
  }
}
