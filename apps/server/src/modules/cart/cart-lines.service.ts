// Changing the cart's lines (spec 001 §4): add, update, remove, empty, close, the cart and line
// infos, purchase restrictions, and the gifts calls' changes inside the cart's lock.
import type { Cart, CartAddItem } from '@sporta/contracts';
import {
  CART_ITEM_INSERTION_NORMAL,
  effectiveMax,
  isLoose,
  kgToGrams,
  maxTooltip,
  packagingType,
} from '@sporta/domain';
import type { Messages } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { GiftService, PricedLine as GiftLine } from '../gifts';
import { type DeliveryService } from '../delivery';
import type { CartRepository } from './cart.repository';
import { type CartOwner, type Executor } from './cart.repository';
import type { CartViewService } from './cart-view.service';
import { business } from '../../platform/http';
import type { Message } from './cart-rules';
import {
  MAX_CART_INFOS,
  acceptAlternativesOf,
  assertEditable,
  cartMessages,
  checkPieces,
  chosenOptions,
  infosWithoutOptions,
  itemInfos,
  looseGrams,
  sameInfos,
  sellableError,
} from './cart-rules';

export class CartLinesService {
  constructor(
    private readonly repo: CartRepository,
    private readonly view: CartViewService,
    private readonly delivery: DeliveryService,
    private readonly gifts: GiftService,
  ) {}

  // ---- changing lines ----

