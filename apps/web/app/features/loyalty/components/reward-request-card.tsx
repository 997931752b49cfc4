// One reward request: number, date, status, lines, points and the euro due in the shop. The
// member's page and the store manager's list both show it, with their own buttons as children.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RewardRequest } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatDate, formatPrice } from '../../../ui/format';

/** Light tints with dark text: readable (contrast) whatever the theme's palette. */
const TINTS = {
  requested: '#e3f2fd',
  ready: '#dff3e0',
  collected: '#eeeeee',
  cancelled: '#fff0dc',
} as const;

export function RewardRequestCard({
  request: r,
  extra,
  heading = 'h3',
  children,
}: {
  request: RewardRequest;
  extra?: ReactNode;
  /** The title's level under the page's headings. */
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 1 }}
      data-testid="reward-request"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component={heading} sx={{ fontWeight: 700, fontSize: 18 }}>
          {t('rewards.requestNumber', { id: r.requestId, date: formatDate(r.createdAt) })}
        </Typography>
        <Chip
          label={t('rewards.status', { status: r.statusLabel })}
          data-testid="reward-request-status"
          sx={{ fontWeight: 700, bgcolor: TINTS[r.status], color: '#1a1a1a' }}
        />
      </Box>
      {extra}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {r.lines.map((l) => (
          <li key={l.rewardId}>
            <Typography>
              {l.quantity} × {l.name}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography sx={{ fontWeight: 700 }}>
        {t('rewards.requestPoints', { points: r.points })}
        {r.euro > 0 && ` · ${t('rewards.requestEuro', { euro: formatPrice(r.euro) })}`}
      </Typography>
      {children}
    </Paper>
  );
}
