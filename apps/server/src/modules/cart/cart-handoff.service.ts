// The cart handed over: to the checkout (lock for payment, close into an order, settle its gifts,
// a fresh cart after), from an anonymous session at login, and back from an order being edited.
// The flows (src/flows/) call these steps.
import type { Cart } from '@sporta/contracts';
import {
  CART_ITEM_INSERTION_NORMAL,
  CART_STATUS_ADDRESS_LOCKED,
  effectiveMax,
  isAddressLocked,
  isLoose,
  kgToGrams,
  maxTooltip,
  mergeQuantity,
  minQuantity,
  resolveSelectedOptions,
} from '@sporta/domain';
import type { Messages } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { GiftService } from '../gifts';
import { type DeliveryService } from '../delivery';
import type { CartRepository } from './cart.repository';
import { type CartOwner, type CartPatch, type CartRecord, type Executor } from './cart.repository';
import type { CartViewService } from './cart-view.service';
import { business } from '../../platform/http';
import type { Message } from './cart-rules';
import {
  CART_STATUS_OPEN,
  CART_STATUS_ORDERED,
  cartMessages,
  checkoutCartMessages,
  looseGrams,
  sameInfos,
  sellableError,
} from './cart-rules';

export class CartHandoffService {
  constructor(
    private readonly repo: CartRepository,
    private readonly view: CartViewService,
    private readonly delivery: DeliveryService,
    private readonly gifts: GiftService,
  ) {}

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
    const cart = await this.view.cartOf(owner);
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      // the shopper gets the whole hold time again to pay
      const hold = await this.delivery.holdOf(trx, cart.cartId);
      if (locked.timeslotId !== null && hold?.timeslotId === locked.timeslotId)
        await this.delivery.holdSlot(trx, cart.cartId, locked.timeslotId, {
          warehouseId: locked.warehouseId!,
          deliveryServiceId: locked.deliveryServiceId!,
          zoneId: locked.zoneId,
        });
      await this.repo.update(trx, cart.cartId, {
        infos: { ...locked.infos, ...infos },
        cartStatusId: CART_STATUS_ADDRESS_LOCKED,
      });
    });
    return this.view.view(owner);
  }

  /** Back from the checkout to the cart: the cart can be changed again (status 1). */
  async unlockCheckout(owner: CartOwner): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.view.cartOf(owner);
    if (isAddressLocked(cart.cartStatusId))
      await this.repo.transaction(async (trx) => {
        await this.repo.lock(trx, cart.cartId);
        await this.repo.update(trx, cart.cartId, { cartStatusId: CART_STATUS_OPEN });
      });
    return this.view.view(owner);
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
    const target = await this.view.cartOf({ userId });
    const state = await this.view.checkSlot(target);
    const moving = await this.repo.items(anonymous.cartId);
    const products = await this.view.productsFor(
      moving.map((i) => i.productId),
      state.cart.warehouseId,
      state.slot?.date,
    );
    const lockerMax = await this.view.lockerLevel(state.cart);
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
            ? sellableError(product, state.cart, lockerMax, state.slot)
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
            ? { quantity: 0, weightGrams: looseGrams(product, kgToGrams(merged.quantity)) }
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
    const products = await this.view.productsFor(
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
          zoneId: locked.zoneId,
        });
        await this.repo.update(trx, fresh.cartId, { timeslotId: order.timeslotId });
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.kind !== 'business') throw err;
      warnings.push({ code: err.code, message: err.message });
    }
    const view = await this.view.view(owner);
    return {
      cart: view.cart,
      messages: { ...view.messages, warnings: [...(view.messages.warnings ?? []), ...warnings] },
    };
  }
}
