// Cart rules: lines priced for the cart's warehouse and slot date, quantities by
// the domain rules, availability, locker levels, day-locks, and the delivery
// setup of the cart (cooperative, service and address, time slot with its hold).
import type {
  AddressType,
  Cart,
  CartAddItem,
  CartItem,
  Product,
  Store,
  TimeslotDay,
} from '@sporta/contracts';
import {
  CART_ITEM_INSERTION_NORMAL,
  CART_STATUS_ADDRESS_LOCKED,
  canAddToLocker,
  centsToEuro,
  dayLockTooltip,
  effectiveMax,
  euroToCents,
  isAddressLocked,
  isDayLocked,
  isLoose,
  kgToGrams,
  maxTooltip,
  mergeQuantity,
  minQuantity,
  qtyMult,
  quantityStep,
  resolveSelectedOptions,
  romeInstant,
  selectedOptionsOf,
  vatSplit,
  DEFAULT_PACKAGING_TYPE_ID,
  packagingType,
  priceBasket,
  type PricedDocument,
  type PricedLine,
  type PricingInput,
} from '@sporta/domain';
import type { Messages } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { CatalogService } from '../catalog';
import type { GiftService, PricedLine as GiftLine } from '../gifts';
import { isMember } from '../account';
import { pricedLineWire, pricingSummaryWire } from '../pricing';
import {
  deliveryMessages,
  slotLabel,
  type DeliveryService,
  type Destination,
  type TimeslotRecord,
} from '../delivery';
import {
  CartRepository,
  type CartItemRecord,
  type CartOwner,
  type CartPatch,
  type CartRecord,
  type Executor,
} from './cart.repository';
import { business } from '../../platform/http';

type Message = { code: string; message: string };

const ITEM_INFO_KEYS = ['size', 'customWeight', 'custom_weight', 'use_wpid', 'notes'];
const MAX_CART_INFOS = 30;

const CART_STATUS_OPEN = 1;
/** A cart that became an order (closed). */
const CART_STATUS_ORDERED = 8;

export const checkoutCartMessages = {
  closed: 'Il carrello è già stato acquistato o chiuso: ricarica la pagina.',
  changed: 'Il carrello è cambiato durante il pagamento: controlla il riepilogo e conferma di nuovo.',
  slotLost:
    'La prenotazione della fascia oraria è scaduta: scegli di nuovo la fascia oraria prima di confermare.',
};

export const cartMessages = {
  needAddress:
    "Per aggiungere prodotti al carrello scegli prima il servizio e l'indirizzo di consegna o di ritiro.",
  needTimeslot: 'Per aggiungere prodotti al carrello scegli prima la fascia oraria di consegna o di ritiro.',
  locked: 'Il carrello è in fase di pagamento: non è possibile modificarlo.',
  cannotChangeAddress: "Non è possibile cambiare l'indirizzo di ritiro o di consegna in questo momento.",
  cannotChangeTimeslot: "Non è possibile cambiare l'orario di ritiro o di consegna in questo momento.",
  cannotChangeStore: 'Non è possibile cambiare la cooperativa in questo momento.',
  cannotEmpty: 'Non è possibile svuotare il carrello: è già vuoto.',
  addressInUse: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  itemNotFound: 'Il prodotto indicato non è nel tuo carrello.',
  productNotFound: 'Il prodotto richiesto non esiste o non è più in vendita.',
  notAvailable: (name: string) => `${name} non è disponibile per il punto vendita scelto.`,
  locker: 'Prodotto non disponibile per il ritiro nel locker',
  multiple: (name: string, mult: number) =>
    `${name} si acquista a multipli di ${mult} pezzi: indica una quantità multipla di ${mult}.`,
  wholePieces: (name: string) => `${name} si acquista a pezzi interi.`,
  minAcq: (name: string, min: number) =>
    `Non è possibile acquistare una quantità inferiore: il minimo per ${name} è ${min} ${min === 1 ? 'pezzo' : 'pezzi'}.`,
  minWeight: (name: string, kg: number) =>
    `Non è possibile acquistare una quantità inferiore: il peso minimo per ${name} è ${kg.toLocaleString('it-IT')} kg.`,
  dayLock: (name: string, tooltip: string, slot: string) =>
    `${name} non è acquistabile per la fascia ${slot}. ${tooltip}.`,
  slotExpired: (label: string) =>
    `La prenotazione della fascia ${label} è scaduta: scegli di nuovo la fascia oraria.`,
  optionsTaken: (name: string) =>
    `${name} con queste opzioni è già nel carrello: cambia la quantità di quella riga.`,
  noList: 'La lista richiesta non esiste o non appartiene al tuo account.',
  mergeDropped: (name: string, why: string) =>
    `${name} non è stato spostato nel tuo carrello: ${why.replace(/\.$/, '')}.`,
  mergeCapped: (name: string, max: number) =>
    `${name}: nel tuo carrello ce ${max === 1 ? 'n’è 1 pezzo' : `ne sono ${max} pezzi`}, il massimo acquistabile.`,
  mergeLocked:
    'Il tuo carrello è in fase di pagamento: i prodotti scelti prima di accedere non sono stati aggiunti.',
  noOrder: "L'ordine richiesto non esiste o non appartiene al tuo account.",
  packaging: 'Il tipo di confezionamento scelto non esiste.',
};

/** The lines as the gifts module sees them (which lines a coupon may go on). */
function giftLines(lines: CartItem[]): GiftLine[] {
  return lines.map((l) => ({
    itemId: l.itemId,
    quantity: l.quantity,
    loose: l.weightGrams !== null,
    unitCents: euroToCents(l.unitPrice),
    grossCents: euroToCents(l.grossTotal),
    vatPct: l.vatPct,
  }));
}

