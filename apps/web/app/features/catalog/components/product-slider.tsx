// Product slider (spec 001 §2, 002 §9): a title row with a show-all link, a horizontal row of
// cards with scroll snapping, 20 px gaps; hidden when there are no products.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../types';
import { ProductCard } from './product-card';

interface Props {
  title: string;
  products: Product[];
  showAllHref?: string;
}

export function ProductSlider({ title, products, showAllHref }: Props) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  if (products.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="product-slider" sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h2" id={titleId} sx={{ flex: 1 }}>
          {title}
        </Typography>
        {showAllHref && (
          <MuiLink component={Link} to={showAllHref} sx={{ fontWeight: 700 }}>
            {t('home.showAll')}
          </MuiLink>
        )}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          <IconButton
            aria-label={t('category.previousPage')}
            onClick={() => scroll(-1)}
            sx={{ border: '1px solid #ddd', bgcolor: '#fff' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('category.nextPage')}
            onClick={() => scroll(1)}
            sx={{ border: '1px solid #ddd', bgcolor: '#fff' }}
          >
            <ChevronRightIcon />
          </IconButton>
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
          gap: '20px',
          gridAutoColumns: {
            xs: 'calc((100% - 20px) / 2)',
            sm: 'calc((100% - 40px) / 3)',
            md: 'calc((100% - 60px) / 4)',
            lg: 'calc((100% - 60px) / 4)',
            xl: 'calc((100% - 100px) / 6)',
          },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {products.map((p) => (
          <li key={p.productId}>
            <ProductCard product={p} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
