// The links between the rewards pages (catalogue, cart, requests, donate) and the card balance
// they act on; /profile/fidelity shows the links too.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { t, type MessageKey } from '../../../i18n/i18n';

const LINKS = [
  { to: '/profile/create-offer', label: 'rewards.navCatalogue' },
  { to: '/profile/rewards-cart', label: 'rewards.navCart' },
  { to: '/profile/requested-rewards', label: 'rewards.navRequested' },
  { to: '/profile/donate', label: 'rewards.navDonate' },
] satisfies { to: string; label: MessageKey }[];

export function RewardsNav() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('rewards.nav')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
    >
      {LINKS.map((l) => (
        <Button
          key={l.to}
          component={Link}
          to={l.to}
          variant={pathname === l.to ? 'contained' : 'outlined'}
          aria-current={pathname === l.to ? 'page' : undefined}
          sx={{ minHeight: 44 }}
        >
          {t(l.label)}
        </Button>
      ))}
    </Box>
  );
}

export function CardBalance({ card }: { card: { fidelityCard: string; points: number } | null }) {
  if (!card) return null;
  return (
    <Typography sx={{ fontWeight: 700, fontSize: 18, mb: 2 }} data-testid="rewards-balance">
      {t('rewards.balance', { card: card.fidelityCard, points: card.points })}
    </Typography>
  );
}

export function NoCard() {
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{t('rewards.noCard')}</Typography>
      <Button component={Link} to="/profile/fidelity" variant="contained" sx={{ minHeight: 44 }}>
        {t('rewards.goToCards')}
      </Button>
    </Box>
  );
}

/** A reward's price: points, or points + euro. */
export function rewardPrice(points: number, euro: number, formatEuro: (n: number) => string): string {
  return euro > 0
    ? t('rewards.pricePlusEuro', { points, euro: formatEuro(euro) })
    : t('rewards.price', { points });
}
