// /reset-password-confirm and /registration/reset-password (issue 5): the mailed link carries
// login and token; the token is checked first, then the new password is set.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES, registrationPassword } from '@sporta/domain/validators';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { checkResetToken, resetPassword } from '../features/account/api/password';
import { MessageArea, failureMessages, type FormMessage } from '../features/account/components/message-area';
import { PasswordField, PasswordHints } from '../features/account/components/password-field';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('account.reset.confirmTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function ResetPasswordConfirmRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const routeParams = useParams();
  const login = routeParams.login ?? params.get('login') ?? params.get('e_mail') ?? '';
  const token = params.get('token') ?? params.get('reset_token') ?? '';
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!login || !token) {
      setState('invalid');
      return;
    }
    checkResetToken(login, token)
      .then(() => setState('valid'))
      .catch(() => setState('invalid'));
  }, [login, token]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const pv = registrationPassword({ required: true })(password);
    const next = {
      password: pv === true ? undefined : pv,
      confirm: !confirm
        ? MESSAGES.required
        : confirm !== password
          ? t('account.fields.passwordMismatch')
          : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await resetPassword(login, token, password);
      void navigate('/reset-password-completed');
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('account.reset.confirmTitle')}
        </Typography>
        {state === 'invalid' && (
          <>
            <Alert severity="error" sx={{ my: 2 }}>
              {t('account.reset.invalidToken')}
            </Alert>
            <Button component={Link} to="/reset-password-request" variant="contained">
              {t('account.reset.newRequest')}
            </Button>
          </>
        )}
        {state === 'valid' && (
          <form noValidate onSubmit={(e) => void onSubmit(e)}>
            <PasswordField
              label={t('account.fields.newPassword')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
              fullWidth
              required
              margin="normal"
              autoComplete="new-password"
            />
            <PasswordHints password={password} id="reset-password-hints" />
            <PasswordField
              label={t('account.fields.confirmPassword')}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={Boolean(errors.confirm)}
              helperText={errors.confirm}
              fullWidth
              required
              margin="normal"
              autoComplete="new-password"
            />
            <MessageArea messages={messages} />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 1 }}>
              {t('account.reset.confirmSubmit')}
            </Button>
          </form>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