/** A line priced on its own at list price (the lines a new destination would remove). */
function listPriced(item: CartItemRecord, product: Product): PricedLine {
  const loose = isLoose(product);
  return priceBasket({
    now: new Date().toISOString(),
    member: false,
    lines: [
      {
        lineId: item.itemId,
        productId: item.productId,
        vatPct: Number(product.ivaCategory.ivaPct) || 0,
        loose,
        quantity: loose ? 0 : item.quantity,
        grams: loose ? (item.weightGrams ?? 0) : 0,
        listUnitCents: euroToCents(product.price),
        promoDisabled: item.promoDisabled,
      },
    ],
    promotions: [],
    gifts: [],
    delivery: null,
    bagUnitCents: 0,
  }).lines[0]!;
}

/** A cart priced by the engine: the wire's cart, the document, and the engine's input. */
export interface PricedCart {
  cart: Cart;
  document: PricedDocument;
  input: PricingInput;
}

function sameInfos(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

function itemInfos(raw: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ITEM_INFO_KEYS) {
    const v = raw?.[key];
    if (v !== undefined && v !== null && String(v) !== '' && String(v) !== '-')
      out[key] = String(v).slice(0, 100);
  }
  return out;
}

/**
 * The product's options chosen in `params` (spec 001 §4: the add call carries them), checked:
 * each option once, with one of its values. They go into the line's infos under their names.
 */
function chosenOptions(
  product: Product,
  params: Record<string, unknown> | undefined,
): Record<string, string> {
  const resolved = resolveSelectedOptions(product.name, product.selectOptions ?? [], params ?? {});
  if (!resolved.ok) throw business(resolved.code, resolved.message);
  return resolved.selected;
}

/** The infos of a line without its chosen options (the options are set by params only). */
function infosWithoutOptions(product: Product, infos: Record<string, string>): Record<string, string> {
  const names = new Set((product.selectOptions ?? []).map((o) => o.parameterName));
  return Object.fromEntries(Object.entries(infos).filter(([k]) => !names.has(k)));
}

function acceptAlternativesOf(raw: Record<string, unknown> | undefined): boolean | undefined {
  const v = raw?.accept_alternatives;
  if (v === undefined || v === null || v === '') return undefined;
  return v === true || v === 'true' || v === '1' || v === 1;
}

interface SlotState {
  cart: CartRecord;
  slot?: TimeslotRecord;
  holdExpiresAt?: Date;
  warnings: Message[];
}

export class CartService {
  readonly repo: CartRepository;

  constructor(
    db: ConstructorParameters<typeof CartRepository>[0],
    private readonly catalog: CatalogService,
    private readonly delivery: DeliveryService,
    private readonly gifts: GiftService,
  ) {
    this.repo = new CartRepository(db);
  }

  // ---- reading ----

  async cartOf(owner: CartOwner): Promise<CartRecord> {
    return this.repo.openOrCreate(owner);
  }

