// /profile/changepassword: the current password and the new one (registration policy).
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { loginPassword, registrationPassword } from '@sporta/domain/validators';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../features/account/api/password';
import { MessageArea, failureMessages, type FormMessage } from '../features/account/components/message-area';
import { PasswordField, PasswordHints } from '../features/account/components/password-field';
import { t } from '../i18n/i18n';

export default function ProfileChangePasswordRoute() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ old?: string; new?: string }>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const o = loginPassword(oldPassword);
    const n = registrationPassword({ required: true })(newPassword);
    const next = { old: o === true ? undefined : o, new: n === true ? undefined : n };
    setErrors(next);
    if (next.old || next.new) return;
    try {
      await changePassword(oldPassword, newPassword);
      setOldPassword('');
      setNewPassword('');
      setMessages([{ level: 'success', text: t('account.profileArea.passwordChanged') }]);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    }
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}
    >
      <Typography variant="h5" component="h2">
        {t('account.profileArea.changePassword')}
      </Typography>
      <PasswordField
        label={t('account.fields.oldPassword')}
        value={oldPassword}
        onChange={(e) => setOldPassword(e.target.value)}
        error={Boolean(errors.old)}
        helperText={errors.old}
        fullWidth
        margin="normal"
        autoComplete="current-password"
      />
      <PasswordField
        label={t('account.fields.newPassword')}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={Boolean(errors.new)}
        helperText={errors.new}
        fullWidth
        margin="normal"
        autoComplete="new-password"
      />
      <PasswordHints password={newPassword} id="change-password-hints" />
      <MessageArea messages={messages} />
      <Button type="submit" variant="contained">
        {t('account.profileArea.save')}
      </Button>
    </Paper>
  );
}
