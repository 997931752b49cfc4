// The product promotion that priced a line ('3x2: −3,39 €', with the full price struck), under
// the product's name: the cart page, the checkout summary and an order's lines show it the same
// way. The figures are the server's priced document (ADR 0021).
import Box from '@mui/material/Box';
import type { AppliedPromotionWire } from '@sporta/contracts';
import { t } from '../i18n/i18n';
import { formatPrice } from './format';

export function PromotionNote({
  promotion,
  listTotal,
}: {
  promotion: AppliedPromotionWire | null;
  listTotal: number;
}) {
  if (!promotion || promotion.amount <= 0) return null;
  return (
    <Box component="p" data-testid="line-promotion" sx={{ m: 0, fontSize: 13, lineHeight: 1.5 }}>
      <Box component="span" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {t('pricing.promotionLine', { label: promotion.label, amount: formatPrice(promotion.amount) })}
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('pricing.fullPrice')} <s>{formatPrice(listTotal)}</s>
      </Box>
    </Box>
  );
}
