// Product card (spec 001 §2): image 170×170 with the /no-icon.png fallback, name, short
// description, description and price block. Cart controls come with the catalogue issue.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../types';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import { PromoBadge } from './promo-badge';

export function productHref(p: Product): string {
  return p.itemUrl ?? `/product/${p.slug}`;
}

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { t } = useTranslation();
  const unavailable = product.available !== undefined && product.available <= 0;
  return (
    <Card
      component="article"
      data-testid="product-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 1.5,
        border: '1px solid #ececec',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 8px 24px rgba(0,0,0,.08)' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ position: 'absolute', top: 10, left: 10, display: 'flex', gap: 0.5, zIndex: 1 }}>
        <PromoBadge product={product} />
        {product.newProduct && (
          <Box
            component="span"
            sx={{
              bgcolor: 'secondary.main',
              color: '#fff',
              fontWeight: 700,
              fontSize: 12,
              px: 1,
              py: 0.25,
              borderRadius: 1.5,
            }}
          >
            {t('product.new')}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <ProductImage src={product.mediaURL} alt="" size={170} priority={priority} />
      </Box>
      <Typography
        sx={{
          fontSize: 13,
          fontWeight: 700,
          color: 'text.secondary',
          textTransform: 'uppercase',
          letterSpacing: '0.02em',
          mt: 1,
        }}
        noWrap
      >
        {product.shortDescr}
      </Typography>
      <Typography
        component="h3"
        sx={{
          fontSize: 15,
          fontWeight: 600,
          lineHeight: 1.3,
          minHeight: '2.6em',
          mt: 0.25,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {/* The stretched link makes the whole card clickable with one link per card. */}
        <Box
          component={Link}
          to={productHref(product)}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
          }}
        >
          {product.name}
        </Box>
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.25 }}>{product.description}</Typography>
      <Box sx={{ mt: 'auto', pt: 1.5 }}>
        <PriceBlock product={product} />
        {unavailable && (
          <Typography sx={{ fontSize: 13, color: 'primary.dark', fontWeight: 600, mt: 0.5 }}>
            {t('product.notAvailable')}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
