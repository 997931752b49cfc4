// The login form (spec 000 §2, §4): e-mail, password with the show toggle, remember-on-device
// (default on), forgot-password link; status 4 reveals the PIN field; the bot check; the
// message area; register button and services link.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginEmail, loginPassword, mfaPin as mfaPinRule } from '@sporta/domain/validators';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { notifyAfterReload } from '../../../lib/notify/notify';
import { login, MFA_REQUIRED_STATUS } from '../api/auth';
import { registerPushAfterLogin } from '../../../lib/push';
import { markLoggedIn, trackEvent } from '../session';
import { AltchaField } from './altcha-field';
import { MessageArea, failureMessages, messagesOf, type FormMessage } from './message-area';
import { PasswordField } from './password-field';

interface Props {
  /** Where to go after login (already checked to be a same-site path). */
  redirectTo: string;
}

export function LoginForm({ redirectTo }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [pin, setPin] = useState('');
  const [pinRequired, setPinRequired] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; pin?: string }>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [botToken, setBotToken] = useState<string | undefined>();
  const [botReset, setBotReset] = useState(0);

  async function send(options: { resend?: boolean } = {}) {
    const check = {
      email: loginEmail(email.trim()),
      password: loginPassword(password),
      pin: pinRequired && !options.resend ? mfaPinRule({ required: true })(pin) : true,
    };
    const next = {
      email: check.email === true ? undefined : check.email,
      password: check.password === true ? undefined : check.password,
      pin: check.pin === true ? undefined : check.pin,
    };
    setErrors(next);
    if (next.email || next.password || next.pin) return;
    const usesPin = pinRequired && !options.resend;
    // The bot check is asked only after failed logins (the server says so): the token solved in
    // the background goes along when ready, the form never waits for it.
    setBusy(true);
    try {
      const envelope = await login({
        login: email,
        password,
        rememberMe,
        mfaPin: usesPin ? pin.trim() : undefined,
        resendMfaPin: options.resend,
        botToken: usesPin ? undefined : botToken,
      });
      const user = envelope.data.user;
      if (envelope.response.status === 0 && user && user.userId > -1) {
        markLoggedIn();
        trackEvent('login', { method: 'form' });
        // Push registration follows the login (seed 000 §4), before the app restarts.
        await registerPushAfterLogin();
        // what of the anonymous cart could not move into the account's cart (shown after the reload)
        notifyAfterReload(
          'warning',
          envelope.response.warnings.map((w) => w.warning),
        );
        // The app restarts after login (spec 000 §4): a full load renders with the new session.
        window.location.assign(redirectTo);
        return;
      }
      setMessages(messagesOf(envelope.response));
      if (envelope.response.status === MFA_REQUIRED_STATUS) {
        setPinRequired(true);
        if (options.resend) setPin('');
      }
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      if (!usesPin) {
        setBotToken(undefined);
        setBotReset((n) => n + 1);
      }
      setBusy(false);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('account.login.title')}>
      <TextField
        label={t('account.login.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        fullWidth
        required
        margin="normal"
        disabled={pinRequired}
      />
      <PasswordField
        label={t('account.login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        fullWidth
        required
        margin="normal"
        disabled={pinRequired}
      />
      {pinRequired && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }} id="pin-sent">
            {t('account.login.pinSent')}
          </Typography>
          <TextField
            label={t('account.login.pin')}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={Boolean(errors.pin)}
            helperText={errors.pin}
            autoComplete="one-time-code"
            fullWidth
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': 'pin-sent' } }}
          />
          <Button size="small" onClick={() => void send({ resend: true })} disabled={busy} sx={{ mt: 0.5 }}>
            {t('account.login.resendPin')}
          </Button>
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />}
          label={t('account.login.rememberMe')}
        />
        <Link component={RouterLink} to="/reset-password-request">
          {t('account.login.forgotPassword')}
        </Link>
      </Box>
      <MessageArea messages={messages} label={t('account.login.messages')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('account.login.botCheck')}
      </Typography>
      <AltchaField onToken={setBotToken} resetKey={botReset} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {t('account.login.submit')}
      </Button>
      <Divider sx={{ my: 3 }} />
      <Typography sx={{ textAlign: 'center', mb: 1 }}>{t('account.login.noAccount')}</Typography>
      <Button component={RouterLink} to="/registration-user" variant="outlined" fullWidth size="large">
        {t('account.login.register')}
      </Button>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/page/servizi">
          {t('account.login.services')}
        </Link>
      </Box>
    </Box>
  );
}
