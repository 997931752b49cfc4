// The badges of the product card and page (spec 001 §2, §5): vendor brand icon (class group
// 10002, 36 px), product-class labels, 'Novità', 'max N pz' (tooltip naming the limit that
// applies), day-lock (tooltip with the allowed days) and lead time ('Disponibile dal' date).
import { dayLockTooltip } from '@sporta/domain/day-lock';
import { effectiveMax, leadTimeAvailableFrom, maxLabel, maxTooltip } from '@sporta/domain/product-rules';
import { useId, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import type { CardProduct } from '../card-product';
import css from './product-badges.module.css';

export const VENDOR_CLASS_GROUP = 10002;

export function vendorClass(product: CardProduct) {
  return product.productClasses?.find((c) => c.productClassGroupId === VENDOR_CLASS_GROUP);
}

export function VendorIcon({ product, size = 36 }: { product: CardProduct; size?: number }) {
  const vendor = vendorClass(product);
  if (!vendor?.iconSource) return null;
  return (
    <img
      className={css.vendor}
      src={vendor.iconSource}
      alt={t('catalog.vendorBrand', { name: vendor.name })}
      title={vendor.name}
      width={size}
      height={size}
      loading="lazy"
      data-testid="vendor-icon"
    />
  );
}

/** Product-class labels other than the vendor brand. */
export function ClassLabels({ product, limit = 3 }: { product: CardProduct; limit?: number }) {
  const classes = (product.productClasses ?? []).filter((c) => c.productClassGroupId !== VENDOR_CLASS_GROUP);
  if (classes.length === 0) return null;
  return (
    <ul className={css.labels} data-testid="class-labels">
      {classes.slice(0, limit).map((c) => (
        <li key={c.productClassId}>{c.name}</li>
      ))}
    </ul>
  );
}

/** A badge with a tooltip shown on hover and keyboard focus; the tooltip is its description. */
function TipBadge({
  label,
  tip,
  testId,
  kind,
}: {
  label: ReactNode;
  tip: string;
  testId: string;
  kind: 'max' | 'dayLock';
}) {
  const id = useId();
  return (
    <span
      className={`${css.badge} ${css.tip} ${css[kind]}`}
      tabIndex={0}
      aria-describedby={id}
      data-testid={testId}
    >
      {label}
      <span role="tooltip" id={id} className={css.tooltip}>
        {tip}
      </span>
    </span>
  );
}

/** New, max, day-lock and lead-time badges, in that order; nothing when none applies. */
export function ProductBadges({ product, now }: { product: CardProduct; now?: Date }) {
  const quantityProduct = {
    productInfos: product.productInfos ?? {},
    minAcq: product.minAcq,
    maxAcq: product.maxAcq,
    productClassRuleMax: product.productClassRuleMax,
  };
  const max = maxLabel(quantityProduct);
  const limit = effectiveMax(quantityProduct);
  const dayLock = dayLockTooltip(product.dayLock);
  const from = leadTimeAvailableFrom(now ?? new Date(), product.productInfos?.LEAD_TIME);
  if (!product.newProduct && !max && !dayLock && !from) return null;
  return (
    <div className={css.badges}>
      {product.newProduct && (
        <span className={`${css.badge} ${css.new}`} data-testid="badge-new">
          {t('product.new')}
        </span>
      )}
      {max &&
        (limit ? (
          <TipBadge testId="badge-max" kind="max" label={max} tip={maxTooltip(limit)} />
        ) : (
          <span className={`${css.badge} ${css.max}`} data-testid="badge-max">
            {max}
          </span>
        ))}
      {dayLock && (
        <TipBadge testId="badge-day-lock" kind="dayLock" label={t('catalog.dayLockBadge')} tip={dayLock} />
      )}
      {from && (
        <span className={`${css.badge} ${css.leadTime}`} data-testid="badge-lead-time">
          {t('catalog.availableFrom', { date: formatDate(from) })}
        </span>
      )}
    </div>
  );
}
