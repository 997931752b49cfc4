// The account dashboard's summary (spec 000 §7 customer-lifetime/user_info, 001 §7
// order/list-for-all-person-orders): customer since, orders and spending, and the latest
// orders of every cooperative with a link to each.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { customerLifetime, latestOrders } from '../api/orders';
import { useLoaded } from '../hooks/use-loaded';

export function CustomerSummary({ userId }: { userId: number }) {
  const summary = useLoaded(
    async (signal) => {
      const [lifetime, latest] = await Promise.all([
        customerLifetime(userId, signal),
        latestOrders(3, signal),
      ]);
      return { lifetime, latest: latest.orders };
    },
    [userId],
  );
  const data = summary.data;
  if (!data) return null;
  const { lifetime, latest } = data;
  const facts = [
    t('orders.customerSince', { date: formatDate(lifetime.customerSince) }),
    t('orders.ordersCount', { count: lifetime.ordersCount }),
    ...(lifetime.ordersCount > 0
      ? [t('orders.totalSpent', { amount: formatPrice(lifetime.totalSpent) })]
      : []),
    ...(lifetime.lastOrderDate ? [t('orders.lastOrder', { date: formatDate(lifetime.lastOrderDate) })] : []),
  ];
  return (
    <Box component="section" aria-labelledby="customer-summary" sx={{ mt: 3 }} data-testid="customer-summary">
      <Typography id="customer-summary" variant="h6" component="h3">
        {t('orders.summaryTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{facts.join(' · ')}</Typography>
      {latest.length > 0 && (
        <>
          <Typography component="h4" sx={{ fontWeight: 700, mt: 1 }}>
            {t('orders.latestOrders')}
          </Typography>
          <Box component="ul" sx={{ pl: 2, my: 1 }}>
            {latest.map((o) => (
              <li key={o.orderId}>
                <Link to={`/profile/orders/${o.orderId}`}>
                  {t('orders.orderLine', {
                    orderId: o.orderId,
                    status: o.orderStatusDescr,
                    date: formatDate(o.timeslot.date),
                    total: formatPrice(o.finalGrossTotal ?? o.grossTotal),
                  })}
                </Link>
              </li>
            ))}
          </Box>
          <Link to="/profile/orders">{t('orders.allOrders')}</Link>
        </>
      )}
    </Box>
  );
}
