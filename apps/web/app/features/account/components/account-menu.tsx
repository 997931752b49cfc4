// The header's account entry point: 'Accedi' for a visitor; the first name with a menu (profile,
// logout) once logged in. It follows login, logout and session expiry (the 419 flow of the
// request layer) through window events.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify/notify';
import { nextTask } from '../../../lib/idle';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { Icon } from '../../../ui/icon';
import sb from '../../../ui/shell-buttons.module.css';
import type { User } from '../api/account-types';
import { authTest } from '../../../lib/api/auth-test';
import { logout } from '../api/auth';
import { isMarkedLoggedIn } from '../../../lib/api/identity';
import { AUTH_CHANGED_EVENT, markLoggedIn, markLoggedOut, trackEvent } from '../session';

const AccountMenuPopup = lazyDialog(() => import('./account-menu-popup'));

export function useCurrentUser(): User | null {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    let alive = true;
    // An answer to a request sent before the last login/logout is stale: ignore it.
    let generation = 0;
    const bump = () => (generation += 1);
    window.addEventListener(AUTH_CHANGED_EVENT, bump);
    const refresh = () => {
      const sentAt = generation;
      authTest()
        .then((u) => {
          if (!alive || sentAt !== generation) return;
          setUser(u);
          if (u && !isMarkedLoggedIn()) markLoggedIn();
          if (!u && isMarkedLoggedIn()) markLoggedOut();
        })
        .catch(() => undefined);
    };
    const expired = () => setUser(null);
    const cancelRefresh = nextTask(refresh);
    window.addEventListener('sporta:session-expired', expired);
    return () => {
      alive = false;
      cancelRefresh();
      window.removeEventListener(AUTH_CHANGED_EVENT, bump);
      window.removeEventListener('sporta:session-expired', expired);
    };
  }, []);
  useEffect(() => {
    const changed = () => {
      if (!isMarkedLoggedIn()) setUser(null);
    };
    window.addEventListener(AUTH_CHANGED_EVENT, changed);
    return () => window.removeEventListener(AUTH_CHANGED_EVENT, changed);
  }, []);
  return user;
}

export async function logoutEverywhere(): Promise<void> {
  // Seed 000 §4: the device stops receiving the customer's notifications before the logout. The
  // push code loads here, on the logout, not with every entry page.
  try {
    const { unregisterPush } = await import('../../../lib/push');
    await unregisterPush();
  } catch {
    // the push code could not load (offline before it was cached): the logout goes on
  }
  try {
    await logout();
  } catch {
    notify('error', t('errors.errorLogout'));
  }
  markLoggedOut();
  trackEvent('logout');
  window.location.assign('/');
}

export function AccountMenu() {
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    return (
      <>
        <Link to="/login" className={`${sb.text} ${sb.wide}`}>
          <Icon name="personOutline" />
          {t('header.login')}
        </Link>
        <Link to="/login" className={`${sb.icon} ${sb.narrow}`} aria-label={t('header.login')}>
          <Icon name="personOutline" />
        </Link>
      </>
    );
  }
  const name = user.firstName || user.email;
  return (
    <>
      <button
        type="button"
        className={sb.text}
        aria-label={t('account.menuLabel', { name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="account-button"
      >
        <Icon name="personOutline" />
        {/* The name starts with the visible text ("Ciao Mario"; "Mario" on a phone, where the
            greeting is not shown) and says what the button opens (WCAG 2.5.3 label in name). */}
        <span>
          <span className={sb.wideText}>{t('account.helloPrefix')}</span> {name}
        </span>
      </button>
      <AccountMenuPopup
        open={Boolean(anchor)}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        onLogout={() => void logoutEverywhere()}
      />
    </>
  );
}
