// The product card's corner control (seed 001 §2: the add-to-list heart) belongs to the lists
// feature; the shop layout provides it here, so catalogue and lists never import each other.
import { createContext, type ReactNode } from 'react';
import type { Product } from '../types';

export const ProductCornerContext = createContext<((product: Product) => ReactNode) | null>(null);
