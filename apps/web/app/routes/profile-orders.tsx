// /profile/orders (spec 001 §2, §7 order/list-for-all-user-shipping-addresses): the customer's
// orders, 12 a page, newest first, filtered by date, amount and the address they went to (in
// the URL), each with its status and actions.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { listOrders, type OrderFilters } from '../features/orders/api/orders';
import { OrderFiltersForm } from '../features/orders/components/order-filters';
import { OrderListItem } from '../features/orders/components/order-list-item';
import { useLoaded } from '../features/orders/hooks/use-loaded';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';
import { useOrderCartActions } from './orders-cart-bridge';

export function meta() {
  return [...seoMeta({ title: t('orders.title') }), { name: 'robots', content: 'noindex' }];
}

const PARAMS = {
  fromDate: 'from_date',
  toDate: 'to_date',
  fromTotal: 'from_total',
  toTotal: 'to_total',
  addressId: 'address',
} as const;

function filtersOf(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    fromDate: params.get(PARAMS.fromDate) ?? undefined,
    toDate: params.get(PARAMS.toDate) ?? undefined,
    fromTotal: params.get(PARAMS.fromTotal) ?? undefined,
    toTotal: params.get(PARAMS.toTotal) ?? undefined,
    addressId: /^\d{1,9}$/.test(params.get(PARAMS.addressId) ?? '')
      ? params.get(PARAMS.addressId)!
      : undefined,
  };
}

export default function ProfileOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const key = params.toString();
  const orders = useLoaded((signal) => listOrders(filters, signal), [key]);
  const { edit, busy } = useOrderCartActions();
  const filtered = Boolean(
    filters.fromDate || filters.toDate || filters.fromTotal || filters.toTotal || filters.addressId,
  );
  const addresses = orders.data?.shippingAddresses ?? [];
  const chooseAddress = (id: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (id) next.set(PARAMS.addressId, id);
    else next.delete(PARAMS.addressId);
    setParams(next);
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    const s = next.toString();
    return s ? `?${s}` : '/profile/orders';
  };
  const apply = (v: Omit<OrderFilters, 'page'>) => {
    const next = new URLSearchParams();
    if (filters.addressId) next.set(PARAMS.addressId, filters.addressId);
    for (const [k, name] of Object.entries(PARAMS)) {
      const value = v[k as keyof typeof PARAMS];
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const page = orders.data?.page;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('orders.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('orders.intro')}</Typography>
      <Box
        component="nav"
        aria-label={t('orders.shortcuts')}
        sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Link to="/profile/last-purchase">{t('orders.lastPurchaseTab')}</Link>
        <Link to="/profile/preferred">{t('orders.preferredTab')}</Link>
      </Box>
      <OrderFiltersForm key={key} value={filters} onApply={apply} />
      {(addresses.length > 1 || filters.addressId) && (
        <TextField
          select
          size="small"
          label={t('orders.deliveredTo')}
          value={filters.addressId ?? ''}
          onChange={(e) => chooseAddress(e.target.value)}
          sx={{ mb: 2, minWidth: { xs: '100%', sm: 360 } }}
          data-testid="orders-address-filter"
        >
          <MenuItem value="">{t('orders.anyAddress')}</MenuItem>
          {addresses.map((a) => (
            <MenuItem key={a.addressId} value={String(a.addressId)}>
              {t('orders.addressOption', {
                name: a.addressName || a.address1,
                city: a.city,
                count: a.ordersCount,
              })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {orders.error && <Alert severity="error">{orders.error}</Alert>}
      {orders.loading && !orders.data && <Typography role="status">{t('common.loading')}</Typography>}
      {orders.data && (
        <>
          <Typography role="status" sx={{ mb: 1, color: 'text.secondary', fontSize: 14 }}>
            {orders.data.page.totItems === 0
              ? filtered
                ? t('orders.noneFiltered')
                : t('orders.none')
              : t('orders.count', { count: orders.data.page.totItems })}
          </Typography>
          <Box
            component="ul"
            aria-label={t('orders.title')}
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {orders.data.orders.map((order) => (
              <OrderListItem
                key={order.orderId}
                order={order}
                actions={
                  <>
                    {order.isEditable && (
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => void edit(order.orderId)}
                        aria-label={t('orders.editOrder', { orderId: order.orderId })}
                      >
                        {t('orders.edit')}
                      </Button>
                    )}
                    {order.canRetryPayment && (
                      <Button
                        size="small"
                        color="secondary"
                        component={Link}
                        to={`/cart/payment-error/${order.orderId}`}
                      >
                        {t('orders.retryPayment')}
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </Box>
        </>
      )}
      {page && page.totPages > 1 && (
        <Box
          component="nav"
          aria-label={t('orders.pagination')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
        >
          <Pagination
            page={page.selPage}
            count={page.totPages}
            renderItem={(item) => <PaginationItem component={Link} to={pageHref(item.page ?? 1)} {...item} />}
          />
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
