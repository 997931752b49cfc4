// The favourites filter of the catalogue (GET products with parent_wishlist_id or preferred=1):
// the catalogue lists only the products of one of the customer's lists, or of all their lists.
//
//   lists.productIds   the list must be the customer's (shared lists included); nobody else's
//   catalog            lists the products restricted to those ids (catalog.routes.ts)
import type { ListService } from '../modules/lists';

export class FavouritesFlow {
  constructor(private readonly lists: Pick<ListService, 'productIds'>) {}

  /** The products of list `listId` of the customer, or of all their lists when absent. */
  productIds(userId: number, listId: number | undefined): Promise<number[]> {
    return this.lists.productIds(userId, listId);
  }
}
