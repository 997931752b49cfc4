// Cart info card (spec 001 §2; mobile, logged-in): service, address, time slot and, for FAST,
// the countdown to the slot cutoff ('Scade tra N min' / 'SCADUTA'), refreshed every 60 s.
import type { Cart } from '@sporta/contracts';
import { fastCountdownText } from '@sporta/domain/timeslot-rules';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { formatWeekday } from '../../../ui/format';
import css from './cart-info-card.module.css';
import { useDeliverySetup } from './setup-dialogs';

// Material's Bolt and LocalShippingOutlined icons.
const bolt =
  'M11 21h-1l1-7H7.5c-.58 0-.57-.32-.38-.66s.05-.08.07-.12C8.48 10.94 10.42 7.54 13 3h1l-1 7h3.5c.49 0 .56.33.47.51l-.07.15C12.96 17.55 11 21 11 21';
const truck =
  'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1';

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
    <div data-testid="cart-info-card" className={css.card}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.icon}>
        <path d={cart.selectedService?.fast ? bolt : truck} fill="currentColor" />
      </svg>
      <div className={css.lines}>
        <button
          type="button"
          onClick={() => void setup.open('address')}
          aria-label={t('delivery.infoAddress', { address })}
          className={`${css.line} ${css.address}`}
        >
          <span>{address}</span>
        </button>
        <button
          type="button"
          onClick={() => void setup.open(a ? 'timeslot' : 'address')}
          aria-label={t('delivery.infoTimeslot', { slot: slotText })}
          className={css.line}
        >
          <span>{slotText}</span>
        </button>
      </div>
      {countdown && (
        <div
          data-testid="fast-countdown"
          role="timer"
          className={countdown === 'SCADUTA' ? `${css.countdown} ${css.expired}` : css.countdown}
        >
          {countdown}
        </div>
      )}
    </div>
  );
}
