// /reset-password-request (issue 5): e-mail and codice fiscale; then /reset-password-sent.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { email as emailRule, fiscalCode as fiscalCodeRule } from '@sporta/domain/validators';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { requestPasswordReset } from '../features/account/api/password';
import { AltchaField } from '../features/account/components/altcha-field';
import { MessageArea, failureMessages, type FormMessage } from '../features/account/components/message-area';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return seoMeta({ title: t('account.reset.requestTitle') });
}

export default function ResetPasswordRequestRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const undone = params.get('email_change_undone');
  const [email, setEmail] = useState('');
  const [fiscalCode, setFiscalCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; fiscalCode?: string }>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [botToken, setBotToken] = useState<string | undefined>();
  const [botReset, setBotReset] = useState(0);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const ev = emailRule({ required: true })(email);
    const fv = fiscalCodeRule({ required: true })(fiscalCode.trim().toUpperCase());
    const next = { email: ev === true ? undefined : ev, fiscalCode: fv === true ? undefined : fv };
    setErrors(next);
    if (next.email || next.fiscalCode) return;
    if (!botToken) {
      setMessages([{ level: 'warning', text: t('account.login.botCheckPending') }]);
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email, fiscalCode.toUpperCase(), botToken);
      void navigate('/reset-password-sent');
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
      setBotReset((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('account.reset.requestTitle')}
        </Typography>
        {undone !== null && (
          <Alert severity={undone === '1' ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            {t(undone === '1' ? 'account.reset.emailChangeUndone' : 'account.reset.emailChangeUndoFailed')}
          </Alert>
        )}
        <Typography sx={{ mt: 1 }}>{t('account.reset.requestIntro')}</Typography>
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField
            label={t('account.fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            fullWidth
            required
            margin="normal"
            autoComplete="email"
          />
          <TextField
            label={t('account.fields.fiscalCode')}
            value={fiscalCode}
            onChange={(e) => setFiscalCode(e.target.value)}
            error={Boolean(errors.fiscalCode)}
            helperText={errors.fiscalCode}
            fullWidth
            required
            margin="normal"
          />
          <MessageArea messages={messages} />
          <AltchaField onToken={setBotToken} resetKey={botReset} />
          <Button type="submit" variant="contained" disabled={busy} size="large">
            {t('account.reset.requestSubmit')}
          </Button>
        </form>
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
