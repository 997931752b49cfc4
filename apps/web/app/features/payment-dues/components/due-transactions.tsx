// The member's payments of due documents (seed 002 §4: 0 error, 1 in progress, 2 completed).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DUE_TRANSACTION_STATUS } from '@sporta/domain/payment-dues';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';
import { StatusChip } from '../../../ui/status-chip';
import type { DueTransactions } from '../api';

/** On a phone the date goes over the document, so the four columns fit the screen. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

export function DueTransactionsTable({ transactions }: DueTransactions) {
  if (transactions.length === 0) return <Typography>{t('paymentDues.noTransactions')}</Typography>;
  return (
    <Table size="small" aria-label={t('paymentDues.transactionsLabel')}>
      <TableHead>
        <TableRow>
          <TableCell sx={WIDE_ONLY}>{t('paymentDues.colDate')}</TableCell>
          <TableCell>{t('paymentDues.colDocument')}</TableCell>
          <TableCell align="right">{t('paymentDues.colAmount')}</TableCell>
          <TableCell>{t('paymentDues.colStatus')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {transactions.map((tx) => (
          <TableRow key={tx.transactionId}>
            <TableCell sx={WIDE_ONLY}>{formatDate(tx.date)}</TableCell>
            <TableCell>
              <Typography component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontSize: 13 }}>
                {formatDate(tx.date)}
              </Typography>
              {tx.description}
              <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                {tx.documentNumber}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatPrice(tx.amount)}</TableCell>
            <TableCell>
              <StatusChip
                label={tx.statusDescr}
                color={
                  tx.status === DUE_TRANSACTION_STATUS.COMPLETED
                    ? 'success'
                    : tx.status === DUE_TRANSACTION_STATUS.ERROR
                      ? 'error'
                      : 'info'
                }
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
