import type { CardProduct } from '../card-product';
import css from './promo-badge.module.css';

/** The promotion's bubble or header ("-20%", "3x2"), in the shop's yellow. */
export function PromoBadge({ product }: { product: CardProduct }) {
  const view = product.warehousePromo?.view;
  const text = view?.bubble || view?.body;
  if (!text) return null;
  return <span className={view?.cssClass ? `${css.badge} ${view.cssClass}` : css.badge}>{text}</span>;
}