  /**
   * Adds products (to an existing line of the same product and options, or a new line).
   * A customer needs an address and a slot first; an anonymous visitor (ANONYMOUS_CART) adds
   * without them, at the prices of the cart's warehouse or the default one, and sets them up
   * after logging in (the lines move into the account's cart: `adoptAnonymousCart`).
   */
  async add(owner: CartOwner, items: CartAddItem[]): Promise<{ cart: Cart; messages: Messages }> {
    const initial = await this.view.cartOf(owner);
    assertEditable(initial);
    const needsSetup = owner.userId !== undefined;
    if (needsSetup && (initial.addressId === null || initial.warehouseId === null))
      throw business('error.cart.need_address', cartMessages.needAddress);
    const state = await this.view.checkSlot(initial);
    if (needsSetup && !state.slot)
      throw business('error.cart.need_timeslot', state.warnings[0]?.message ?? cartMessages.needTimeslot);
    const { cart, slot } = state;
    const [{ products, version }, lockerMax] = await Promise.all([
      this.view.basketProducts(
        items.map((i) => i.productId),
        cart.warehouseId,
        slot?.date,
      ),
      this.view.lockerLevel(cart),
    ]);
    const errors: AppError[] = [];
    const added: Message[] = [];
    const lines = await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      assertEditable(locked);
      const lines = await this.repo.items(cart.cartId, trx);
      for (const item of items) {
        try {
          const product = products.get(item.productId);
          if (!product) throw business('error.cart.product_not_found', cartMessages.productNotFound);
          const refusal = sellableError(product, cart, lockerMax, slot);
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
            weightGrams = looseGrams(product, (line?.weightGrams ?? 0) + kgToGrams(item.quantity));
          } else {
            quantity = (line?.quantity ?? 0) + item.quantity;
            checkPieces(product, quantity);
          }
          const promo = {
            promoDisabled: item.promoDisabled ?? line?.promoDisabled ?? false,
            promoId: item.promoId ?? line?.promoId ?? null,
          };
          if (line) {
            const patch = {
              quantity,
              weightGrams,
              ...promo,
              ...(accept !== undefined ? { acceptAlternatives: accept } : {}),
            };
            await this.repo.updateItem(trx, cart.cartId, line.itemId, patch);
            Object.assign(line, patch);
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
      return lines;
    });
    if (errors.length && !added.length) throw errors[0]!;
    // The cart and its slot were read and checked above, and its lines were read under the lock
    // and written here: the view prices them without reading them again, at the catalogue
    // version the new line was checked with.
    const view = await this.view.build(state, { items: lines, catalogVersion: version });
    return {
      cart: view,
      messages: {
        warnings: [...state.warnings, ...errors.map((e) => ({ code: e.code, message: e.message }))],
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
    const initial = await this.view.cartOf(owner);
    assertEditable(initial);
    const state = await this.view.checkSlot(initial);
    const { cart, slot } = state;
    const current = await this.repo.items(cart.cartId);
    for (const c of changes)
      if (!current.some((i) => i.itemId === c.itemId))
        throw business('error.cart.item_not_found', cartMessages.itemNotFound);
    const products = await this.view.productsFor(
      current.map((i) => i.productId),
      cart.warehouseId,
      slot?.date,
    );
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      assertEditable(locked);
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
          const weightGrams = looseGrams(product, kgToGrams(change.quantity));
          await this.repo.updateItem(trx, cart.cartId, line.itemId, {
            weightGrams,
            ...(infos ? { infos } : {}),
          });
        } else {
          checkPieces(product, change.quantity);
          await this.repo.updateItem(trx, cart.cartId, line.itemId, {
            quantity: change.quantity,
            ...(infos ? { infos } : {}),
          });
        }
      }
    });
    return this.view.view(owner);
  }

  /** Removes lines by item id (or every line of a product id). */
  async remove(
    owner: CartOwner,
    targets: { itemId?: number; productId?: number }[],
  ): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.view.cartOf(owner);
    assertEditable(cart);
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
    return this.view.view(owner);
  }

  /** Empties the cart: only when it has lines. */
  async empty(owner: CartOwner): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.view.cartOf(owner);
    assertEditable(cart);
    const removed = await this.repo.transaction(async (trx) => {
      await this.repo.lock(trx, cart.cartId);
      const count = await this.repo.deleteAllItems(trx, cart.cartId);
      await this.gifts.repo.releaseOrphanCoupons(trx, cart.cartId);
      return count;
    });
    if (removed === 0) throw business('error.cart.empty', cartMessages.cannotEmpty);
    return this.view.view(owner);
  }

  /** Closes the cart (its lines and slot hold go); the next view opens a fresh one with the same delivery setup. */
  async close(owner: CartOwner, cartId?: number): Promise<{ cart: Cart; messages: Messages }> {
    const cart = await this.view.cartOf(owner);
    if (cartId !== undefined && cartId !== cart.cartId)
      throw business('error.cart.not_found', 'Il carrello indicato non è il tuo carrello attuale.');
    assertEditable(cart);
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
    return this.view.view(owner);
  }

  async updateCartInfo(owner: CartOwner, property: string, value: string) {
    if (property === 'packaging_type_id' && !packagingType(Number(value)))
      throw business('error.cart.packaging', cartMessages.packaging);
    const cart = await this.view.cartOf(owner);
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
    return this.view.view(owner);
  }

  async updateItemInfos(owner: CartOwner, items: { itemId: number; infos: Record<string, unknown> }[]) {
    const cart = await this.view.cartOf(owner);
    assertEditable(cart);
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
    return this.view.view(owner);
  }

  /** Per-line purchase limits (effective maximum) of the cart's products. */
  async purchaseRestrictions(owner: CartOwner) {
    const { cart } = await this.view.view(owner);
    return cart.cartItems.flatMap((l) => {
      const limit = effectiveMax(l.product);
      return limit ? [{ productId: l.productId, max: limit.max, message: maxTooltip(limit) }] : [];
    });
  }

  /**
   * Changes the gifts on the cart inside its locked transaction (a cart in payment
   * cannot change), then answers the repriced cart.
   */
  async changeGifts(
    owner: CartOwner,
    change: (trx: Executor, cart: Cart, lines: GiftLine[], spendCents: number) => Promise<void>,
  ): Promise<{ cart: Cart; messages: Messages }> {
    const { cart, lines, spendCents } = await this.view.priced(owner);
    await this.repo.transaction(async (trx) => {
      const locked = await this.repo.lock(trx, cart.cartId);
      assertEditable(locked);
      await change(trx, cart, lines, spendCents);
    });
    return this.view.view(owner);
  }
}
