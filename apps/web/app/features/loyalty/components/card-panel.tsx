// One loyalty card on /profile/fidelity: cooperative and holder, the scannable barcode, the
// points balance with its expiry, the movements, and the way to remove the card.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import type { LoyaltyCard } from '../api/loyalty';
import { CardBarcode } from './card-barcode';

/** 'YYYY-MM-DD' as dd/MM/yyyy (a calendar day, no clock). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export function CardPanel({ card, onRemove }: { card: LoyaltyCard; onRemove: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}
      data-testid="loyalty-card"
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 360px) 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography component="h3" id={headingId} sx={{ fontWeight: 700, fontSize: 18 }}>
            {card.storeName}
          </Typography>
          <Typography sx={{ mb: 1.5, color: 'text.secondary', fontSize: 14 }}>
            {card.firstName} {card.lastName} · {t('loyalty.memberSince', { date: dayText(card.memberSince) })}
          </Typography>
          <CardBarcode cardNumber={card.fidelityCard} />
          <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'monospace', fontSize: 15 }}>
            {t('loyalty.cardNumber', { card: card.fidelityCard })}
          </Typography>
        </Box>
        <Box>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('loyalty.balanceLabel')}</Typography>
          <Typography sx={{ fontSize: 32, fontWeight: 800, lineHeight: 1.2 }} data-testid="loyalty-balance">
            {t('loyalty.points', { count: card.points })}
          </Typography>
          <Typography sx={{ fontSize: 14, mb: 1.5 }}>
            {t('loyalty.expiry', { date: dayText(card.expiryDate) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Button component={Link} to="/profile/points-polv" variant="contained">
              {t('loyalty.convert')}
            </Button>
            <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)}>
              {t('loyalty.remove')}
            </Button>
          </Box>
          <Typography component="h4" sx={{ fontWeight: 700, fontSize: 16, mb: 0.5 }}>
            {t('loyalty.movementsTitle')}
          </Typography>
          {card.movements.length === 0 ? (
            <Typography sx={{ fontSize: 14 }}>{t('loyalty.movementsNone')}</Typography>
          ) : (
            <Table size="small" aria-label={t('loyalty.movementsTitle')} data-testid="loyalty-movements">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ px: 1 }}>{t('loyalty.movementDate')}</TableCell>
                  <TableCell sx={{ px: 1 }}>{t('loyalty.movementReason')}</TableCell>
                  <TableCell sx={{ px: 1 }} align="right">
                    {t('loyalty.movementPoints')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {card.movements.map((m) => (
                  <TableRow
                    key={m.movementId}
                    sx={m.expired ? { '& td': { color: 'text.secondary' } } : undefined}
                  >
                    <TableCell sx={{ px: 1, whiteSpace: 'nowrap' }}>{formatDate(m.date)}</TableCell>
                    <TableCell sx={{ px: 1 }}>
                      {m.reason}
                      {m.expired && (
                        <Chip size="small" label={t('loyalty.expired')} sx={{ ml: 1, height: 20 }} />
                      )}
                    </TableCell>
                    <TableCell sx={{ px: 1, fontWeight: 700, whiteSpace: 'nowrap' }} align="right">
                      {m.points > 0 ? `+${m.points}` : `−${Math.abs(m.points)}`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('loyalty.removeTitle', { card: card.fidelityCard })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('loyalty.removeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('loyalty.cancel')}</Button>
          <Button
            color="primary"
            variant="contained"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onRemove().finally(() => {
                setBusy(false);
                setConfirming(false);
              });
            }}
          >
            {t('loyalty.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
