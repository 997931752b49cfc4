import { t } from '../../../i18n/i18n';
import { cartRequest } from './cart-request';

/** The whole cart's substitution choice (cartInfos.accept_alternatives). */
export function setCartAcceptAlternatives(value: boolean) {
  return cartRequest('cart/update-cart-info', {
    method: 'POST',
    body: { property: 'accept_alternatives', value: String(value) },
    failureMessage: t('errors.errorSettingCartInfo'),
  });
}

/** One line's substitution choice. */
export function setItemAcceptAlternatives(itemId: number, value: boolean) {
  return cartRequest('cart/update-infos', {
    method: 'POST',
    body: { items: [{ itemId, infos: { accept_alternatives: String(value) } }] },
    failureMessage: t('errors.errorSettingCartInfo'),
  });
}
