// Product card (spec 001 §2): vendor icon (class group 10002, 36 px), image 170×170 with the
// /no-icon.png fallback, promotion bubble, name, short description, description, class labels,
// badges (new, max, day-lock, lead time), promotion block, price block (old price, per-unit,
// loose minimum, lowest of 30 days), the unavailable text, and the card's action (the cart's
// quantity control, provided by the shop layout: product-corner.ts) shown only when the product is
// available.
// The add-to-list heart is left out until lists exist: it would not do anything yet.
import { isDayLocked } from '@sporta/domain/day-lock';
import { canAddToLocker } from '@sporta/domain/product-rules';
import { useContext, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { CardProduct } from '../card-product';
import { PriceBlock } from './price-block';
import { ClassLabels, ProductBadges, VendorIcon } from './product-badges';
import { ProductActionContext, ProductCornerContext } from './product-corner';
import { ProductImage } from './product-image';
import { PromoBadge } from './promo-badge';
import { PromoBlock } from './promo-block';
import { GiftOffers } from './gift-offers';
import css from './product-card.module.css';

export function productHref(p: CardProduct): string {
  return p.itemUrl ?? `/product/${p.slug}`;
}

export type Unavailability = 'notAvailable' | 'notAvailableForLocker' | 'dayLock';

/**
 * Why the product cannot be bought now (spec 001 §2), or undefined: out of stock, too big for
 * the cart's locker, or day-locked on the chosen delivery day.
 */
export function unavailability(
  product: CardProduct,
  context: { lockerMaxLevel?: number | string; deliveryDate?: Date } = {},
): Unavailability | undefined {
  if (product.available !== undefined && product.available <= 0) return 'notAvailable';
  if (
    context.lockerMaxLevel !== undefined &&
    !canAddToLocker(product.productInfos?.LOCKER_LEVEL, context.lockerMaxLevel)
  )
    return 'notAvailableForLocker';
  if (context.deliveryDate && isDayLocked(product.dayLock, context.deliveryDate)) return 'dayLock';
  return undefined;
}

function CardAction({ action }: { action: ReactNode }) {
  if (action === undefined || action === null || action === false) return null;
  return (
    <div className={css.action} data-testid="product-card-action">
      {action}
    </div>
  );
}

export interface ProductCardProps {
  product: CardProduct;
  priority?: boolean;
  /**
   * The footer's control when the product can be bought; by default the shop's quantity control
   * (ProductActionContext, provided by the shop layout).
   */
  action?: ReactNode;
  /** Maximum LOCKER_LEVEL of the cart's locker, when the service is a locker. */
  lockerMaxLevel?: number | string;
  /** The cart's delivery date, for the day-lock. */
  deliveryDate?: Date;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({
  product,
  priority = false,
  action,
  lockerMaxLevel,
  deliveryDate,
  headingLevel = 'h3',
}: ProductCardProps) {
  const reason = unavailability(product, { lockerMaxLevel, deliveryDate });
  const corner = useContext(ProductCornerContext);
  const shopAction = useContext(ProductActionContext);
  const Heading = headingLevel;
  // The card's texts are plain elements styled by the module's classes: a grid of 24 cards
  // costs no style work when rendering or hydrating.
  return (
    <article className={css.card} data-testid="product-card" data-product-id={product.productId}>
      <div className={css.top}>
        <PromoBadge product={product} />
        <div className={css.vendor}>
          <VendorIcon product={product} />
          {corner?.(product)}
        </div>
      </div>
      <div className={css.image}>
        <ProductImage src={product.mediaURL} alt="" size={170} priority={priority} />
      </div>
      <ProductBadges product={product} />
      <p className={css.short}>{product.shortDescr}</p>
      <Heading className={css.name}>
        {/* The stretched link makes the whole card clickable with one link per card. */}
        <Link to={productHref(product)}>{product.name}</Link>
      </Heading>
      <p className={css.description}>{product.description}</p>
      <ClassLabels product={product} />
      <div className={css.footer}>
        <PromoBlock product={product} />
        <GiftOffers product={product} />
        <PriceBlock product={product} />
        {reason ? (
          <p className={css.unavailable} data-testid="unavailable">
            {t(`product.${reason}`)}
          </p>
        ) : (
          <CardAction action={action ?? shopAction?.(product)} />
        )}
      </div>
    </article>
  );
}
