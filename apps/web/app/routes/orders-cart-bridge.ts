// Where the orders and cart features meet (they never import each other): editing an order
// reopens it as the cart, "add all" and "add again" fill the cart; each answer replaces the
// cart's state, and a missing address or slot opens the cart's setup dialogs first.
import type { Order } from '@sporta/contracts';
import { optionParamsOf } from '@sporta/domain/select-options';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { missingSetup, useCartSetup } from '../features/cart/hooks/cart-setup-context';
import { useCartActions } from '../features/cart/hooks/use-cart-actions';
import { currentCart, reloadCart, setCart } from '../features/cart/hooks/use-cart';
import { addAllFromOrder, modifyOrder } from '../features/orders/api/orders';
import { t } from '../i18n/i18n';
import { notify } from '../lib/notify/notify';

export function useOrderCartActions() {
  const navigate = useNavigate();
  const setup = useCartSetup();
  const { add } = useCartActions();
  const [busy, setBusy] = useState(false);

  /** order/modify: the order becomes the cart (info.order.reopen opens as a popup) → /cart. */
  const edit = useCallback(
    async (orderId: number) => {
      setBusy(true);
      try {
        const cart = await modifyOrder(orderId);
        setCart(cart);
        await navigate('/cart');
      } catch {
        // the refusal was shown by the request client
      } finally {
        setBusy(false);
      }
    },
    [navigate],
  );

  /** cart/add-all-from-order, after the cart has an address and a slot. */
  const addAll = useCallback(
    async (orderId: number) => {
      setBusy(true);
      try {
        const cart = currentCart().cart ?? (await reloadCart());
        const missing = missingSetup(cart);
        if (missing && !(await setup.ensure(missing))) return false;
        const answer = await addAllFromOrder(orderId);
        if (answer) {
          setCart(answer);
          notify('success', t('orders.addedAll'));
        }
        return Boolean(answer);
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [setup],
  );

  /** One line of a past order again, with its quantity (kg for loose goods) and chosen options. */
  const addLine = useCallback(
    (
      line: Pick<Order['orderItems'][number], 'productId' | 'name' | 'unitPrice'> &
        Partial<Pick<Order['orderItems'][number], 'selectedOptions'>>,
      quantity: number,
    ) =>
      add(
        { productId: line.productId, name: line.name, price: line.unitPrice },
        quantity,
        undefined,
        line.selectedOptions?.length ? optionParamsOf(line.selectedOptions) : undefined,
      ),
    [add],
  );

  return { edit, addAll, addLine, busy };
}
