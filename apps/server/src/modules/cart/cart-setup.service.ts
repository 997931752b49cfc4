// The cart's delivery setup (spec 001 §2): cooperative, service and address, time slot with its
// hold, the delivery fee; changing the destination drops the lines it cannot take (with warnings).
import type { AddressType, Cart, CartItem, Store, TimeslotDay } from '@sporta/contracts';
import { canAddToLocker, centsToEuro, euroToCents } from '@sporta/domain';
import type { Messages } from '../../platform/envelope';
import type { GiftService } from '../gifts';
import { deliveryMessages, type DeliveryService, type Destination } from '../delivery';
import type { CartRepository } from './cart.repository';
import { type CartOwner, type CartRecord, type Executor } from './cart.repository';
import type { CartViewService } from './cart-view.service';
import { business } from '../../platform/http';
import { AppError } from '../../platform/errors';
import type { Message } from './cart-rules';
import { assertEditable, cartMessages, listPriced } from './cart-rules';

export class CartSetupService {
  constructor(
    private readonly repo: CartRepository,
    private readonly view: CartViewService,
    private readonly delivery: DeliveryService,
    private readonly gifts: GiftService,
  ) {}

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
    const cart = await this.view.cartOf(owner);
    if (cart.storeId !== storeId) {
      assertEditable(cart, cartMessages.cannotChangeStore);
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
    return this.view.view(owner);
  }

  /** Lines that could not stay in the cart at a destination (unavailable there, or above the locker's level). */
  private async removedAt(cart: CartRecord, dest: Destination, slotDate?: string): Promise<CartItem[]> {
    const items = await this.repo.items(cart.cartId);
    if (!items.length) return [];
    const products = await this.view.productsFor(
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
      return gone ? [this.view.line(item, p, listPriced(item, p))] : [];
    });
  }

  async previewAddress(
    owner: CartOwner,
    userId: number | null,
    choice: { addressType?: AddressType; addressId: number; deliveryServiceId?: number },
  ): Promise<Cart> {
    const dest = await this.delivery.destination(userId, choice);
    const state = await this.view.checkSlot(await this.view.cartOf(owner));
    const removedCartItems = await this.removedAt(state.cart, dest, state.slot?.date);
    return { ...(await this.view.build(state)), removedCartItems };
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
    const initial = await this.view.cartOf(owner);
    assertEditable(initial, cartMessages.cannotChangeAddress);
    const state = await this.view.checkSlot(initial);
    const removed = await this.removedAt(state.cart, dest, state.slot?.date);
    const warnings: Message[] = [];
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, initial.cartId);
      assertEditable(locked, cartMessages.cannotChangeAddress);
      let sameSlots =
        locked.warehouseId === dest.warehouseId && locked.deliveryServiceId === dest.deliveryServiceId;
      if (!sameSlots) await this.delivery.releaseHold(trx, locked.cartId);
      else if (locked.timeslotId !== null && locked.zoneId !== dest.zoneId) {
        // Another zone of the same hub: the slot's place is taken again for the new zone, whose
        // share of the slot may be full (ADR 0069); then the slot goes, with the reason.
        try {
          await this.delivery.holdSlot(trx, locked.cartId, locked.timeslotId, {
            warehouseId: dest.warehouseId,
            deliveryServiceId: dest.deliveryServiceId,
            zoneId: dest.zoneId,
          });
        } catch (err) {
          if (!(err instanceof AppError) || err.kind !== 'business') throw err;
          await this.delivery.releaseHold(trx, locked.cartId);
          warnings.push({ code: err.code, message: err.message });
          sameSlots = false;
        }
      }
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
    const view = await this.view.view(owner);
    const infos: Message[] = removed.length
      ? [
          {
            code: 'info.cart.items_removed',
            message: `Abbiamo tolto dal carrello ${removed.length === 1 ? 'un prodotto non disponibile' : `${removed.length} prodotti non disponibili`} per il nuovo indirizzo: ${removed.map((r) => r.product.name).join(', ')}.`,
          },
        ]
      : [];
    return {
      cart: { ...view.cart, removedCartItems: removed },
      messages: {
        ...view.messages,
        infos,
        ...(warnings.length ? { warnings: [...(view.messages.warnings ?? []), ...warnings] } : {}),
      },
    };
  }

  async deleteAddress(userId: number, addressId: number): Promise<void> {
    if (await this.repo.addressInUse(userId, addressId))
      throw business('error.address.in_use', cartMessages.addressInUse);
    await this.delivery.deleteAddress(userId, addressId);
  }

  async timeslots(owner: CartOwner, options: { showClosed?: boolean } = {}): Promise<TimeslotDay[]> {
    const state = await this.view.checkSlot(await this.view.cartOf(owner));
    const { cart } = state;
    if (cart.warehouseId === null || cart.deliveryServiceId === null)
      throw business('error.cart.need_address', cartMessages.needAddress);
    const weekdays = await this.delivery.agreedWeekdays(cart.addressType, cart.addressId);
    return this.delivery.timeslotDays(cart.warehouseId, cart.deliveryServiceId, cart.timeslotId, {
      ...options,
      weekdays,
      zoneId: cart.zoneId,
    });
  }

  /** Chooses a slot: holds one place (or refuses: full, past cutoff) and releases the previous hold. */
  async selectTimeslot(
    owner: CartOwner,
    timeslotId: number,
    selDate?: string,
  ): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.view.cartOf(owner);
    assertEditable(cart, cartMessages.cannotChangeTimeslot);
    if (cart.warehouseId === null || cart.deliveryServiceId === null)
      throw business('error.cart.need_address', cartMessages.needAddress);
    if (selDate) {
      const slot = await this.delivery.slot(timeslotId);
      if (slot && slot.date !== selDate)
        throw business('error.timeslot.not_found', deliveryMessages.slotUnknown);
    }
    const weekdays = await this.delivery.agreedWeekdays(cart.addressType, cart.addressId);
    await this.repo.transaction(async (trx: Executor) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      assertEditable(locked, cartMessages.cannotChangeTimeslot);
      await this.delivery.holdSlot(trx, locked.cartId, timeslotId, {
        warehouseId: locked.warehouseId!,
        deliveryServiceId: locked.deliveryServiceId!,
        weekdays,
        zoneId: locked.zoneId,
      });
      await this.repo.update(trx, locked.cartId, { timeslotId });
    });
    return this.view.view(owner);
  }

  async deliveryFee(owner: CartOwner) {
    const { cart } = await this.view.view(owner);
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
}
