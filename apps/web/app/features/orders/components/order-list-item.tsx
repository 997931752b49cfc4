// One order of the list: number, date, slot, service, status, total and its actions.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { OrderStatusChip, orderTotal, serviceLabel, slotText } from './order-format';

export function OrderListItem({ order, actions }: { order: Order; actions?: ReactNode }) {
  const headingId = `order-${order.orderId}-title`;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={headingId}
      data-testid="order-card"
      sx={{ p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: 18, mr: 'auto' }}>
          {t('orders.number', { orderId: order.orderId })}
        </Typography>
        <OrderStatusChip order={order} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.25,
          fontSize: 14,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('orders.date')}</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>{t('orders.service')}</dt>
        <dd>{serviceLabel(order)}</dd>
        <dt>{t('orders.delivery')}</dt>
        <dd>{slotText(order)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd>
          <strong>{formatPrice(orderTotal(order))}</strong> · {t('orders.items', { count: order.totalItems })}
        </dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
        <Button
          component={Link}
          to={`/profile/orders/${order.orderId}`}
          variant="outlined"
          size="small"
          aria-label={t('orders.detailsOf', { orderId: order.orderId })}
        >
          {t('orders.details')}
        </Button>
        {actions}
      </Box>
    </Paper>
  );
}
