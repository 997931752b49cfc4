// The cookie preferences dialog (spec 000 §3, §9): technical cookies always on, analytics and
// profilation off until switched on. Loaded by cookie-consent.tsx when first opened.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';

export default function CookiePreferencesDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (choice: { analytics: boolean; profilation: boolean }) => void;
}) {
  const [analytics, setAnalytics] = useState(false);
  const [profilation, setProfilation] = useState(false);
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
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cookie-prefs-title">
      <DialogTitle id="cookie-prefs-title">{t('account.cookies.preferencesTitle')}</DialogTitle>
      <DialogContent>
        {option(t('account.cookies.technical'), t('account.cookies.technicalText'), true)}
        {option(t('account.cookies.analytics'), t('account.cookies.analyticsText'), analytics, setAnalytics)}
        {option(
          t('account.cookies.profilation'),
          t('account.cookies.profilationText'),
          profilation,
          setProfilation,
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave({ analytics, profilation })}>
          {t('account.cookies.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
