// Product slider (spec 001 §2, 002 §2 and §9): a title row with a show-all link (only when the
// total exceeds the items shown), a horizontal row of cards with scroll snapping (no carousel
// library: CSS only, in product-slider.module.css), 20 px gaps, 1/2/3/4/6 slides per view at
// 0/600/960/1264/1900 px; hidden when there are no products.
import { useId, useRef } from 'react';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { HydrateOnSight } from '../../../ui/hydrate-on-sight';
import { Link } from 'react-router';
import type { CardProduct } from '../card-product';
import { ProductCard } from './product-card';
import css from './product-slider.module.css';

interface Props {
  title: string;
  products: CardProduct[];
  /** The total of the list the slider samples (adv `page.totItems`). */
  total?: number;
  showAllHref?: string;
  testId?: string;
}

export function ProductSlider({ title, products, total, showAllHref, testId = 'product-slider' }: Props) {
  const rowRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  if (products.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section aria-labelledby={titleId} data-testid={testId} className={css.section}>
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {showAllHref && (total ?? 0) > products.length && (
          <Link to={showAllHref} className={css.showAll}>
            {t('catalog.showAll')}
          </Link>
        )}
        <div className={css.arrows}>
          <button type="button" aria-label={t('catalog.sliderPrevious')} onClick={() => scroll(-1)}>
            <Icon name="navigateBefore" />
          </button>
          <button type="button" aria-label={t('catalog.sliderNext')} onClick={() => scroll(1)}>
            <Icon name="navigateNext" />
          </button>
        </div>
      </div>
      <ul ref={rowRef} className={css.row}>
        {products.map((p) => (
          <HydrateOnSight key={p.productId}>
            <ProductCard product={p} />
          </HydrateOnSight>
        ))}
      </ul>
    </section>
  );
}
