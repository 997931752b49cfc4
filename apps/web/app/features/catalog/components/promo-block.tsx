// The promotion block of warehousePromo.view (spec 001 §3): header, body and footer, styled by
// the promotion's cssClass; the bubble is the badge on the image (PromoBadge).
import Box from '@mui/material/Box';
import type { Product } from '../types';

export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function PromoBlock({ product }: { product: Product }) {
  const view = product.warehousePromo?.view;
  const header = plainText(view?.header);
  const body = plainText(view?.body);
  const footer = plainText(view?.footer);
  if (!header && !body && !footer) return null;
  return (
    <Box
      className={view?.cssClass ? `promo-block ${view.cssClass}` : 'promo-block'}
      data-testid="promo-block"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        bgcolor: '#fff8cc',
        border: '1px solid #f2d600',
        borderRadius: 1.5,
        px: 1,
        py: 0.5,
        mb: 1,
        fontSize: 12,
        lineHeight: 1.3,
        color: '#1d1d1f',
        '& .promo-header': { fontWeight: 800, textTransform: 'uppercase' },
        '& .promo-body': { fontWeight: 700 },
        '& .promo-footer': { color: '#4a4a4a' },
      }}
    >
      {header && <span className="promo-header">{header}</span>}
      {body && body !== header && <span className="promo-body">{body}</span>}
      {footer && <span className="promo-footer">{footer}</span>}
    </Box>
  );
}
