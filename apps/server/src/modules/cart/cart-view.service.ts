// The cart as the shopper sees it (spec 001 §3): its lines priced by the engine for the cart's
// warehouse and slot date, the slot checked (a lapsed hold is released with a warning), the
// priced document the checkout keeps. Read-only but for releasing a lapsed slot.
import type { Cart, CartItem, Product } from '@sporta/contracts';
import {
  centsToEuro,
  euroToCents,
  isLoose,
  selectedOptionsOf,
  vatSplit,
  DEFAULT_PACKAGING_TYPE_ID,
  packagingType,
  priceBasket,
  type PricedLine,
  type PricingInput,
} from '@sporta/domain';
import type { Messages } from '../../platform/envelope';
import type { CatalogService } from '../catalog';
import type { GiftService, PricedLine as GiftLine } from '../gifts';
import { isMember } from '../account';
import { pricedLineWire, pricingSummaryWire } from '../pricing';
import { deliveryMessages, slotLabel, type DeliveryService } from '../delivery';
import type { CartRepository } from './cart.repository';
import { type CartItemRecord, type CartOwner, type CartRecord } from './cart.repository';
import type { Message, PricedCart, SlotState } from './cart-rules';
import { CART_STATUS_OPEN, cartMessages, giftLines } from './cart-rules';

export class CartViewService {
  constructor(
    readonly repo: CartRepository,
    private readonly catalog: CatalogService,
    private readonly delivery: DeliveryService,
    private readonly gifts: GiftService,
  ) {}

  // ---- reading ----

  /** The owner's open cart, if any, without creating one (reads that only look). */
  async openCart(owner: CartOwner): Promise<CartRecord | undefined> {
    return this.repo.openCart(owner);
  }

  async cartOf(owner: CartOwner): Promise<CartRecord> {
    return this.repo.openOrCreate(owner);
  }

