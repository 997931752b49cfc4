// The product card's parts owned by other features, provided once by the shop layout
// (routes/cart-setup-bridge.tsx) so that catalogue, cart and lists never import each other:
// - the corner control (seed 001 §2: the add-to-list heart), from the lists feature;
// - the action (seed 001 §2: the quantity control, shown whenever `available` > 0), from the
//   cart feature. Every card gets it wherever it is rendered (grids, sliders, search, fast
//   search, the product page's sliders), server-rendered too: no page can forget to pass it.
import { createContext, type ReactNode } from 'react';
import type { CardProduct } from '../card-product';

export const ProductCornerContext = createContext<((product: CardProduct) => ReactNode) | null>(null);

export const ProductActionContext = createContext<((product: CardProduct) => ReactNode) | null>(null);
