// Price block: what the customer pays, the standard price struck through during a promotion
// (only when above 0.01), and the price per unit of measure.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatPrice, unitLabel } from '../../../ui/format';
import type { Product } from '../types';

export function PriceBlock({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const price = product.priceDisplay ?? product.price;
  const standard = product.priceStandardDisplay;
  const showStandard = standard !== null && standard !== undefined && standard > 0.01 && standard !== price;
  const perUnit = product.priceUmDisplay;
  const unit = unitLabel(product.weightUnitDisplay);
  const large = size === 'lg';
  return (
    <Box data-testid="price-block">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="span"
          sx={{
            fontSize: large ? 34 : 20,
            fontWeight: 900,
            color: showStandard ? 'primary.main' : 'text.primary',
            letterSpacing: '-0.02em',
          }}
        >
          <Box component="span" sx={visuallyHiddenInline}>
            {t('product.currentPrice')}{' '}
          </Box>
          {formatPrice(price)}
        </Box>
        {showStandard && (
          <Box component="s" sx={{ fontSize: large ? 18 : 14, color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHiddenInline}>
              {t('product.oldPrice')}{' '}
            </Box>
            {formatPrice(standard)}
          </Box>
        )}
      </Box>
      {perUnit !== null && perUnit !== undefined && perUnit > 0 && unit && (
        <Box sx={{ fontSize: large ? 15 : 13, color: 'text.secondary' }}>
          {t('product.pricePerUnit', { price: formatPrice(perUnit), unit })}
        </Box>
      )}
    </Box>
  );
}

const visuallyHiddenInline = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
