// The cookie consent banner and its preferences dialog (spec 000 §3, §9): technical cookies
// always on, analytics and profilation off by default; the choice is kept in localStorage with
// its save date and a uuid. Loaded by cookie-banner.tsx only when no choice is saved yet; the
// preferences dialog is loaded when first opened. The banner shows on entry pages: plain CSS,
// no MUI (ADR 0015); the dialog comes with MUI's scope.
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { saveCookiePreferences } from '../session';
import css from './cookie-consent.module.css';

const CookiePreferencesDialog = lazyDialog(() => import('./cookie-preferences-dialog'));

export default function CookieConsent() {
  const [open, setOpen] = useState(true);
  const [dialog, setDialog] = useState(false);

  const save = (choice: { analytics: boolean; profilation: boolean }) => {
    saveCookiePreferences(choice);
    setDialog(false);
    setOpen(false);
  };

  if (!open) return null;
  return (
    <>
      <section role="region" aria-label={t('account.cookies.title')} className={css.banner}>
        <h2 className={css.title}>{t('account.cookies.title')}</h2>
        <p className={css.text}>{t('account.cookies.text')}</p>
        <div className={css.actions}>
          <button type="button" onClick={() => setDialog(true)}>
            {t('account.cookies.customize')}
          </button>
          <button
            type="button"
            className={css.outlined}
            onClick={() => save({ analytics: false, profilation: false })}
          >
            {t('account.cookies.rejectAll')}
          </button>
          <button
            type="button"
            className={css.contained}
            onClick={() => save({ analytics: true, profilation: true })}
          >
            {t('account.cookies.acceptAll')}
          </button>
        </div>
      </section>
      <CookiePreferencesDialog open={dialog} onClose={() => setDialog(false)} onSave={save} />
    </>
  );
}
