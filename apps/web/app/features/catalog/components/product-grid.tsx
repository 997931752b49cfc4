import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Product } from '../types';
import { ProductCard } from './product-card';

export function ProductGrid({
  products,
  renderAction,
}: {
  products: Product[];
  /** The cart's control for each card (plugged in by the route module). */
  renderAction?: (product: Product) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      data-testid="product-grid"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.25, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {products.map((p, i) => (
        <li key={p.productId}>
          <ProductCard product={p} priority={i < 4} action={renderAction?.(p)} />
        </li>
      ))}
    </Box>
  );
}
