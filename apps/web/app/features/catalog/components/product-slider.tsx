// Product slider (spec 001 §2, 002 §2 and §9): a title row with a show-all link (only when the
// total exceeds the items shown), a horizontal row of cards with scroll snapping (no carousel
// library: CSS only), 20 px gaps, 1/2/3/4/6 slides per view at 0/600/960/1264/1900 px; hidden
// when there are no products.
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { Link } from 'react-router';
import type { Product } from '../types';
import { ProductCard } from './product-card';

interface Props {
  title: string;
  products: Product[];
  /** The total of the list the slider samples (adv `page.totItems`). */
  total?: number;
  showAllHref?: string;
  renderAction?: (product: Product) => ReactNode;
  testId?: string;
}

export const SLIDER_GAP = 20;
/** Slides per view from each min-width (spec 002 §9). */
export const SLIDES_PER_VIEW: readonly [number, number][] = [
  [0, 1],
  [600, 2],
  [960, 3],
  [1264, 4],
  [1900, 6],
];

function columns() {
  const out: Record<string, { gridAutoColumns: string }> = {};
  for (const [min, n] of SLIDES_PER_VIEW) {
    const value = `calc((100% - ${(n - 1) * SLIDER_GAP}px) / ${n})`;
    out[`@media (min-width: ${min}px)`] = { gridAutoColumns: value };
  }
  return out;
}

export function ProductSlider({
  title,
  products,
  total,
  showAllHref,
  renderAction,
  testId = 'product-slider',
}: Props) {
  const rowRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  if (products.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={testId} sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h2" id={titleId} sx={{ flex: 1 }}>
          {title}
        </Typography>
        {showAllHref && (total ?? 0) > products.length && (
          <MuiLink component={Link} to={showAllHref} sx={{ fontWeight: 700 }}>
            {t('catalog.showAll')}
          </MuiLink>
        )}
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            gap: 1,
            '& button': {
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 42,
              height: 42,
              p: 0,
              borderRadius: '50%',
              border: '1px solid #ddd',
              bgcolor: '#fff',
              color: 'action.active',
              cursor: 'pointer',
              '&:hover': { bgcolor: '#f5f5f5' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            },
          }}
        >
          <button type="button" aria-label={t('catalog.sliderPrevious')} onClick={() => scroll(-1)}>
            <Icon name="navigateBefore" />
          </button>
          <button type="button" aria-label={t('catalog.sliderNext')} onClick={() => scroll(1)}>
            <Icon name="navigateNext" />
          </button>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={rowRef}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'grid',
          gridAutoFlow: 'column',
          gap: `${SLIDER_GAP}px`,
          ...columns(),
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {products.map((p) => (
          <li key={p.productId}>
            <ProductCard product={p} action={renderAction?.(p)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
