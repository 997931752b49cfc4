// The marketing messages sent, newest first: when, what, to whom, how many customers and devices
// it reached, who sent it. A table on a computer; it scrolls sideways on a phone.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n';
import { formatDateTime } from '../../../ui/format';
import type { Campaign } from '../api/campaigns';

export function CampaignHistory({ campaigns, labelledBy }: { campaigns: Campaign[]; labelledBy: string }) {
  if (campaigns.length === 0) return <Typography>{t('marketing.historyEmpty')}</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('marketing.historyTable')}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('marketing.colWhen')}</TableCell>
            <TableCell>{t('marketing.colMessage')}</TableCell>
            <TableCell>{t('marketing.colSegment')}</TableCell>
            <TableCell align="right">{t('marketing.colCustomers')}</TableCell>
            <TableCell align="right">{t('marketing.colDevices')}</TableCell>
            <TableCell align="right">{t('marketing.colFailed')}</TableCell>
            <TableCell>{t('marketing.colBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((c) => (
            <TableRow key={c.campaignId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.sentAt)}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Box component="strong" sx={{ display: 'block' }}>
                  {c.title}
                </Box>
                {c.body}
              </TableCell>
              <TableCell>{c.segmentLabel}</TableCell>
              <TableCell align="right">{c.customers}</TableCell>
              <TableCell align="right">{c.reached}</TableCell>
              <TableCell align="right">{c.failed}</TableCell>
              <TableCell>{c.staffName}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
