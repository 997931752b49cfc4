// The bar on every page of a staff session (issue 22): 'Stai operando come Mario Rossi — Termina',
// or, before a customer is chosen, a link back to the userboard. Shown only when the server set
// the staff marker cookie, so shoppers' pages make no extra call.
import type { BackofficeSession } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { backofficeSession, hasStaffMarker, releaseCustomer } from '../api';
import css from './acting-bar.module.css';

export function ActingBar() {
  const [session, setSession] = useState<BackofficeSession | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!hasStaffMarker()) return;
    const controller = new AbortController();
    backofficeSession(controller.signal).then(setSession, () => setSession(null));
    return () => controller.abort();
  }, []);

  if (!session?.staff) return null;
  const acting = session.actingAs;

  async function end() {
    setBusy(true);
    try {
      await releaseCustomer();
    } finally {
      // The storefront's state (cart, account) was the customer's: start afresh.
      window.location.assign('/userboard');
    }
  }

  return (
    <div className={css.bar} role="region" aria-label={t('backoffice.title')} data-testid="acting-bar">
      {acting ? (
        <>
          <span>
            <strong>
              {t('backoffice.actingBar', { name: `${acting.firstName} ${acting.lastName}`.trim() })}
            </strong>
            <span className={css.staff}> · {session.staff.displayName}</span>
          </span>
          <span className={css.actions}>
            <Link to="/userboard" className={css.link}>
              {t('backoffice.toUserboard')}
            </Link>
            <button type="button" className={css.button} onClick={() => void end()} disabled={busy}>
              {t('backoffice.end')}
            </button>
          </span>
        </>
      ) : (
        <>
          <span>{t('backoffice.staffBar', { name: session.staff.displayName })}</span>
          <Link to="/userboard" className={css.link}>
            {t('backoffice.toUserboard')}
          </Link>
        </>
      )}
    </div>
  );
}
