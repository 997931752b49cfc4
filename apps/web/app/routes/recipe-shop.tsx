// Where the content, catalogue and cart features meet on a recipe page (they never import each
// other): the recipe's ingredients as product cards with the prices of the customer's store, and
// «Aggiungi tutti gli ingredienti al carrello», which sends every available ingredient in ONE
// cart/add call after the same setup dialogs as any add (login, address, slot), each in the
// quantity its packs make (a «Confezione da 3 pz» goes by 3: packsToCartQuantity). Ingredients the
// store cannot sell now are shown as such and skipped, with a message naming them.
import type { WpRecipeFields } from '@sporta/contracts';
import { packsToCartQuantity } from '@sporta/domain/product-rules';
import { useState } from 'react';
import { unavailability } from '../features/catalog/components/product-card';
import { ProductGrid } from '../features/catalog/components/product-grid';
import type { CardProduct } from '../features/catalog/card-product';
import { useCartActions } from '../features/cart/hooks/use-cart-actions';
import { t } from '../i18n/i18n';
import { notify } from '../lib/notify/notify';
import css from '../features/content/components/recipe.module.css';

export interface RecipeIngredientProduct {
  product: CardProduct;
  quantity: number;
}

/** The ingredients in the recipe's order, each with its product when the catalogue answered it. */
export function ingredientProducts(acf: WpRecipeFields, products: CardProduct[]): RecipeIngredientProduct[] {
  const byId = new Map(products.map((p) => [p.productId, p]));
  const out: RecipeIngredientProduct[] = [];
  const seen = new Set<number>();
  for (const i of acf.ingredients) {
    const product = byId.get(i.product_id);
    if (!product || seen.has(i.product_id)) continue;
    seen.add(i.product_id);
    out.push({ product, quantity: i.quantity });
  }
  return out;
}

export function RecipeShop({ items, missing }: { items: RecipeIngredientProduct[]; missing: number }) {
  const { addMany } = useCartActions();
  const [busy, setBusy] = useState(false);
  const available = items.filter((i) => !unavailability(i.product));
  const unavailable = items.filter((i) => unavailability(i.product));

  const addAll = async () => {
    setBusy(true);
    try {
      const done = await addMany(
        available.map((i) => ({
          product: { productId: i.product.productId, name: i.product.name, price: i.product.price },
          quantity: packsToCartQuantity(i.product, i.quantity),
        })),
        'content.addAllDone',
      );
      if (done && unavailable.length)
        notify(
          'warning',
          t('content.ingredientsSkipped', { names: unavailable.map((i) => i.product.name).join(', ') }),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={css.shop} aria-labelledby="recipe-products" data-testid="recipe-shop">
      <h2 id="recipe-products" className={css.heading}>
        {t('content.ingredientsProducts')}
      </h2>
      <div className={css.actions}>
        <button
          type="button"
          className={css.addAll}
          onClick={() => void addAll()}
          disabled={busy || available.length === 0}
          aria-busy={busy}
          data-testid="recipe-add-all"
        >
          {t('content.addAllIngredients')}
        </button>
        {available.length === 0 ? (
          <p className={css.note} role="status">
            {t('content.noneAvailable')}
          </p>
        ) : (
          (unavailable.length > 0 || missing > 0) && (
            <p className={css.note} role="status">
              {t('content.ingredientsUnavailableNote')}
            </p>
          )
        )}
      </div>
      <ProductGrid products={items.map((i) => i.product)} />
    </section>
  );
}
