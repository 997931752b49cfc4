// The cart's delivery setup where the shopper always sees it (issue 19.2; spec 001 §2 "Cart info
// card"): the chosen service, the address and the time slot with the hold's expiry ('scade tra N
// minuti'), each opening its selector. Two shapes of the same facts:
// - `bar`, on every width: from 960 px a strip at the top of the (sticky) header; below, the
//   spec's info card right under the header, scrolling with the page (inside the sticky header it
//   would keep a fifth of a phone's screen covered); with the FAST countdown to the cutoff
//   ('Scade tra N min' / 'SCADUTA');
// - `panel`, on the cart page, a labelled list with a "Cambia" button per row.
// A locked cart (status 7, being paid) and the payment route show the facts without buttons
// (spec 001 §2: neither address nor slot can be edited there).
import type { Cart } from '@sporta/contracts';
import { isAddressLocked } from '@sporta/domain/status';
import { expiryText, fastCountdownText } from '@sporta/domain/timeslot-rules';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatWeekday } from '../../../ui/format';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useDeliverySetup, type SetupStep } from './setup-dialogs';
import css from './delivery-summary.module.css';

// Material's outlined icons (LocalShipping, Storefront, Inventory2, DirectionsBoat, Bolt, Place,
// Schedule), drawn as plain SVG: the header renders before MUI loads.
const ICONS = {
  home: 'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  drive:
    'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
  locker:
    'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2m-1 18H5V9h14zm1-13H4V4h16zM9 12h6v2H9z',
  onboard:
    'M13 3v1h-2V3zm-1 7.11 5.38 1.77 2.39.78-1.12 3.97c-.54-.3-.94-.71-1.14-.94L16 13.96l-1.51 1.72c-.34.4-1.28 1.32-2.49 1.32s-2.15-.92-2.49-1.32L8 13.96l-1.51 1.72c-.2.23-.6.63-1.14.93l-1.13-3.96 2.4-.79zM15 1H9v3H6c-1.1 0-2 .9-2 2v4.62l-1.29.42c-.26.08-.48.26-.6.5s-.15.52-.06.78L3.95 19H4c1.6 0 3.02-.88 4-2 .98 1.12 2.4 2 4 2s3.02-.88 4-2c.98 1.12 2.4 2 4 2h.05l1.89-6.68c.08-.26.06-.54-.06-.78s-.34-.42-.6-.5L20 10.62V6c0-1.1-.9-2-2-2h-3zM6 9.97V6h12v3.97L12 8z',
  fast: 'M11 21h-1l1-7H7.5c-.58 0-.57-.32-.38-.66s.05-.08.07-.12C8.48 10.94 10.42 7.54 13 3h1l-1 7h3.5c.49 0 .56.33.47.51l-.07.15C12.96 17.55 11 21 11 21',
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  schedule:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
} as const;

type IconName = keyof typeof ICONS;

function Glyph({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.glyph}>
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

export const SUMMARY_TICK_MS = 60_000;

/** The time, refreshed every minute while something counts down (hold expiry, FAST cutoff). */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), SUMMARY_TICK_MS);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

/** The facts of the cart's delivery setup, as texts. */
export function deliveryFacts(cart: Cart, now: Date) {
  const service = cart.selectedService;
  const a = cart.shippingAddress;
  const slot = cart.timeslot;
  const fast = service?.fast === true;
  return {
    icon: (fast ? 'fast' : (service?.kind ?? 'home')) as IconName,
    service: service?.name,
    address: a
      ? [a.addressName, [a.address1, a.addressNumber].filter(Boolean).join(' '), a.city]
          .filter(Boolean)
          .join(', ')
      : undefined,
    /** A short address for the phone: the address's name, else its street. */
    addressShort: a ? a.addressName || `${a.address1} ${a.addressNumber}`.trim() : undefined,
    slot: slot ? `${formatWeekday(slot.date)} ${slot.beginTime} - ${slot.endTime}` : undefined,
    hold: slot?.holdExpiresAt ? expiryText(now, new Date(slot.holdExpiresAt)) : undefined,
    countdown: fast && slot ? fastCountdownText(now, new Date(slot.cutoffAt)) : undefined,
    counting: Boolean(slot && (slot.holdExpiresAt || fast)),
  };
}

function useSummary(cart: Cart | null) {
  const setup = useDeliverySetup();
  const { pathname } = useLocation();
  const slot = cart?.timeslot;
  const now = useNow(Boolean(slot && (slot.holdExpiresAt || cart?.selectedService?.fast)));
  const locked = !cart || isAddressLocked(cart.cartStatusId) || pathname.startsWith('/payment');
  const open = (step: SetupStep) => () => void setup.open(step);
  return { now, locked, open };
}

/**
 * A fact that opens its selector (or plain text when the cart is locked). Its name is what it
 * does followed by the visible text ("Cambia indirizzo: Casa, …"): the action is read, not
 * shown, so the name holds the visible words as they are (WCAG 2.5.3 label in name).
 */
