// The staff sign-in form (seed 000 §2 "Back-office login"): user, password, then the 6-digit code
// of the authenticator; on the first sign-in the QR code to scan. Staff sessions are never
// remembered, so there is no remember-me.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mfaPin, required } from '@sporta/domain/validators';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { apiUrl } from '../../../lib/api/client';
import { ssoLogin, type SignInAnswer } from '../api';

interface Props {
  onSignedIn: () => void;
  /** The cooperative's single sign-on configured: OpenID Connect, SAML 2.0. */
  sso: { oidc: boolean; saml: boolean };
  /** The outcome of a single sign-on that came back here (?sso=failed|unknown). */
  ssoOutcome: string | null;
}

export function StaffSignIn({ onSignedIn, sso, ssoOutcome }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [enrolment, setEnrolment] = useState<SignInAnswer['enrolment']>(null);
  const [errors, setErrors] = useState<{ username?: string; password?: string; otp?: string }>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = {
      username: required()(username.trim()),
      password: required()(password),
      otp: step === 'code' ? mfaPin({ required: true })(otp.trim()) : true,
    };
    const next = {
      username: check.username === true ? undefined : check.username,
      password: check.password === true ? undefined : check.password,
      otp: check.otp === true ? undefined : check.otp,
    };
    setErrors(next);
    if (next.username || next.password || next.otp) return;
    setBusy(true);
    try {
      const answer = await ssoLogin({ username, password, otp: step === 'code' ? otp.trim() : undefined });
      if (answer.status === 0) {
        onSignedIn();
        return;
      }
      setMessage({ text: answer.message, error: answer.error || answer.status !== 4 });
      if (answer.status === 4) {
        setStep('code');
        setEnrolment(answer.enrolment);
        setOtp('');
      }
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : t('errors.generic'), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ maxWidth: 420, display: 'grid', gap: 2 }}
    >
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
        {t('backoffice.signInTitle')}
      </Typography>
      <Typography color="text.secondary">{t('backoffice.signInIntro')}</Typography>
      {ssoOutcome && (
        <Alert severity="error" role="alert">
          {ssoOutcome === 'unknown' ? t('backoffice.ssoUnknown') : t('backoffice.ssoFailed')}
        </Alert>
      )}
      {(sso.oidc || sso.saml) && (
        <>
          {sso.oidc && (
            <Button
              variant="outlined"
              size="large"
              href={apiUrl('sso-auth/oidc/start', { relay_state_url: '/userboard' })}
            >
              {t('backoffice.ssoButton')}
            </Button>
          )}
          {sso.saml && (
            <Button
              variant="outlined"
              size="large"
              href={apiUrl('saml/do-login', { relay_state_url: '/userboard' })}
            >
              {t(sso.oidc ? 'backoffice.samlButton' : 'backoffice.ssoButton')}
            </Button>
          )}
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('backoffice.ssoOr')}
          </Typography>
        </>
      )}
      {message && (
        <Alert severity={message.error ? 'error' : 'info'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <TextField
        label={t('backoffice.username')}
        name="backoffice_user"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        disabled={step === 'code'}
        required
      />
      <TextField
        label={t('backoffice.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={step === 'code'}
        required
      />
      {enrolment && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
            {t('backoffice.enrolTitle')}
          </Typography>
          <img src={enrolment.qrCode} alt={t('backoffice.qrAlt')} width={220} height={220} />
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('backoffice.enrolSecret', { secret: enrolment.secret })}
          </Typography>
        </Box>
      )}
      {step === 'code' && (
        <TextField
          label={t('backoffice.otp')}
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          error={Boolean(errors.otp)}
          helperText={errors.otp}
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 6, pattern: '[0-9]*' } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('backoffice.signIn')}
      </Button>
    </Box>
  );
}
