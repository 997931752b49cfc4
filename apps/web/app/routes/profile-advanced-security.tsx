// /profile/advanced-security: the second factor on and off (with the password), and the
// account deletion request (a confirmation link goes by mail).
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { loginPassword } from '@sporta/domain/validators';
import { useEffect, useState, type FormEvent } from 'react';
import { getMfaEnabled, requestAnonymize, updateMfa } from '../features/account/api/profile';
import { MessageArea, failureMessages, type FormMessage } from '../features/account/components/message-area';
import { PasswordField } from '../features/account/components/password-field';
import { t } from '../i18n/i18n';

const failure = (error: unknown): FormMessage[] => failureMessages(error, t('errors.generic'));

export default function ProfileAdvancedSecurityRoute() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [deleteMessages, setDeleteMessages] = useState<FormMessage[]>([]);

  useEffect(() => {
    getMfaEnabled()
      .then(setEnabled)
      .catch((e: unknown) => setMessages(failure(e)));
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const r = loginPassword(password);
    setPasswordError(r === true ? undefined : r);
    if (r !== true || enabled === null) return;
    try {
      const now = await updateMfa(!enabled, password);
      setEnabled(now);
      setPassword('');
      setMessages([
        { level: 'success', text: now ? t('account.profileArea.mfaOn') : t('account.profileArea.mfaOff') },
      ]);
    } catch (error) {
      setMessages(failure(error));
    }
  }

  async function askDeletion() {
    try {
      await requestAnonymize();
      setDeleteMessages([{ level: 'success', text: t('account.profileArea.deleteSent') }]);
    } catch (error) {
      setDeleteMessages(failure(error));
    }
  }

  return (
    <>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 600 }}
      >
        <Typography variant="h5" component="h2">
          {t('account.profileArea.mfaTitle')}
        </Typography>
        <Typography sx={{ my: 1 }}>{t('account.profileArea.mfaText')}</Typography>
        {enabled !== null && (
          <Typography sx={{ fontWeight: 600 }} data-testid="mfa-state">
            {enabled ? t('account.profileArea.mfaOn') : t('account.profileArea.mfaOff')}
          </Typography>
        )}
        <PasswordField
          label={t('account.profileArea.mfaPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(passwordError)}
          helperText={passwordError}
          fullWidth
          margin="normal"
          autoComplete="current-password"
        />
        <MessageArea messages={messages} />
        <Button type="submit" variant="contained" disabled={enabled === null}>
          {enabled ? t('account.profileArea.mfaDisable') : t('account.profileArea.mfaEnable')}
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}>
        <Typography variant="h5" component="h2">
          {t('account.profileArea.deleteTitle')}
        </Typography>
        <Typography sx={{ my: 1 }}>{t('account.profileArea.deleteText')}</Typography>
        <MessageArea messages={deleteMessages} />
        <Button variant="outlined" color="error" onClick={() => void askDeletion()}>
          {t('account.profileArea.deleteRequest')}
        </Button>
      </Paper>
    </>
  );
}
