// Product card (spec 001 §2): vendor icon (class group 10002, 36 px), image 170×170 with the
// /no-icon.png fallback, promotion bubble, name, short description, description, class labels,
// badges (new, max, day-lock, lead time), promotion block, price block (old price, per-unit,
// loose minimum, lowest of 30 days), the unavailable text, and the card's action (the cart's
// quantity control, plugged in by the route) shown only when the product is available.
// The add-to-list heart is left out until lists exist: it would not do anything yet.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { canAddToLocker, isDayLocked } from '@sporta/domain';
import { useContext, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { Product } from '../types';
import { PriceBlock } from './price-block';
import { ClassLabels, ProductBadges, VendorIcon } from './product-badges';
import { ProductCornerContext } from './product-corner';
import { ProductImage } from './product-image';
import { PromoBadge } from './promo-badge';
import { PromoBlock } from './promo-block';

export function productHref(p: Product): string {
  return p.itemUrl ?? `/product/${p.slug}`;
}

export type Unavailability = 'notAvailable' | 'notAvailableForLocker' | 'dayLock';

/**
 * Why the product cannot be bought now (spec 001 §2), or undefined: out of stock, too big for
 * the cart's locker, or day-locked on the chosen delivery day.
 */
export function unavailability(
  product: Product,
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

const cardSx: SxProps<Theme> = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  p: 1.5,
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: '14px',
  border: '1px solid #ececec',
  transition: 'box-shadow .2s',
  '&:hover': { boxShadow: '0 8px 24px rgba(0,0,0,.08)' },
  '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
  '& p': { m: 0 },
  '& .pc-top': {
    position: 'absolute',
    top: 10,
    left: 10,
    right: 10,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: 0.5,
    zIndex: 1,
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
  },
  '& .pc-vendor': { ml: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 },
  '& .pc-image': { display: 'flex', justifyContent: 'center', py: 1 },
  '& .pc-short': {
    fontSize: 13,
    fontWeight: 700,
    lineHeight: 1.5,
    color: 'text.secondary',
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
    mt: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .pc-name': {
    fontSize: 15,
    fontWeight: 600,
    lineHeight: 1.3,
    minHeight: '2.6em',
    m: 0,
    mt: 0.25,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    '& a': {
      color: 'inherit',
      textDecoration: 'none',
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
    },
  },
  '& .pc-description': { fontSize: 13, lineHeight: 1.5, color: 'text.secondary', mt: 0.25, mb: 0.5 },
  '& .pc-footer': { mt: 'auto', pt: 1.5 },
  '& .pc-unavailable': { fontSize: 13, lineHeight: 1.5, color: 'primary.dark', fontWeight: 600, mt: 0.5 },
  '& .pc-action': { mt: 1, position: 'relative', zIndex: 2 },
};

export interface ProductCardProps {
  product: Product;
  priority?: boolean;
  /** The cart's quantity / add control, rendered in the footer when the product can be bought. */
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
  const Heading = headingLevel;
  // One style rule for the card: its texts are plain elements styled by class, which keeps
  // the cost of rendering and hydrating a grid of 24 cards low.
  return (
    <Box component="article" data-testid="product-card" data-product-id={product.productId} sx={cardSx}>
      <div className="pc-top">
        <PromoBadge product={product} />
        <div className="pc-vendor">
          <VendorIcon product={product} />
          {corner?.(product)}
        </div>
      </div>
      <div className="pc-image">
        <ProductImage src={product.mediaURL} alt="" size={170} priority={priority} />
      </div>
      <ProductBadges product={product} />
      <p className="pc-short">{product.shortDescr}</p>
      <Heading className="pc-name">
        {/* The stretched link makes the whole card clickable with one link per card. */}
        <Link to={productHref(product)}>{product.name}</Link>
      </Heading>
      <p className="pc-description">{product.description}</p>
      <ClassLabels product={product} />
      <div className="pc-footer">
        <PromoBlock product={product} />
        <PriceBlock product={product} />
        {reason ? (
          <p className="pc-unavailable" data-testid="unavailable">
            {t(`product.${reason}`)}
          </p>
        ) : (
          action && (
            <div className="pc-action" data-testid="product-card-action">
              {action}
            </div>
          )
        )}
      </div>
    </Box>
  );
}