  /**
   * The cart's slot, checked: past its cutoff, or with its hold expired or gone,
   * the slot is released and removed from the cart (with a warning).
   */
  async checkSlot(cart: CartRecord): Promise<SlotState> {
    if (cart.timeslotId === null) return { cart, warnings: [] };
    const [slot, hold] = await Promise.all([
      this.delivery.slot(cart.timeslotId),
      this.delivery.holdOf(this.repo.db, cart.cartId),
    ]);
    const now = Date.now();
    const closed = !slot || slot.cutoffAt.getTime() <= now;
    const lapsed = !hold || hold.timeslotId !== cart.timeslotId || hold.expiresAt.getTime() <= now;
    if (!closed && !lapsed) return { cart, slot, holdExpiresAt: hold.expiresAt, warnings: [] };
    const slotId = cart.timeslotId;
    const released = await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      if (locked.timeslotId !== slotId) return false;
      const current = await this.delivery.holdOf(trx, cart.cartId);
      if (!closed && current && current.timeslotId === slotId && current.expiresAt.getTime() > Date.now())
        return false;
      await this.delivery.releaseHold(trx, cart.cartId);
      await this.repo.update(trx, cart.cartId, { timeslotId: null });
      return true;
    });
    if (!released) return this.checkSlot((await this.repo.openCart(this.ownerOf(cart))) ?? cart);
    const label = slot ? slotLabel(slot) : '';
    const warning: Message = closed
      ? {
          code: 'warning.timeslot.closed',
          message: slot ? deliveryMessages.slotClosed(slot) : deliveryMessages.slotUnknown,
        }
      : { code: 'warning.timeslot.expired', message: cartMessages.slotExpired(label) };
    return { cart: { ...cart, timeslotId: null }, warnings: [warning] };
  }

  ownerOf(cart: CartRecord): CartOwner {
    return cart.userId !== null ? { userId: cart.userId } : { sessionId: cart.sessionId! };
  }

  /** Products by id at the prices of the cart's warehouse and slot date. */
  async productsFor(ids: number[], warehouseId: number | null, date: string | undefined) {
    return (await this.basketProducts(ids, warehouseId, date)).products;
  }

  /** The same, with the catalogue version they were read at (for `build`'s `catalogVersion`). */
  async basketProducts(ids: number[], warehouseId: number | null, date: string | undefined) {
    const { products, version } = await this.catalog.basket(
      [...new Set(ids)],
      { warehouseId, date },
      { promotions: false },
    );
    return { products: new Map(products.map((p) => [p.productId, p])), version };
  }

  line(item: CartItemRecord, product: Product, priced: PricedLine): CartItem {
    const loose = isLoose(product);
    const vatPct = priced.vatPct;
    const { netCents } = vatSplit(priced.itemCents, vatPct);
    const kg = (item.weightGrams ?? 0) / 1000;
    const selectedOptions = selectedOptionsOf(product.selectOptions ?? [], item.infos);
    return {
      itemId: item.itemId,
      cartItemId: item.itemId,
      productId: item.productId,
      product: product.selectOptions
        ? {
            ...product,
            selectOptions: product.selectOptions.map((o) => ({
              ...o,
              selected: item.infos[o.parameterName] ?? null,
            })),
          }
        : product,
      quantity: loose ? kg : item.quantity,
      weight: loose ? kg : item.quantity,
      weightGrams: loose ? item.weightGrams : null,
      cartItemInsertionTypeId: item.insertionType,
      cartItemInfo: {
        ...item.infos,
        accept_alternatives: String(item.acceptAlternatives),
      },
      selectedOptions,
      acceptAlternatives: item.acceptAlternatives,
      promoDisabled: item.promoDisabled,
      warehousePromoId: priced.promotion?.promotionId ?? null,
      unitPrice: centsToEuro(priced.unitCents),
      grossTotal: centsToEuro(priced.itemCents),
      netTotal: centsToEuro(netCents),
      vatPct,
      ...pricedLineWire(priced),
    };
  }

  /**
   * The cart of an anonymous visitor who has none yet (ANONYMOUS_CART, no session): empty,
   * priced nowhere, and nothing is written (no session or cart row per visitor who only looks).
   */
  async blankView(): Promise<Cart> {
    const blank: CartRecord = {
      cartId: 0,
      userId: null,
      sessionId: null,
      storeId: null,
      deliveryServiceId: null,
      addressType: null,
      addressId: null,
      zoneId: null,
      warehouseId: null,
      timeslotId: null,
      cartStatusId: CART_STATUS_OPEN,
      infos: {},
      acceptAlternatives: false,
    };
    return this.build({ cart: blank, warnings: [] });
  }

  /** The cart of spec 001 §3, priced for its warehouse and slot date. */
  async view(
    owner: CartOwner,
    options: { sectors?: boolean } = {},
  ): Promise<{ cart: Cart; messages: Messages }> {
    const state = await this.checkSlot(await this.cartOf(owner));
    return { cart: await this.build(state, options), messages: { warnings: state.warnings } };
  }

  /**
   * The cart priced by the pricing engine (ADR 0021): its lines with their list prices and
   * promotions for the cart's warehouse and slot date, its gift copies, the service's fee,
   * the shopper bags of the chosen packaging. Answers the wire's cart, the priced document
   * and the engine's input (kept by the order to price it again as placed). `options.items`: the
   * cart's lines as a change has just written them (not read again).
   */
  async price(
    state: SlotState,
    options: { sectors?: boolean; items?: CartItemRecord[]; catalogVersion?: number } = {},
  ): Promise<PricedCart> {
    const { cart, slot } = state;
    const items = options.items ?? (await this.repo.items(cart.cartId));
    const productIds = [...new Set(items.map((i) => i.productId))];
    // Independent reads in parallel: on PostgreSQL each is a round trip of its own.
    const place = { warehouseId: cart.warehouseId, date: slot?.date };
    const [{ products: productList, promotions }, shippingAddress, giftCopies, service] = await Promise.all([
      this.catalog.basket(productIds, place, { version: options.catalogVersion }),
      this.delivery.addressOf(cart.userId, cart.addressType, cart.addressId, cart.deliveryServiceId),
      this.gifts.repo.appliedTo(cart.cartId),
      cart.deliveryServiceId === null
        ? Promise.resolve(undefined)
        : this.delivery.service(cart.deliveryServiceId),
    ]);
    // whether the customer is a member matters only for member-only promotions
    const member = promotions.some((p) => p.memberOnly) && (await isMember(this.repo.db, cart.userId));
    const products = new Map(productList.map((p) => [p.productId, p]));
    const sold = items.filter((i) => products.has(i.productId));
    const packaging =
      packagingType(Number(cart.infos.packaging_type_id)) ?? packagingType(DEFAULT_PACKAGING_TYPE_ID)!;
    const input: PricingInput = {
      now: new Date().toISOString(),
      member,
      lines: sold.map((i) => {
        const product = products.get(i.productId)!;
        const loose = isLoose(product);
        return {
          lineId: i.itemId,
          productId: i.productId,
          vatPct: Number(product.ivaCategory.ivaPct) || 0,
          loose,
          quantity: loose ? 0 : i.quantity,
          grams: loose ? (i.weightGrams ?? 0) : 0,
          listUnitCents: euroToCents(product.price),
          promoDisabled: i.promoDisabled,
        };
      }),
      promotions,
      gifts: this.gifts.pricingGifts(giftCopies),
      delivery: service
        ? {
            feeCents: service.feeCents,
            freeOverCents: service.freeOverCents,
            surchargeCents: service.surchargeCents,
          }
        : null,
      bagUnitCents: packaging.unitCents,
    };
    const document = priceBasket(input);
    const byLine = new Map(document.lines.map((l) => [l.lineId, l]));
    const lines = sold.map((i) => this.line(i, products.get(i.productId)!, byLine.get(i.itemId)!));
    const t = document.totals;
    const giftAdjustments = this.gifts.adjustmentsWire(document.adjustments, giftCopies);
    const result: Cart = {
      cartId: cart.cartId,
      cartStatusId: cart.cartStatusId,
      user: { userId: cart.userId ?? -1, legals: [], crmUserSegments: [] },
      store: cart.storeId === null ? null : { storeId: cart.storeId },
      shippingAddress: shippingAddress && {
        ...shippingAddress,
        zoneId: cart.zoneId ?? shippingAddress.zoneId,
      },
      timeslot: slot
        ? {
            date: slot.date,
            timeslotId: slot.timeslotId,
            beginTime: slot.beginTime,
            endTime: slot.endTime,
            name: `${slot.beginTime} - ${slot.endTime}`,
            cutoffTime: slot.cutoffTime,
            cutoffDate: slot.cutoffDate,
            cutoffAt: slot.cutoffAt.toISOString(),
            holdExpiresAt: state.holdExpiresAt?.toISOString() ?? null,
            autoAssigned: false,
          }
        : null,
      warehouse: cart.warehouseId === null ? null : { warehouseId: cart.warehouseId },
      selectedService: service ? this.delivery.serviceDto(service) : null,
      totalItems: lines.length,
      cartItems: lines,
      totalPrice: centsToEuro(t.itemsCents),
      deliveryFee: centsToEuro(document.fees.deliveryCents),
      fastSurcharge: centsToEuro(document.fees.surchargeCents),
      giftTotal: centsToEuro(
        document.adjustments
          .filter((a) => a.copyId !== null && a.applied)
          .reduce((n, a) => n + a.amountCents, 0),
      ),
      grossTotal: centsToEuro(t.totalCents),
      netTotal: centsToEuro(t.netCents),
      vatTotal: centsToEuro(t.vatCents),
      vatTaxables: document.vat.map((v) => ({
        vatPct: v.vatPct,
        grossTotal: centsToEuro(v.grossCents),
        netTotal: centsToEuro(v.netCents),
        vatTotal: centsToEuro(v.vatCents),
      })),
      orderAdjustmentSummary: {
        orderAdjustments: giftAdjustments,
        totalDiscount: centsToEuro(t.discountCents),
      },
      cartInfos: { need_invoice: 'false', ...cart.infos },
      acceptAlternatives: cart.acceptAlternatives,
      selectWarehouse: false,
      forcedPreviewDate: null,
      pricing: pricingSummaryWire(document),
    };
    if (options.sectors) {
      const sectors = new Map<string, CartItem[]>();
      for (const l of lines) {
        const name = l.product.breadCrumbs[0]?.name ?? 'Altri prodotti';
        sectors.set(name, [...(sectors.get(name) ?? []), l]);
      }
      result.sectors = [...sectors.entries()].map(([name, cartItems]) => ({ name, cartItems }));
    }
    return { cart: result, document, input };
  }

  async build(
    state: SlotState,
    options: { sectors?: boolean; items?: CartItemRecord[]; catalogVersion?: number } = {},
  ): Promise<Cart> {
    return (await this.price(state, options)).cart;
  }

  async lockerLevel(cart: CartRecord): Promise<number | null> {
    if (cart.addressType !== 'locker' || cart.warehouseId === null) return null;
    return (await this.delivery.warehouse(cart.warehouseId))?.lockerMaxLevel ?? null;
  }

  // ---- gift codes and coupons ----

  /** The cart's priced lines and products total, for the gifts calls. */
  async priced(owner: CartOwner): Promise<{ cart: Cart; lines: GiftLine[]; spendCents: number }> {
    const { cart } = await this.view(owner);
    return { cart, lines: giftLines(cart.cartItems), spendCents: euroToCents(cart.totalPrice) };
  }

  /** The cart with its priced document and the engine's input (the checkout's buy keeps both). */
  async pricedDocument(owner: CartOwner): Promise<PricedCart & { messages: Messages }> {
    const state = await this.checkSlot(await this.cartOf(owner));
    return { ...(await this.price(state)), messages: { warnings: state.warnings } };
  }
}