  /**
   * The cart's slot, checked: past its cutoff, or with its hold expired or gone,
   * the slot is released and removed from the cart (with a warning).
   */
  private async checkSlot(cart: CartRecord): Promise<SlotState> {
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

  private ownerOf(cart: CartRecord): CartOwner {
    return cart.userId !== null ? { userId: cart.userId } : { sessionId: cart.sessionId! };
  }

  private async pricing(warehouseId: number | null, date: string | undefined) {
    return this.catalog.pricingContext(undefined, { warehouseId: warehouseId ?? undefined, date });
  }

  private async productsFor(ids: number[], warehouseId: number | null, date: string | undefined) {
    const unique = [...new Set(ids)];
    const products = await this.catalog.productsByIds(unique, await this.pricing(warehouseId, date));
    return new Map(products.map((p) => [p.productId, p]));
  }

  private line(item: CartItemRecord, product: Product, priced: PricedLine): CartItem {
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
   * and the engine's input (kept by the order to price it again as placed).
   */
  private async price(state: SlotState, options: { sectors?: boolean } = {}): Promise<PricedCart> {
    const { cart, slot } = state;
    const items = await this.repo.items(cart.cartId);
    const pricing = await this.pricing(cart.warehouseId, slot?.date);
    const productIds = [...new Set(items.map((i) => i.productId))];
    // Independent reads in parallel: on PostgreSQL each is a round trip of its own.
    const [productList, promotions, shippingAddress, giftCopies, service] = await Promise.all([
      productIds.length ? this.catalog.productsByIds(productIds, pricing) : Promise.resolve([]),
      productIds.length ? this.catalog.promotionsFor(productIds, pricing) : Promise.resolve([]),
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

  private async build(state: SlotState, options: { sectors?: boolean } = {}): Promise<Cart> {
    return (await this.price(state, options)).cart;
  }

  // ---- rules ----

  private assertEditable(cart: CartRecord, message = cartMessages.locked): void {
    if (isAddressLocked(cart.cartStatusId)) throw business('error.cart.locked', message);
  }

  /** Can this product be sold to this cart at all (stock, locker level, day-lock)? */
  private sellableError(
    product: Product,
    cart: CartRecord,
    lockerMaxLevel: number | null,
    slot?: TimeslotRecord,
  ) {
    if (!(product.available > 0))
      return business(
        'error.icsmallcart.error.product.not.available',
        cartMessages.notAvailable(product.name),
      );
    if (cart.addressType === 'locker' && !canAddToLocker(product.productInfos.LOCKER_LEVEL, lockerMaxLevel))
      return business('error.cart.locker_level', cartMessages.locker);
    if (slot && product.dayLock && isDayLocked(product.dayLock, romeInstant(slot.date, slot.beginTime)))
      return business(
        'error.cart.day_lock',
        cartMessages.dayLock(product.name, dayLockTooltip(product.dayLock) ?? '', slotLabel(slot)),
      );
    return null;
  }

  /** Pieces: multiples of QTY_MULT, at least minAcq, at most the effective maximum. */
  private checkPieces(product: Product, total: number): void {
    const mult = qtyMult(product);
    if (!Number.isInteger(total))
      throw business('error.cart.quantity', cartMessages.wholePieces(product.name));
    if (total % mult !== 0) throw business('error.cart.qty_mult', cartMessages.multiple(product.name, mult));
    const min = minQuantity(product);
    if (total < min) throw business('error.cart.min_acq', cartMessages.minAcq(product.name, min));
    const limit = effectiveMax(product);
    if (limit && total > limit.max)
      throw business('error.cart.max_acq', maxTooltip(limit), { max: limit.max, source: limit.source });
  }

  /** Loose goods: grams from WEIGHT_SELLING on, on the STEP_SELLING grid (rounded to the nearest step). */
  private looseGrams(product: Product, grams: number): number {
    const minG = kgToGrams(minQuantity(product));
    const stepG = Math.max(1, kgToGrams(quantityStep(product)));
    if (grams < minG) throw business('error.cart.min_acq', cartMessages.minWeight(product.name, minG / 1000));
    return minG + Math.round((grams - minG) / stepG) * stepG;
  }

  private async lockerLevel(cart: CartRecord): Promise<number | null> {
    if (cart.addressType !== 'locker' || cart.warehouseId === null) return null;
    return (await this.delivery.warehouse(cart.warehouseId))?.lockerMaxLevel ?? null;
  }

  // ---- changing lines ----

  /**
   * Adds products (to an existing line of the same product and options, or a new line).
   * A customer needs an address and a slot first; an anonymous visitor (ANONYMOUS_CART) adds
   * without them, at the prices of the cart's warehouse or the default one, and sets them up
   * after logging in (the lines move into the account's cart: `adoptAnonymousCart`).
   */
  async add(owner: CartOwner, items: CartAddItem[]): Promise<{ cart: Cart; messages: Messages }> {
    const initial = await this.cartOf(owner);
    this.assertEditable(initial);
    const needsSetup = owner.userId !== undefined;
    if (needsSetup && (initial.addressId === null || initial.warehouseId === null))
      throw business('error.cart.need_address', cartMessages.needAddress);
    const state = await this.checkSlot(initial);
    if (needsSetup && !state.slot)
      throw business('error.cart.need_timeslot', state.warnings[0]?.message ?? cartMessages.needTimeslot);
    const { cart, slot } = state;
    const products = await this.productsFor(
      items.map((i) => i.productId),
      cart.warehouseId,
      slot?.date,
    );
    const lockerMax = await this.lockerLevel(cart);
    const errors: AppError[] = [];
    const added: Message[] = [];
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      this.assertEditable(locked);
      const lines = await this.repo.items(cart.cartId, trx);
      for (const item of items) {
        try {
          const product = products.get(item.productId);
          if (!product) throw business('error.cart.product_not_found', cartMessages.productNotFound);
          const refusal = this.sellableError(product, cart, lockerMax, slot);
          if (refusal) throw refusal;
          const infos = {
            ...itemInfos(item.infos as Record<string, unknown> | undefined),
            ...chosenOptions(product, item.params),
          };
          const accept = acceptAlternativesOf(item.infos as Record<string, unknown> | undefined);
          const line = lines.find(
            (l) =>
              l.productId === product.productId &&
              l.insertionType === CART_ITEM_INSERTION_NORMAL &&
              sameInfos(l.infos, infos),
          );
          const loose = isLoose(product);
          let quantity = 0;
          let weightGrams: number | null = null;
          if (loose) {
            weightGrams = this.looseGrams(product, (line?.weightGrams ?? 0) + kgToGrams(item.quantity));
          } else {
            quantity = (line?.quantity ?? 0) + item.quantity;
            this.checkPieces(product, quantity);
          }
          const promo = {
            promoDisabled: item.promoDisabled ?? line?.promoDisabled ?? false,
            promoId: item.promoId ?? line?.promoId ?? null,
          };
          if (line) {
            await this.repo.updateItem(trx, cart.cartId, line.itemId, {
              quantity,
              weightGrams,
              ...promo,
              ...(accept !== undefined ? { acceptAlternatives: accept } : {}),
            });
            line.quantity = quantity;
            line.weightGrams = weightGrams;
          } else {
            const record = {
              cartId: cart.cartId,
              productId: product.productId,
              quantity,
              weightGrams,
              insertionType: CART_ITEM_INSERTION_NORMAL,
              infos,
              acceptAlternatives: accept ?? cart.acceptAlternatives,
              ...promo,
            };
            const itemId = await this.repo.insertItem(trx, record);
            lines.push({ ...record, itemId });
          }
          added.push({ code: 'info.cart.added', message: product.name });
        } catch (err) {
          if (err instanceof AppError && err.kind === 'business') errors.push(err);
          else throw err;
        }
      }
    });
    if (errors.length && !added.length) throw errors[0]!;
    const view = await this.view(owner);
    return {
      cart: view.cart,
      messages: {
        warnings: [
          ...(view.messages.warnings ?? []),
          ...errors.map((e) => ({ code: e.code, message: e.message })),
        ],
      },
    };
  }

  /**
   * Sets line quantities (pieces, or kg for loose goods); 0 removes the line. With `params` the
   * line's product options change too (refused when another line already has those options).
   */
  async update(
    owner: CartOwner,
    changes: { itemId: number; quantity: number; params?: Record<string, unknown> }[],
  ): Promise<{ cart: Cart; messages: Messages }> {
    const initial = await this.cartOf(owner);
    this.assertEditable(initial);
    const state = await this.checkSlot(initial);
    const { cart, slot } = state;
    const current = await this.repo.items(cart.cartId);
    for (const c of changes)
      if (!current.some((i) => i.itemId === c.itemId))
        throw business('error.cart.item_not_found', cartMessages.itemNotFound);
    const products = await this.productsFor(
      current.map((i) => i.productId),
      cart.warehouseId,
      slot?.date,
    );
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      this.assertEditable(locked);
      const lines = await this.repo.items(cart.cartId, trx);
      for (const change of changes) {
        const line = lines.find((l) => l.itemId === change.itemId);
        if (!line) throw business('error.cart.item_not_found', cartMessages.itemNotFound);
        if (change.quantity === 0) {
          await this.repo.deleteItems(trx, cart.cartId, [line.itemId]);
          await this.gifts.repo.releaseOrphanCoupons(trx, cart.cartId);
          continue;
        }
        const product = products.get(line.productId);
        if (!product) throw business('error.cart.product_not_found', cartMessages.productNotFound);
        let infos: Record<string, string> | undefined;
        if (change.params !== undefined) {
          infos = { ...infosWithoutOptions(product, line.infos), ...chosenOptions(product, change.params) };
          const other = lines.find(
            (l) =>
              l.itemId !== line.itemId &&
              l.productId === line.productId &&
              l.insertionType === line.insertionType &&
              sameInfos(l.infos, infos!),
          );
          if (other) throw business('error.cart.option_duplicate', cartMessages.optionsTaken(product.name));
          line.infos = infos;
        }
        if (isLoose(product)) {
          const weightGrams = this.looseGrams(product, kgToGrams(change.quantity));
          await this.repo.updateItem(trx, cart.cartId, line.itemId, {
            weightGrams,
            ...(infos ? { infos } : {}),
          });
        } else {
          this.checkPieces(product, change.quantity);
          await this.repo.updateItem(trx, cart.cartId, line.itemId, {
            quantity: change.quantity,
            ...(infos ? { infos } : {}),
          });
        }
      }
    });
    return this.view(owner);
  }

  /** Removes lines by item id (or every line of a product id). */
  async remove(
    owner: CartOwner,
    targets: { itemId?: number; productId?: number }[],
  ): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.cartOf(owner);
    this.assertEditable(cart);
    await this.repo.transaction(async (trx) => {
      await this.repo.lock(trx, cart.cartId);
      const lines = await this.repo.items(cart.cartId, trx);
      const ids = new Set<number>();
      for (const t of targets) {
        const matching = lines.filter(
          (l) =>
            (t.itemId !== undefined && l.itemId === t.itemId) ||
            (t.itemId === undefined && l.productId === t.productId),
        );
        if (!matching.length) throw business('error.cart.item_not_found', cartMessages.itemNotFound);
        for (const l of matching) ids.add(l.itemId);
      }
      await this.repo.deleteItems(trx, cart.cartId, [...ids]);
      await this.gifts.repo.releaseOrphanCoupons(trx, cart.cartId);
    });
    return this.view(owner);
  }

