// The priced document (cents, from the domain's pricing engine) as the wire shows it
// (euro, packages/contracts/src/pricing.ts). Cart, checkout and orders answer with it.
import type { AppliedPromotionWire, PricingSummary } from '@sporta/contracts';
import {
  centsToEuro,
  type AppliedPromotion,
  type PricedDocument,
  type PricedLine,
  type PricingInput,
} from '@sporta/domain';

const euro = centsToEuro;

export function promotionWire(p: AppliedPromotion | null): AppliedPromotionWire | null {
  return p && { promotionId: p.promotionId, label: p.label, kind: p.kind, amount: euro(p.discountCents) };
}

/** The per-line figures of cart and order lines. */
export function pricedLineWire(
  l: Pick<PricedLine, 'listCents' | 'promotion' | 'discountCents' | 'payCents'>,
) {
  return {
    listTotal: euro(l.listCents),
    promotion: promotionWire(l.promotion),
    discountTotal: euro(l.discountCents),
    payTotal: euro(l.payCents),
  };
}

export function pricingSummaryWire(doc: PricedDocument): PricingSummary {
  const t = doc.totals;
  return {
    listTotal: euro(t.listCents),
    promotionTotal: euro(t.promotionCents),
    itemsTotal: euro(t.itemsCents),
    discountTotal: euro(t.discountCents),
    deliveryFeeStandard: euro(doc.fees.deliveryListCents),
    deliveryFee: euro(doc.fees.deliveryCents),
    fastSurcharge: euro(doc.fees.surchargeCents),
    bagCount: doc.fees.bagCount,
    packagingCost: euro(doc.fees.bagsCents),
    feesTotal: euro(t.feesCents),
    total: euro(t.totalCents),
    netTotal: euro(t.netCents),
    vatTotal: euro(t.vatCents),
    vatTaxables: doc.vat.map((v) => ({
      vatPct: v.vatPct,
      grossTotal: euro(v.grossCents),
      netTotal: euro(v.netCents),
      vatTotal: euro(v.vatCents),
    })),
    savings: euro(t.savingsCents),
    variableWeightTotal: euro(t.variableWeightCents),
    preAuthorisedAmount: euro(t.preAuthorisedCents),
    adjustments: doc.adjustments.map((a) => ({
      kind: a.kind,
      label: a.label,
      code: a.code,
      amount: euro(a.amountCents),
      applied: a.applied,
      message: a.message,
      promotionId: a.promotionId,
      userGiftCertificateId: a.copyId,
    })),
  };
}

/** A document whose line ids are renumbered (cart item ids → order item ids). */
export function renumberLines(doc: PricedDocument, ids: ReadonlyMap<number, number>): PricedDocument {
  const id = (lineId: number) => ids.get(lineId) ?? lineId;
  return {
    ...doc,
    lines: doc.lines.map((l) => ({ ...l, lineId: id(l.lineId) })),
    adjustments: doc.adjustments.map((a) => ({
      ...a,
      shares: a.shares.map((s) => ({ ...s, lineId: id(s.lineId) })),
    })),
  };
}

/** The engine's input with its line ids renumbered (the coupons' lines too). */
export function renumberInput(input: PricingInput, ids: ReadonlyMap<number, number>): PricingInput {
  const id = (lineId: number) => ids.get(lineId) ?? lineId;
  return {
    ...input,
    lines: input.lines.map((l) => ({ ...l, lineId: id(l.lineId) })),
    gifts: input.gifts.map((g) => ({ ...g, lineId: g.lineId === null ? null : id(g.lineId) })),
  };
}
