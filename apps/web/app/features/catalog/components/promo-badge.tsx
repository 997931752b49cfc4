import Box from '@mui/material/Box';
import type { Product } from '../types';

/** The promotion's bubble or header ("-20%", "3x2"), in the shop's yellow. */
export function PromoBadge({ product }: { product: Product }) {
  const view = product.warehousePromo?.view;
  const text = view?.bubble || view?.body;
  if (!text) return null;
  return (
    <Box
      component="span"
      className={view?.cssClass}
      sx={{
        display: 'inline-block',
        bgcolor: '#ffd400',
        color: '#1d1d1f',
        fontWeight: 800,
        fontSize: 13,
        px: 1,
        py: 0.25,
        borderRadius: 1.5,
        lineHeight: 1.4,
      }}
    >
      {text}
    </Box>
  );
}
