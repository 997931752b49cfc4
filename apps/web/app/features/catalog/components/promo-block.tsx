// The promotion block of warehousePromo.view (spec 001 §3): header, body and footer, styled by
// the promotion's cssClass; the bubble is the badge on the image (PromoBadge).
import type { CardProduct } from '../card-product';
import css from './promo-block.module.css';

export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function PromoBlock({ product }: { product: CardProduct }) {
  const view = product.warehousePromo?.view;
  const header = plainText(view?.header);
  const body = plainText(view?.body);
  const footer = plainText(view?.footer);
  if (!header && !body && !footer) return null;
  return (
    <div
      className={view?.cssClass ? `promo-block ${css.block} ${view.cssClass}` : `promo-block ${css.block}`}
      data-testid="promo-block"
    >
      {header && <span className={css.header}>{header}</span>}
      {body && body !== header && <span className={css.body}>{body}</span>}
      {footer && <span className={css.footer}>{footer}</span>}
    </div>
  );
}