function Fact({
  locked,
  onClick,
  action,
  className,
  children,
  testId,
}: {
  locked: boolean;
  onClick: () => void;
  /** What pressing it does, read before the fact ("Cambia indirizzo"). */
  action: string;
  className?: string;
  children: ReactNode;
  testId: string;
}) {
  if (locked)
    return (
      <span className={`${css.fact} ${className ?? ''}`} data-testid={testId}>
        {children}
      </span>
    );
  return (
    <button
      type="button"
      className={`${css.fact} ${css.action} ${className ?? ''}`}
      onClick={onClick}
      data-testid={testId}
    >
      <span className={css.readOnly}>{action}: </span>
      {children}
    </button>
  );
}

/**
 * The delivery row: `header` is the strip inside the header (from 960 px), `below` the card under
 * it (narrower screens). The shop layout places both; the one for the window's width renders.
 */
export function DeliveryBar({ cart, placement }: { cart: Cart | null; placement: 'header' | 'below' }) {
  const { now, locked, open } = useSummary(cart);
  const wide = useMediaQuery('(min-width: 960px)');
  if (!cart || wide !== (placement === 'header')) return null;
  const f = deliveryFacts(cart, now);
  const slotText = f.slot ?? t('delivery.chooseTimeslot');
  return (
    <div
      data-testid="cart-info-card"
      className={css.bar}
      role="group"
      aria-label={t('delivery.summaryLabel')}
    >
      <div className={`container ${css.barInner}`}>
        <Fact
          locked={locked}
          onClick={open('address')}
          action={t('delivery.changeWhat', { what: t('delivery.summaryService').toLowerCase() })}
          className={css.service}
          testId="summary-service"
        >
          <Glyph name={f.icon} />
          <span className={css.text}>{f.service ?? t('delivery.addressTitle')}</span>
        </Fact>
        {f.address && (
          <Fact
            locked={locked}
            onClick={open('address')}
            action={t('delivery.changeWhat', { what: t('delivery.summaryAddress').toLowerCase() })}
            className={css.address}
            testId="summary-address"
          >
            <Glyph name="place" />
            <span className={`${css.text} ${css.long}`}>{f.address}</span>
            <span className={`${css.text} ${css.short}`}>{f.addressShort}</span>
          </Fact>
        )}
        <Fact
          locked={locked}
          onClick={open(cart.shippingAddress ? 'timeslot' : 'address')}
          action={t('delivery.changeWhat', { what: t('delivery.summarySlot').toLowerCase() })}
          className={css.slot}
          testId="summary-slot"
        >
          <Glyph name="schedule" />
          <span className={css.text}>{slotText}</span>
          {f.hold && (
            <span className={css.hold} data-testid="hold-expiry">
              {f.hold}
            </span>
          )}
        </Fact>
        {f.countdown && (
          <div
            data-testid="fast-countdown"
            role="timer"
            className={f.countdown === 'SCADUTA' ? `${css.countdown} ${css.expired}` : css.countdown}
          >
            {f.countdown}
          </div>
        )}
      </div>
    </div>
  );
}

/** The cart page's panel: service, address and slot, each with its "Cambia" button. */
export function DeliveryPanel({ cart }: { cart: Cart | null }) {
  const { now, locked, open } = useSummary(cart);
  if (!cart) return null;
  const f = deliveryFacts(cart, now);
  const rows: { key: string; label: string; value: ReactNode; change: string; step: SetupStep }[] = [
    {
      key: 'service',
      label: t('delivery.summaryService'),
      value: f.service ?? t('delivery.chooseService'),
      change: t('delivery.summaryService'),
      step: 'address',
    },
    {
      key: 'address',
      label: t('delivery.summaryAddress'),
      value: f.address ?? t('delivery.chooseAddress'),
      change: t('delivery.summaryAddress'),
      step: 'address',
    },
    {
      key: 'slot',
      label: t('delivery.summarySlot'),
      value: (
        <>
          {f.slot ?? t('delivery.chooseTimeslot')}
          {f.hold && (
            <span className={css.panelHold} data-testid="hold-expiry">
              {t('delivery.holdExpiry', { text: f.hold })}
            </span>
          )}
        </>
      ),
      change: t('delivery.summarySlot'),
      step: cart.shippingAddress ? 'timeslot' : 'address',
    },
  ];
  return (
    <section className={css.panel} aria-labelledby="delivery-panel-title" data-testid="cart-delivery">
      <h2 id="delivery-panel-title" className={css.panelTitle}>
        <Glyph name={f.icon} />
        {t('delivery.summaryLabel')}
      </h2>
      <dl className={css.rows}>
        {rows.map((r) => (
          <div key={r.key} className={css.row} data-testid={`cart-delivery-${r.key}`}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
            {!locked && (
              <dd className={css.change}>
                <button type="button" onClick={open(r.step)} className={css.changeButton}>
                  {t('delivery.change')}
                  <span className={css.changeWhat}> {r.change.toLowerCase()}</span>
                </button>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
