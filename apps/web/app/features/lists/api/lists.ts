// Wishlists (seed 002 §7 "Wishlists"). Creating a list fails silently for the dialog (spec
// 002 §8); the pages show the server's message.
import type { Cart, Wishlist } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../../lib/api/client';
import { t } from '../../../i18n/i18n';

export async function listWishlists(): Promise<Wishlist[]> {
  return unwrap(
    await apiRequest<{ wishlists: Wishlist[] }>('wishlist/list', { query: { pageSize: 100 }, quiet: true }),
  ).wishlists;
}

export async function viewWishlist(listId: number): Promise<Wishlist> {
  return unwrap(await apiRequest<Wishlist>('wishlist/view', { query: { list_id: listId }, quiet: true }));
}

export async function createWishlist(name: string): Promise<Wishlist> {
  return unwrap(
    await apiRequest<Wishlist>('wishlist/insert', { method: 'POST', body: { name }, quiet: true }),
  );
}

export async function renameWishlist(listId: number, name: string): Promise<Wishlist> {
  return unwrap(
    await apiRequest<Wishlist>('wishlist/update', {
      method: 'POST',
      body: { list_id: listId, name },
      quiet: true,
    }),
  );
}

export async function deleteWishlist(listId: number): Promise<void> {
  unwrap(await apiRequest('wishlist/delete', { method: 'POST', body: { list_id: listId }, quiet: true }));
}

export async function selectWishlist(listId: number): Promise<Wishlist> {
  return unwrap(
    await apiRequest<Wishlist>('wishlist/select', { method: 'POST', body: { list_id: listId }, quiet: true }),
  );
}

export async function addToWishlist(
  listId: number,
  items: { productId: number; quantity?: number; weight?: number }[],
): Promise<Wishlist> {
  return unwrap(
    await apiRequest<Wishlist>('wishlist/add_prod', {
      method: 'POST',
      body: { wishlistId: listId, items },
      quiet: true,
    }),
  );
}

export async function setWishlistQuantity(
  listId: number,
  itemId: number,
  quantity: number,
): Promise<Wishlist> {
  return unwrap(
    await apiRequest<Wishlist>('wishlist/update_prods', {
      method: 'POST',
      body: { wishlistId: listId, items: [{ itemId, quantity }] },
      quiet: true,
    }),
  );
}

export async function removeFromWishlist(listId: number, itemId: number): Promise<Wishlist> {
  return unwrap(
    await apiRequest<Wishlist>('wishlist/delete_prods', {
      method: 'POST',
      body: { wishlistId: listId, items: [{ itemId }] },
      quiet: true,
    }),
  );
}

/** Every product of the list into the cart; the cart's messages are shown by the request layer. */
export async function addAllToCart(listId: number): Promise<Cart | null> {
  const envelope = await apiRequest<Cart>('cart/add-all-from-wishlist', {
    method: 'POST',
    body: { list_id: listId },
    failureMessage: t('errors.errorAddingProductFromList'),
  });
  return envelope.response.status === 0 ? envelope.data : null;
}