  /** Empties the cart: only when it has lines. */
  async empty(owner: CartOwner): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.cartOf(owner);
    this.assertEditable(cart);
    const removed = await this.repo.transaction(async (trx) => {
      await this.repo.lock(trx, cart.cartId);
      const count = await this.repo.deleteAllItems(trx, cart.cartId);
      await this.gifts.repo.releaseOrphanCoupons(trx, cart.cartId);
      return count;
    });
    if (removed === 0) throw business('error.cart.empty', cartMessages.cannotEmpty);
    return this.view(owner);
  }

  /** Closes the cart (its lines and slot hold go); the next view opens a fresh one with the same delivery setup. */
  async close(owner: CartOwner, cartId?: number): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.cartOf(owner);
    if (cartId !== undefined && cartId !== cart.cartId)
      throw business('error.cart.not_found', 'Il carrello indicato non è il tuo carrello attuale.');
    this.assertEditable(cart);
    await this.repo.transaction(async (trx) => {
      await this.repo.lock(trx, cart.cartId);
      await this.delivery.releaseHold(trx, cart.cartId);
      await this.gifts.repo.detachFromCart(trx, cart.cartId);
      await this.repo.deleteAllItems(trx, cart.cartId);
      await this.repo.close(trx, cart.cartId);
    });
    await this.repo.openOrCreate(owner, {
      storeId: cart.storeId,
      deliveryServiceId: cart.deliveryServiceId,
      addressType: cart.addressType,
      addressId: cart.addressId,
      zoneId: cart.zoneId,
      warehouseId: cart.warehouseId,
    });
    return this.view(owner);
  }

  async updateCartInfo(owner: CartOwner, property: string, value: string) {
    if (property === 'packaging_type_id' && !packagingType(Number(value)))
      throw business('error.cart.packaging', cartMessages.packaging);
    const cart = await this.cartOf(owner);
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      if (property === 'accept_alternatives') {
        await this.repo.update(trx, cart.cartId, { acceptAlternatives: value === 'true' || value === '1' });
        return;
      }
      const infos = { ...locked.infos, [property]: value };
      if (Object.keys(infos).length > MAX_CART_INFOS)
        throw business('error.cart.infos', 'Troppe informazioni sul carrello.');
      await this.repo.update(trx, cart.cartId, { infos });
    });
    return this.view(owner);
  }

  async updateItemInfos(owner: CartOwner, items: { itemId: number; infos: Record<string, unknown> }[]) {
    const cart = await this.cartOf(owner);
    this.assertEditable(cart);
    await this.repo.transaction(async (trx) => {
      await this.repo.lock(trx, cart.cartId);
      const lines = await this.repo.items(cart.cartId, trx);
      for (const change of items) {
        const line = lines.find((l) => l.itemId === change.itemId);
        if (!line) throw business('error.cart.item_not_found', cartMessages.itemNotFound);
        const accept = acceptAlternativesOf(change.infos);
        await this.repo.updateItem(trx, cart.cartId, line.itemId, {
          infos: { ...line.infos, ...itemInfos(change.infos) },
          ...(accept !== undefined ? { acceptAlternatives: accept } : {}),
        });
      }
    });
    return this.view(owner);
  }

  /** Per-line purchase limits (effective maximum) of the cart's products. */
  async purchaseRestrictions(owner: CartOwner) {
    const { cart } = await this.view(owner);
    return cart.cartItems.flatMap((l) => {
      const limit = effectiveMax(l.product);
      return limit ? [{ productId: l.productId, max: limit.max, message: maxTooltip(limit) }] : [];
    });
  }

  // ---- delivery setup ----

  async stores(owner: CartOwner | null): Promise<Store[]> {
    const cart = owner ? await this.repo.openCart(owner) : undefined;
    return this.delivery.stores({
      storeId: cart?.storeId ?? null,
      deliveryServiceId: cart?.deliveryServiceId ?? null,
    });
  }

  async store(owner: CartOwner | null, storeId: number): Promise<Store> {
    const cart = owner ? await this.repo.openCart(owner) : undefined;
    return this.delivery.store(storeId, {
      storeId: cart?.storeId ?? null,
      deliveryServiceId: cart?.deliveryServiceId ?? null,
    });
  }

  /** Chooses the cooperative; another cooperative clears service, address and slot. */
  async selectStore(owner: CartOwner, storeId: number) {
    await this.delivery.store(storeId, { storeId: null, deliveryServiceId: null });
    const cart = await this.cartOf(owner);
    if (cart.storeId !== storeId) {
      this.assertEditable(cart, cartMessages.cannotChangeStore);
      await this.repo.transaction(async (trx) => {
        await this.repo.lock(trx, cart.cartId);
        await this.delivery.releaseHold(trx, cart.cartId);
        await this.repo.update(trx, cart.cartId, {
          storeId,
          deliveryServiceId: null,
          addressType: null,
          addressId: null,
          zoneId: null,
          warehouseId: null,
          timeslotId: null,
        });
      });
    }
    return this.view(owner);
  }

  /** Lines that could not stay in the cart at a destination (unavailable there, or above the locker's level). */
  private async removedAt(cart: CartRecord, dest: Destination, slotDate?: string): Promise<CartItem[]> {
    const items = await this.repo.items(cart.cartId);
    if (!items.length) return [];
    const products = await this.productsFor(
      items.map((i) => i.productId),
      dest.warehouseId,
      slotDate,
    );
    return items.flatMap((item) => {
      const p = products.get(item.productId);
      if (!p) return [];
      const gone =
        !(p.available > 0) ||
        (dest.addressType === 'locker' && !canAddToLocker(p.productInfos.LOCKER_LEVEL, dest.lockerMaxLevel));
      return gone ? [this.line(item, p, listPriced(item, p))] : [];
    });
  }

  async previewAddress(
    owner: CartOwner,
    userId: number | null,
    choice: { addressType?: AddressType; addressId: number; deliveryServiceId?: number },
  ): Promise<Cart> {
    const dest = await this.delivery.destination(userId, choice);
    const state = await this.checkSlot(await this.cartOf(owner));
    const removedCartItems = await this.removedAt(state.cart, dest, state.slot?.date);
    return { ...(await this.build(state)), removedCartItems };
  }

  /**
   * Sets service and address: lines not available at the new destination are
   * removed; a different warehouse or service releases the slot.
   */
  async selectAddress(
    owner: CartOwner,
    userId: number | null,
    choice: { addressType?: AddressType; addressId: number; deliveryServiceId?: number },
  ): Promise<{ cart: Cart; messages: Messages }> {
    const dest = await this.delivery.destination(userId, choice);
    const initial = await this.cartOf(owner);
    this.assertEditable(initial, cartMessages.cannotChangeAddress);
    const state = await this.checkSlot(initial);
    const removed = await this.removedAt(state.cart, dest, state.slot?.date);
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, initial.cartId);
      this.assertEditable(locked, cartMessages.cannotChangeAddress);
      const sameSlots =
        locked.warehouseId === dest.warehouseId && locked.deliveryServiceId === dest.deliveryServiceId;
      if (!sameSlots) await this.delivery.releaseHold(trx, locked.cartId);
      await this.repo.deleteItems(
        trx,
        locked.cartId,
        removed.map((r) => r.itemId),
      );
      await this.gifts.repo.releaseOrphanCoupons(trx, locked.cartId);
      await this.repo.update(trx, locked.cartId, {
        storeId: dest.storeId,
        deliveryServiceId: dest.deliveryServiceId,
        addressType: dest.addressType,
        addressId: dest.addressId,
        zoneId: dest.zoneId,
        warehouseId: dest.warehouseId,
        ...(sameSlots ? {} : { timeslotId: null }),
      });
    });
    const view = await this.view(owner);
    const infos: Message[] = removed.length
      ? [
          {
            code: 'info.cart.items_removed',
            message: `Abbiamo tolto dal carrello ${removed.length === 1 ? 'un prodotto non disponibile' : `${removed.length} prodotti non disponibili`} per il nuovo indirizzo: ${removed.map((r) => r.product.name).join(', ')}.`,
          },
        ]
      : [];
    return { cart: { ...view.cart, removedCartItems: removed }, messages: { ...view.messages, infos } };
  }

  async deleteAddress(userId: number, addressId: number): Promise<void> {
    if (await this.repo.addressInUse(userId, addressId))
      throw business('error.address.in_use', cartMessages.addressInUse);
    await this.delivery.deleteAddress(userId, addressId);
  }

  async timeslots(owner: CartOwner, options: { showClosed?: boolean } = {}): Promise<TimeslotDay[]> {
    const state = await this.checkSlot(await this.cartOf(owner));
    const { cart } = state;
    if (cart.warehouseId === null || cart.deliveryServiceId === null)
      throw business('error.cart.need_address', cartMessages.needAddress);
    return this.delivery.timeslotDays(cart.warehouseId, cart.deliveryServiceId, cart.timeslotId, options);
  }

  /** Chooses a slot: holds one place (or refuses: full, past cutoff) and releases the previous hold. */
  async selectTimeslot(
    owner: CartOwner,
    timeslotId: number,
    selDate?: string,
  ): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.cartOf(owner);
    this.assertEditable(cart, cartMessages.cannotChangeTimeslot);
    if (cart.warehouseId === null || cart.deliveryServiceId === null)
      throw business('error.cart.need_address', cartMessages.needAddress);
    if (selDate) {
      const slot = await this.delivery.slot(timeslotId);
      if (slot && slot.date !== selDate)
        throw business('error.timeslot.not_found', deliveryMessages.slotUnknown);
    }
    await this.repo.transaction(async (trx: Executor) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      this.assertEditable(locked, cartMessages.cannotChangeTimeslot);
      await this.delivery.holdSlot(trx, locked.cartId, timeslotId, {
        warehouseId: locked.warehouseId!,
        deliveryServiceId: locked.deliveryServiceId!,
      });
      await this.repo.update(trx, locked.cartId, { timeslotId });
    });
    return this.view(owner);
  }

  async deliveryFee(owner: CartOwner) {
    const { cart } = await this.view(owner);
    const itemsCents = euroToCents(cart.totalPrice);
    const fee = await this.delivery.deliveryFee(cart.selectedService?.deliveryServiceId ?? null, itemsCents);
    return {
      deliveryServiceId: fee.service?.deliveryServiceId ?? null,
      deliveryFee: centsToEuro(fee.feeCents),
      freeOver: fee.freeOverCents === null ? null : centsToEuro(fee.freeOverCents),
      surcharge: centsToEuro(fee.surchargeCents),
      promoShortDescr: fee.promo,
      amountToFree:
        fee.freeOverCents === null ? null : centsToEuro(Math.max(0, fee.freeOverCents - itemsCents)),
    };
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

  /**
   * Changes the gifts on the cart inside its locked transaction (a cart in payment
   * cannot change), then answers the repriced cart.
   */
  async changeGifts(
    owner: CartOwner,
    change: (trx: Executor, cart: Cart, lines: GiftLine[], spendCents: number) => Promise<void>,
  ): Promise<{ cart: Cart; messages: Messages }> {
    const { cart, lines, spendCents } = await this.priced(owner);
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      this.assertEditable(locked);
      await change(trx, cart, lines, spendCents);
    });
    return this.view(owner);
  }

  // ---- checkout (used by the orders module) ----

  /**
   * In the buy's transaction: the gift codes, vouchers and coupons that discounted the
   * order are used by it; the others on the cart go back to the customer.
   */
  async settleGifts(
    trx: Executor,
    cartId: number,
    orderId: number,
    adjustments: Cart['orderAdjustmentSummary']['orderAdjustments'],
  ): Promise<void> {
    await this.gifts.consumeForOrder(trx, orderId, adjustments);
    await this.gifts.repo.detachFromCart(trx, cartId);
  }

  /** Checkout prepared: merges the checkout infos and locks the cart (status 7) for the payment. */
  async prepareCheckout(
    owner: CartOwner,
    infos: Record<string, string>,
  ): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.cartOf(owner);
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      // the shopper gets the whole hold time again to pay
      const hold = await this.delivery.holdOf(trx, cart.cartId);
      if (locked.timeslotId !== null && hold?.timeslotId === locked.timeslotId)
        await this.delivery.holdSlot(trx, cart.cartId, locked.timeslotId, {
          warehouseId: locked.warehouseId!,
          deliveryServiceId: locked.deliveryServiceId!,
        });
      await this.repo.update(trx, cart.cartId, {
        infos: { ...locked.infos, ...infos },
        cartStatusId: CART_STATUS_ADDRESS_LOCKED,
      });
    });
    return this.view(owner);
  }

  /** Back from the checkout to the cart: the cart can be changed again (status 1). */
  async unlockCheckout(owner: CartOwner): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.cartOf(owner);
    if (isAddressLocked(cart.cartStatusId))
      await this.repo.transaction(async (trx) => {
        await this.repo.lock(trx, cart.cartId);
        await this.repo.update(trx, cart.cartId, { cartStatusId: CART_STATUS_OPEN });
      });
    return this.view(owner);
  }

  /**
   * Inside the buy's transaction: locks the cart (still open), consumes its slot
   * hold and closes it. Refuses when the cart was closed meanwhile, its lines
   * changed since they were priced, or the hold is gone (no order without its slot).
   */
  async closeForOrder(
    trx: Executor,
    cartId: number,
    priced: { timeslotId: number; lines: { itemId: number; quantity: number; weightGrams: number | null }[] },
  ): Promise<CartRecord> {
    const cart = await this.repo.lockOpen(trx, cartId);
    if (!cart) throw business('error.checkout.cart_closed', checkoutCartMessages.closed);
    const items = await this.repo.items(cartId, trx);
    const same =
      items.length === priced.lines.length &&
      items.every((i) => {
        const p = priced.lines.find((l) => l.itemId === i.itemId);
        return (
          p !== undefined &&
          (p.weightGrams ?? null) === (i.weightGrams ?? null) &&
          (i.weightGrams !== null || p.quantity === i.quantity)
        );
      });
    if (!same || cart.timeslotId !== priced.timeslotId)
      throw business('error.checkout.cart_changed', checkoutCartMessages.changed);
    const consumed = await this.delivery.consumeHold(trx, cartId);
    if (consumed !== priced.timeslotId)
      throw business('error.checkout.slot_expired', checkoutCartMessages.slotLost);
    await this.repo.update(trx, cartId, { cartStatusId: CART_STATUS_ORDERED });
    await this.repo.close(trx, cartId);
    return cart;
  }

  // ---- login ----

  /**
   * Login with an anonymous cart (ANONYMOUS_CART): its lines move into the account's open cart,
   * in one transaction that locks both carts (in id order). A product already in the account's
   * cart adds its quantity to that line (domain `mergeQuantity`: whole multiples, cut to the
   * effective maximum); a product the account's cart cannot take (not sold, unavailable at its
   * warehouse, locker level, day-lock of its slot) is dropped with a warning. The account keeps
   * its delivery setup; the anonymous cart is emptied, its slot hold released and it is closed,
   * so a second login from the same session finds nothing to move (no line counted twice).
   * Answers the account cart's id (null when the account has no cart and nothing moved).
   */
  async adoptAnonymousCart(
    sessionId: number,
    userId: number,
  ): Promise<{ cartId: number | null; messages: Messages }> {
    const anonymous = await this.repo.openCart({ sessionId });
    if (!anonymous || anonymous.userId !== null) {
      const own = await this.repo.openCart({ userId });
      return { cartId: own?.cartId ?? null, messages: {} };
    }
    const target = await this.cartOf({ userId });
    const state = await this.checkSlot(target);
    const moving = await this.repo.items(anonymous.cartId);
    const products = await this.productsFor(
      moving.map((i) => i.productId),
      state.cart.warehouseId,
      state.slot?.date,
    );
    const lockerMax = await this.lockerLevel(state.cart);
    const warnings: Message[] = [];
    await this.repo.transaction(async (trx) => {
      const [first, second] = [anonymous.cartId, target.cartId].sort((a, b) => a - b);
      const locks = new Map<number, CartRecord | undefined>();
      locks.set(first!, await this.repo.lockOpen(trx, first!));
      locks.set(second!, await this.repo.lockOpen(trx, second!));
      const from = locks.get(anonymous.cartId);
      const into = locks.get(target.cartId);
      if (!from) return; // moved meanwhile by a concurrent login
      const lines = await this.repo.items(from.cartId, trx);
      if (lines.length && (!into || isAddressLocked(into.cartStatusId))) {
        warnings.push({ code: 'warning.cart.merge_locked', message: cartMessages.mergeLocked });
      } else if (into) {
        const existing = await this.repo.items(into.cartId, trx);
        for (const line of lines) {
          const product = products.get(line.productId);
          const refusal = product
            ? this.sellableError(product, state.cart, lockerMax, state.slot)
            : business('error.cart.product_not_found', cartMessages.productNotFound);
          if (refusal || !product) {
            warnings.push({
              code: 'warning.cart.merge_dropped',
              message: cartMessages.mergeDropped(
                product?.name ?? 'Un prodotto',
                refusal?.message ?? cartMessages.productNotFound,
              ),
            });
            continue;
          }
          const match = existing.find(
            (l) =>
              l.productId === line.productId &&
              l.insertionType === line.insertionType &&
              sameInfos(l.infos, line.infos),
          );
          const loose = isLoose(product);
          const merged = loose
            ? mergeQuantity(product, (match?.weightGrams ?? 0) / 1000, (line.weightGrams ?? 0) / 1000)
            : mergeQuantity(product, match?.quantity ?? 0, line.quantity);
          const limit = effectiveMax(product);
          if (!loose && merged.quantity === (match?.quantity ?? 0)) {
            // nothing more fits: the account's line stays as it was
            warnings.push(
              match
                ? {
                    code: 'warning.cart.merge_capped',
                    message: cartMessages.mergeCapped(product.name, merged.quantity),
                  }
                : {
                    code: 'warning.cart.merge_dropped',
                    message: cartMessages.mergeDropped(
                      product.name,
                      limit ? maxTooltip(limit) : cartMessages.minAcq(product.name, minQuantity(product)),
                    ),
                  },
            );
            continue;
          }
          if (merged.capped)
            warnings.push({
              code: 'warning.cart.merge_capped',
              message: cartMessages.mergeCapped(product.name, merged.quantity),
            });
          const quantities = loose
            ? { quantity: 0, weightGrams: this.looseGrams(product, kgToGrams(merged.quantity)) }
            : { quantity: merged.quantity, weightGrams: null };
          if (match) {
            await this.repo.updateItem(trx, into.cartId, match.itemId, quantities);
            Object.assign(match, quantities);
          } else {
            const record = {
              cartId: into.cartId,
              productId: line.productId,
              ...quantities,
              insertionType: line.insertionType,
              infos: line.infos,
              acceptAlternatives: line.acceptAlternatives,
              promoDisabled: line.promoDisabled,
              promoId: line.promoId,
            };
            const itemId = await this.repo.insertItem(trx, record);
            existing.push({ ...record, itemId });
          }
        }
      }
      await this.repo.deleteAllItems(trx, from.cartId);
      await this.delivery.releaseHold(trx, from.cartId);
      await this.gifts.repo.detachFromCart(trx, from.cartId);
      await this.repo.close(trx, from.cartId);
    });
    return { cartId: target.cartId, messages: { warnings } };
  }

  /** After an order: a fresh, empty cart with the same delivery setup (no slot). */
  async openAfterOrder(owner: CartOwner, previous: CartRecord): Promise<void> {
    await this.repo.openOrCreate(owner, {
      storeId: previous.storeId,
      deliveryServiceId: previous.deliveryServiceId,
      addressType: previous.addressType,
      addressId: previous.addressId,
      zoneId: previous.zoneId,
      warehouseId: previous.warehouseId,
    });
  }

  /**
   * Leaves the edit of an order: the edit cart is closed (its hold released, the codes it
   * carried back to the order, the others to the customer) and a fresh empty cart opens with
   * the same delivery setup. Answers the order's id, or null when the cart was not an edit.
   */
  async abandonEdit(owner: CartOwner): Promise<number | null> {
    const current = await this.repo.openCart(owner);
    const orderId = Number(current?.infos.reopen_order_id);
    if (!current || !(orderId > 0)) return null;
    const closed = await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lockOpen(trx, current.cartId);
      if (!locked) return null;
      await this.delivery.releaseHold(trx, current.cartId);
      await this.gifts.repo.restoreCarried(trx, current.cartId);
      await this.gifts.repo.detachFromCart(trx, current.cartId);
      await this.repo.close(trx, current.cartId);
      return locked;
    });
    if (closed) await this.openAfterOrder(owner, closed);
    return orderId;
  }

  /**
   * An order reopened for editing: the current cart is closed (its hold released)
   * and a new cart holds the order's lines, delivery setup and infos; its slot is
   * held again (a place of its own: the order keeps its place until it is replaced).
   * When that slot is full the cart comes without a slot, with a warning.
   */
  async reopenOrder(
    owner: CartOwner,
    order: {
      setup: CartPatch;
      timeslotId: number;
      infos: Record<string, string>;
      lines: {
        orderItemId: number;
        productId: number;
        quantity: number;
        weightGrams: number | null;
        acceptAlternatives: boolean;
        /** the options chosen on the order line, `{ parameterName: key }` */
        params?: Record<string, string>;
      }[];
      /** The gift copies the order used come back on the cart (coupons: copy id → order line). */
      gifts: { orderId: number; couponLines: ReadonlyMap<number, number | null> };
    },
  ): Promise<{ cart: Cart; messages: Messages }> {
    const current = await this.repo.openCart(owner);
    if (current)
      await this.repo.transaction(async (trx) => {
        const locked = await this.repo.lockOpen(trx, current.cartId);
        if (!locked) return;
        await this.delivery.releaseHold(trx, current.cartId);
        // an edit left unfinished: its order keeps its codes; the cart's other codes go back
        await this.gifts.repo.restoreCarried(trx, current.cartId);
        await this.gifts.repo.detachFromCart(trx, current.cartId);
        await this.repo.close(trx, current.cartId);
      });
    const fresh = await this.repo.openOrCreate(owner, order.setup);
    const warnings: Message[] = [];
    // The options chosen then go back on the lines, checked against the product's options of
    // today: a line whose options no longer hold stays out, with the cart's refusal as a warning.
    const products = await this.productsFor(
      order.lines.map((l) => l.productId),
      order.setup.warehouseId ?? fresh.warehouseId,
      undefined,
    );
    const lines: ((typeof order.lines)[number] & { infos: Record<string, string> })[] = [];
    for (const l of order.lines) {
      const product = products.get(l.productId);
      if (!product) {
        lines.push({ ...l, infos: {} });
        continue;
      }
      const resolved = resolveSelectedOptions(product.name, product.selectOptions ?? [], l.params ?? {});
      if (resolved.ok) lines.push({ ...l, infos: resolved.selected });
      else warnings.push({ code: resolved.code, message: resolved.message });
    }
    await this.repo.transaction(async (trx) => {
      await this.repo.lock(trx, fresh.cartId);
      await this.repo.deleteAllItems(trx, fresh.cartId);
      const cartLineOf = new Map<number, number>();
      for (const l of lines)
        cartLineOf.set(
          l.orderItemId,
          await this.repo.insertItem(trx, {
            cartId: fresh.cartId,
            productId: l.productId,
            quantity: l.quantity,
            weightGrams: l.weightGrams,
            insertionType: CART_ITEM_INSERTION_NORMAL,
            infos: l.infos,
            acceptAlternatives: l.acceptAlternatives,
            promoDisabled: false,
            promoId: null,
          }),
        );
      // The codes, vouchers and coupons of the order come back with it (ADR 0021): granted as
      // placed, not counted as used until the edit is bought.
      const couponLines = new Map(
        [...order.gifts.couponLines].map(([copyId, orderItemId]) => [
          copyId,
          orderItemId === null ? null : (cartLineOf.get(orderItemId) ?? null),
        ]),
      );
      await this.gifts.repo.carryFromOrder(trx, order.gifts.orderId, fresh.cartId, couponLines);
      await this.repo.update(trx, fresh.cartId, {
        ...order.setup,
        infos: order.infos,
        cartStatusId: CART_STATUS_OPEN,
      });
    });
    try {
      await this.repo.transaction(async (trx) => {
        const locked = await this.repo.lock(trx, fresh.cartId);
        await this.delivery.holdSlot(trx, fresh.cartId, order.timeslotId, {
          warehouseId: locked.warehouseId!,
          deliveryServiceId: locked.deliveryServiceId!,
        });
        await this.repo.update(trx, fresh.cartId, { timeslotId: order.timeslotId });
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.kind !== 'business') throw err;
      warnings.push({ code: err.code, message: err.message });
    }
    const view = await this.view(owner);
    return {
      cart: view.cart,
      messages: { ...view.messages, warnings: [...(view.messages.warnings ?? []), ...warnings] },
    };
  }
}
