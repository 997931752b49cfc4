// The cookie consent banner and its preferences dialog (spec 000 §3, §9): technical cookies
// always on, analytics and profilation off by default; the choice is kept in localStorage with
// its save date and a uuid. Loaded by cookie-banner.tsx only when no choice is saved yet; the
// preferences dialog is loaded when first opened.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { saveCookiePreferences } from '../session';

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
      <Paper
        role="region"
        aria-label={t('account.cookies.title')}
        elevation={8}
        sx={{
          position: 'fixed',
          left: 16,
          right: 16,
          bottom: 16,
          // above the sticky header, below dialogs (its preferences dialog covers it on a phone)
          zIndex: (th) => th.zIndex.modal - 1,
          p: 2,
          maxWidth: 720,
          mx: 'auto',
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('account.cookies.title')}
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('account.cookies.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setDialog(true)}>{t('account.cookies.customize')}</Button>
          <Button variant="outlined" onClick={() => save({ analytics: false, profilation: false })}>
            {t('account.cookies.rejectAll')}
          </Button>
          <Button variant="contained" onClick={() => save({ analytics: true, profilation: true })}>
            {t('account.cookies.acceptAll')}
          </Button>
        </Stack>
      </Paper>
      <CookiePreferencesDialog open={dialog} onClose={() => setDialog(false)} onSave={save} />
    </>
  );
}
