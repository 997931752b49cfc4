// Gift-certificate offers on a product card or page (spec 001 §2 "promotion or gift-certificate
// offers with price block"): the customer's vouchers and coupons that apply to the product —
// what it takes off, its name and, for a voucher, the code to type in the cart.
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import type { CardProduct } from '../card-product';
import css from './gift-offers.module.css';

export function GiftOffers({ product }: { product: Pick<CardProduct, 'userGiftCertificates'> }) {
  const offers = product.userGiftCertificates ?? [];
  if (!offers.length) return null;
  return (
    <ul className={css.offers} aria-label={t('catalog.giftOffers')} data-testid="gift-offers">
      {offers.map((g) => (
        <li key={g.giftCertificateId} className={css.offer} data-testid="gift-offer">
          <span className={css.badge}>
            {t(g.kind === 'coupon' ? 'catalog.giftCoupon' : 'catalog.giftVoucher')}
          </span>
          <span className={css.text}>
            <strong>{g.discountLabel}</strong> {g.name}
            {g.giftCode && <> · {t('catalog.giftCode', { code: g.giftCode })}</>}
            {g.endDate && <> · {t('catalog.giftUntil', { date: formatDate(g.endDate) })}</>}
          </span>
        </li>
      ))}
    </ul>
  );
}
