import { HydrateOnSight } from '../../../ui/hydrate-on-sight';
import type { CardProduct } from '../card-product';
import { ProductCard } from './product-card';
import css from './product-grid.module.css';

export function ProductGrid({ products }: { products: CardProduct[] }) {
  return (
    <ul className={css.grid} data-testid="product-grid">
      {products.map((p, i) => (
        <HydrateOnSight key={p.productId}>
          <ProductCard product={p} priority={i < 4} />
        </HydrateOnSight>
      ))}
    </ul>
  );
}
