// The badges of the product card and page (spec 001 §2, §5): vendor brand icon (class group
// 10002, 36 px), product-class labels, 'Novità', 'max N pz' (tooltip naming the limit that
// applies), day-lock (tooltip with the allowed days) and lead time ('Disponibile dal' date).
import Box from '@mui/material/Box';
import { dayLockTooltip, effectiveMax, leadTimeAvailableFrom, maxLabel, maxTooltip } from '@sporta/domain';
import { useId, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import type { Product } from '../types';

export const VENDOR_CLASS_GROUP = 10002;

export function vendorClass(product: Product) {
  return product.productClasses?.find((c) => c.productClassGroupId === VENDOR_CLASS_GROUP);
}

export function VendorIcon({ product, size = 36 }: { product: Product; size?: number }) {
  const vendor = vendorClass(product);
  if (!vendor?.iconSource) return null;
  return (
    <Box
      component="img"
      src={vendor.iconSource}
      alt={t('catalog.vendorBrand', { name: vendor.name })}
      title={vendor.name}
      width={size}
      height={size}
      loading="lazy"
      data-testid="vendor-icon"
      sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  );
}

/** Product-class labels other than the vendor brand. */
export function ClassLabels({ product, limit = 3 }: { product: Product; limit?: number }) {
  const classes = (product.productClasses ?? []).filter((c) => c.productClassGroupId !== VENDOR_CLASS_GROUP);
  if (classes.length === 0) return null;
  return (
    <Box
      component="ul"
      data-testid="class-labels"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        '& li': {
          fontSize: 11,
          fontWeight: 600,
          color: '#2f5d1f',
          bgcolor: '#eef6e9',
          borderRadius: 1,
          px: 0.75,
          py: 0.125,
          lineHeight: 1.5,
        },
      }}
    >
      {classes.slice(0, limit).map((c) => (
        <li key={c.productClassId}>{c.name}</li>
      ))}
    </Box>
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
  kind: string;
}) {
  const id = useId();
  return (
    <span className={`badge badge-tip ${kind}`} tabIndex={0} aria-describedby={id} data-testid={testId}>
      {label}
      <span role="tooltip" id={id}>
        {tip}
      </span>
    </span>
  );
}

// One style rule for all the badges of a product.
const badgesSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.5,
  '& .badge': {
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: 700,
    fontSize: 12,
    px: 1,
    py: 0.25,
    borderRadius: 1.5,
    lineHeight: 1.4,
    position: 'relative',
  },
  '& .badge-new': { bgcolor: 'secondary.main', color: '#fff' },
  '& .badge-max': { color: 'primary.dark' },
  '& .badge-max.badge-tip': { bgcolor: '#fff', border: '1px solid', borderColor: 'primary.main' },
  '& .badge-day-lock': { bgcolor: '#fdecea', color: '#8a1c12' },
  '& .badge-lead-time': { bgcolor: '#e8f0fb', color: '#0d47a1' },
  '& .badge-tip': {
    cursor: 'help',
    zIndex: 2,
    '&:hover > [role=tooltip], &:focus-visible > [role=tooltip]': { visibility: 'visible', opacity: 1 },
    '&:focus-visible': { outline: '2px solid #1565c0', outlineOffset: 2 },
  },
  '& [role=tooltip]': {
    visibility: 'hidden',
    opacity: 0,
    transition: 'opacity .15s',
    position: 'absolute',
    top: 'calc(100% + 6px)',
    left: 0,
    width: 200,
    bgcolor: '#1d1d1f',
    color: '#fff',
    fontSize: 12,
    fontWeight: 500,
    p: 1,
    borderRadius: 1,
    zIndex: 3,
    whiteSpace: 'normal',
    boxShadow: '0 4px 12px rgba(0,0,0,.2)',
  },
} as const;

/** New, max, day-lock and lead-time badges, in that order; nothing when none applies. */
export function ProductBadges({ product, now }: { product: Product; now?: Date }) {
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
    <Box sx={badgesSx}>
      {product.newProduct && (
        <span className="badge badge-new" data-testid="badge-new">
          {t('product.new')}
        </span>
      )}
      {max &&
        (limit ? (
          <TipBadge testId="badge-max" kind="badge-max" label={max} tip={maxTooltip(limit)} />
        ) : (
          <span className="badge badge-max" data-testid="badge-max">
            {max}
          </span>
        ))}
      {dayLock && (
        <TipBadge
          testId="badge-day-lock"
          kind="badge-day-lock"
          label={t('catalog.dayLockBadge')}
          tip={dayLock}
        />
      )}
      {from && (
        <span className="badge badge-lead-time" data-testid="badge-lead-time">
          {t('catalog.availableFrom', { date: formatDate(from) })}
        </span>
      )}
    </Box>
  );
}
