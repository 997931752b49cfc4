// Cart info card (spec 001 §2; mobile, logged-in): service, address, time slot and, for FAST,
// the countdown to the slot cutoff ('Scade tra N min' / 'SCADUTA'), refreshed every 60 s.
import BoltIcon from '@mui/icons-material/Bolt';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Cart } from '@sporta/contracts';
import { fastCountdownText } from '@sporta/domain';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { formatWeekday } from '../../../ui/format';
import { useDeliverySetup } from './setup-dialogs';

export const FAST_TICK_MS = 60_000;

function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), FAST_TICK_MS);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

export function CartInfoCard({ cart }: { cart: Cart | null }) {
  const setup = useDeliverySetup();
  const fast = cart?.selectedService?.fast === true && Boolean(cart.timeslot);
  const now = useNow(fast);
  if (!cart) return null;
  const a = cart.shippingAddress;
  const slot = cart.timeslot;
  const address = a
    ? a.addressName || `${a.address1} ${a.addressNumber}, ${a.city}`
    : t('delivery.addressTitle');
  const slotText = slot
    ? `${formatWeekday(slot.date)} ${slot.beginTime} - ${slot.endTime}`
    : t('delivery.chooseTimeslot');
  const countdown = fast && slot ? fastCountdownText(now, new Date(slot.cutoffAt)) : undefined;
  return (
    <Box
      data-testid="cart-info-card"
      sx={{
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        bgcolor: '#fdf1f1',
        borderBottom: '1px solid #f3d6d6',
        fontSize: 13,
      }}
    >
      {cart.selectedService?.fast ? (
        <BoltIcon color="primary" />
      ) : (
        <LocalShippingOutlinedIcon color="primary" />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ButtonBase
          onClick={() => void setup.open('address')}
          aria-label={t('delivery.infoAddress', { address })}
          sx={{ justifyContent: 'flex-start', fontWeight: 700, minHeight: 24 }}
        >
          <Typography noWrap sx={{ fontSize: 13, fontWeight: 700 }}>
            {address}
          </Typography>
        </ButtonBase>
        <ButtonBase
          onClick={() => void setup.open(a ? 'timeslot' : 'address')}
          aria-label={t('delivery.infoTimeslot', { slot: slotText })}
          sx={{ justifyContent: 'flex-start', minHeight: 24 }}
        >
          <Typography noWrap sx={{ fontSize: 13 }}>
            {slotText}
          </Typography>
        </ButtonBase>
      </Box>
      {countdown && (
        <Box
          data-testid="fast-countdown"
          role="timer"
          sx={{
            fontWeight: 800,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: countdown === 'SCADUTA' ? 'grey.700' : 'primary.main',
            color: '#fff',
            whiteSpace: 'nowrap',
          }}
        >
          {countdown}
        </Box>
      )}
    </Box>
  );
}
