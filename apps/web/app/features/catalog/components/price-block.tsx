// Price block (spec 001 §2): what the customer pays, the old price only when above 0.01, the
// per-unit price with the standard per-unit price struck through when it differs; loose
// products show their minimum quantity and unit instead of the per-unit price; the lowest
// price of the last 30 days on a price cut (Codice del Consumo art. 17-bis).
import { centsToEuro, euroToCents } from '@sporta/domain/money';
import { isLoose, purchaseStep, type PurchaseStep } from '@sporta/domain/product-rules';
import { t } from '../../../i18n/i18n';
import { formatPrice, formatQuantity, unitLabel } from '../../../ui/format';
import type { CardProduct } from '../card-product';
import css from './price-block.module.css';

function positive(v: number | null | undefined): v is number {
  return v !== null && v !== undefined && Number.isFinite(v) && v > 0.01;
}

/** Minimum quantity and unit of a loose product: WEIGHT_SELLING in WEIGHT_UNIT_SELLING. */
export function looseMinimum(product: CardProduct): { qty: string; unit: string } | undefined {
  const infos = product.productInfos ?? {};
  if (!isLoose({ productInfos: infos })) return undefined;
  const qty = Number((infos.WEIGHT_SELLING ?? '').replace(',', '.'));
  if (!Number.isFinite(qty) || qty <= 0) return undefined;
  return {
    qty: formatQuantity(qty),
    unit: unitLabel(infos.WEIGHT_UNIT_SELLING || product.weightUnitDisplay),
  };
}

/** What the first add and each plus buy, for a product sold several pieces at a time. */
export function productStep(
  product: CardProduct,
  price: number | null | undefined,
): PurchaseStep | undefined {
  if (!positive(price)) return undefined;
  return purchaseStep(
    { productInfos: product.productInfos ?? {}, minAcq: product.minAcq, maxAcq: product.maxAcq },
    euroToCents(price),
  );
}

/**
 * What the display price is for, when it is not the whole item: '/kg' for a loose product (its
 * price is per kilogram), '/pz' for a product bought several pieces at a time (per piece).
 */
export function priceUnit(product: CardProduct): string | undefined {
  const price = product.priceDisplay ?? product.price;
  if (looseMinimum(product)) {
    const unit = unitLabel(product.weightUnitDisplay);
    return unit ? `/${unit}` : undefined;
  }
  return productStep(product, price) ? `/${t('catalog.perPiece')}` : undefined;
}

function stepText(step: PurchaseStep): string {
  if (step.first !== step.step)
    return t('catalog.firstThenStep', {
      first: step.first,
      firstPrice: formatPrice(centsToEuro(step.firstCents)),
      step: step.step,
      stepPrice: formatPrice(centsToEuro(step.stepCents)),
    });
  const params = { count: step.step, price: formatPrice(centsToEuro(step.stepCents)) };
  return step.pack === step.step ? t('catalog.packStep', params) : t('catalog.groupStep', params);
}

export function PriceBlock({ product, size = 'md' }: { product: CardProduct; size?: 'md' | 'lg' }) {
  const price = product.priceDisplay ?? product.price;
  const standard = product.priceStandardDisplay;
  const showStandard = positive(standard) && standard !== price;
  const perUnit = product.priceUmDisplay;
  const standardPerUnit = product.priceStandardUmDisplay;
  const unit = unitLabel(product.weightUnitDisplay);
  const loose = looseMinimum(product);
  // A multipack is priced per piece but bought by the pack: say what one step buys and costs.
  const step = loose ? undefined : productStep(product, price);
  const large = size === 'lg';
  return (
    <div
      data-testid="price-block"
      className={[large && css.lg, showStandard && css.cut].filter(Boolean).join(' ') || undefined}
    >
      <div className={css.row}>
        <span className={css.price} data-testid="price">
          <span className={css.hidden}>{t('product.currentPrice')} </span>
          {formatPrice(price)}
          {loose && unit && <span className={css.unit}>/{unit}</span>}
          {step && <span className={css.unit}>/{t('catalog.perPiece')}</span>}
        </span>
        {showStandard && (
          <s className={css.old} data-testid="old-price">
            <span className={css.hidden}>{t('product.oldPrice')} </span>
            {formatPrice(standard)}
          </s>
        )}
      </div>
      {step && (
        <div className={css.step} data-testid="purchase-step">
          {stepText(step)}
        </div>
      )}
      {loose ? (
        <div className={css.note} data-testid="loose-minimum">
          {t('catalog.looseMinimum', loose)}
        </div>
      ) : (
        positive(perUnit) &&
        unit && (
          <div className={css.note} data-testid="price-per-unit">
            {t('product.pricePerUnit', { price: formatPrice(perUnit), unit })}
            {positive(standardPerUnit) && standardPerUnit !== perUnit && (
              <>
                {' '}
                <s>
                  <span className={css.hidden}>{t('product.oldPrice')} </span>
                  {t('product.pricePerUnit', { price: formatPrice(standardPerUnit), unit })}
                </s>
              </>
            )}
          </div>
        )
      )}
      {positive(product.lowestPrice30Days) && (
        <div className={css.lowest} data-testid="lowest-price">
          {t('catalog.lowestPrice30Days', { price: formatPrice(product.lowestPrice30Days) })}
        </div>
      )}
    </div>
  );
}
