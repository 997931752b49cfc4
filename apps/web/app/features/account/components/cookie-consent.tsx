// The cookie consent banner and its preferences dialog (spec 000 §3, §9): technical cookies
// always on, analytics and profilation off by default; the choice is kept in localStorage with
// its save date and a uuid. Loaded by cookie-banner.tsx only when no choice is saved yet.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { saveCookiePreferences } from '../session';

export default function CookieConsent() {
  const [open, setOpen] = useState(true);
  const [dialog, setDialog] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [profilation, setProfilation] = useState(false);

  const save = (choice: { analytics: boolean; profilation: boolean }) => {
    saveCookiePreferences(choice);
    setDialog(false);
    setOpen(false);
  };

  if (!open) return null;
  const option = (label: string, text: string, checked: boolean, onChange?: (v: boolean) => void) => (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch checked={checked} disabled={!onChange} onChange={(e) => onChange?.(e.target.checked)} />
        }
        label={label}
      />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
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
          zIndex: (th) => th.zIndex.snackbar - 1,
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
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="cookie-prefs-title"
      >
        <DialogTitle id="cookie-prefs-title">{t('account.cookies.preferencesTitle')}</DialogTitle>
        <DialogContent>
          {option(t('account.cookies.technical'), t('account.cookies.technicalText'), true)}
          {option(
            t('account.cookies.analytics'),
            t('account.cookies.analyticsText'),
            analytics,
            setAnalytics,
          )}
          {option(
            t('account.cookies.profilation'),
            t('account.cookies.profilationText'),
            profilation,
            setProfilation,
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => save({ analytics, profilation })}>
            {t('account.cookies.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
