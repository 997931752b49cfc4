// The lines of an order: the product with the options chosen for it, ordered and delivered
// quantities (kg for loose goods), price, amount (the final amount once weighed). A substituted
// line shows the product delivered and its price, with «Sostituito: ordered → substitute»; a
// missing line says «Mancante» at 0 € (ADR 0061).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Order } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPrice } from '../../../ui/format';
import { PromotionNote } from '../../../ui/promotion-note';
import { SelectedOptions } from '../../../ui/selected-options';
import { quantityText } from './order-format';

type Line = Order['orderItems'][number];

export function OrderLines({
  lines,
  caption,
  action,
}: {
  lines: Line[];
  caption: string;
  action?: (line: Line) => ReactNode;
}) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label={caption}
        data-testid="order-lines"
        sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: 13, sm: 14 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('orders.product')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('orders.ordered')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('orders.delivered')}
            </TableCell>
            <TableCell
              component="th"
              scope="col"
              align="right"
              sx={{ display: { xs: 'none', sm: 'table-cell' } }}
            >
              {t('orders.unitPrice')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('orders.lineTotal')}
            </TableCell>
            {action && <TableCell component="td" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.orderItemId} data-testid="order-line">
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {line.substitute?.name ?? line.name}
                {line.pickNote && (
                  <Box
                    data-testid="line-pick-note"
                    sx={{ fontSize: 13, fontWeight: 400, color: 'text.secondary' }}
                  >
                    {line.pickNote}
                  </Box>
                )}
                <SelectedOptions options={line.selectedOptions} />
                <PromotionNote promotion={line.promotion} listTotal={line.listTotal} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {quantityText(line.loose, line.quantity)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="line-delivered">
                {line.pickOutcome === 'missing'
                  ? t('orders.missing')
                  : line.deliveredQuantity === null
                    ? t('orders.notDeliveredYet')
                    : quantityText(line.loose, line.deliveredQuantity)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}
              >
                {formatPrice(line.substitute?.unitPrice ?? line.unitPrice)}
                {line.loose ? '/kg' : ''}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="line-amount">
                {formatPrice(line.finalGrossTotal ?? line.grossTotal)}
              </TableCell>
              {action && <TableCell align="right">{action(line)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
