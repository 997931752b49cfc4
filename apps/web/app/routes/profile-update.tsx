// /profile/profile-update: personal data, contacts and the e-mail change request. The query
// flag emailchanged (spec 000 §2: set when a confirmed e-mail change brings the customer here)
// says the new e-mail is now the login.
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  email as emailRule,
  fiscalCode as fiscalCodeRule,
  personName,
  phone as phoneRule,
} from '@sporta/domain/validators';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import {
  requestEmailChange,
  updateContact,
  updateUserDetail,
  updateUsername,
} from '../features/account/api/profile';
import { MessageArea, failureMessages, type FormMessage } from '../features/account/components/message-area';
import { PasswordField } from '../features/account/components/password-field';
import { t, type MessageKey } from '../i18n/i18n';
import { useProfileUser } from './profile';

const failure = (error: unknown): FormMessage[] => failureMessages(error, t('errors.generic'));

export default function ProfileUpdateRoute() {
  const user = useProfileUser();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const emailChanged = ['true', '1'].includes(query.get('emailchanged') ?? '');
  const revalidator = useRevalidator();
  const [v, setV] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    fiscalCode: user.person.fiscalCode ?? '',
    phone: user.contact.phone,
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [newEmail, setNewEmail] = useState('');
  const [emailPassword, setEmailPassword] = useState('');
  const [emailMessages, setEmailMessages] = useState<FormMessage[]>([]);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [username, setUsername] = useState(user.username ?? '');
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [usernameMessages, setUsernameMessages] = useState<FormMessage[]>([]);

  async function saveUsername(e: FormEvent) {
    e.preventDefault();
    const value = username.trim();
    const problem =
      value.length < 3
        ? t('account.profileArea.usernameShort')
        : !/^[A-Za-z0-9._@-]{3,50}$/.test(value)
          ? t('account.profileArea.usernameChars')
          : undefined;
    setUsernameError(problem);
    setUsernameMessages([]);
    if (problem) return;
    try {
      await updateUsername(value);
      await revalidator.revalidate();
      setUsernameMessages([{ level: 'success', text: t('account.profileArea.usernameSaved') }]);
    } catch (error) {
      setUsernameMessages(failure(error));
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const check = {
      firstName: personName({ required: true })(v.firstName),
      lastName: personName({ required: true })(v.lastName),
      fiscalCode: fiscalCodeRule()(v.fiscalCode.toUpperCase()),
      phone: phoneRule('generic')(v.phone),
    };
    const next = Object.fromEntries(Object.entries(check).map(([k, r]) => [k, r === true ? undefined : r]));
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await updateUserDetail({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        ...(v.fiscalCode ? { fiscalCode: v.fiscalCode.trim().toUpperCase() } : {}),
      });
      await updateContact({ phone: v.phone.trim() });
      await revalidator.revalidate();
      void navigate('/profile/profile-updated');
    } catch (error) {
      setMessages(failure(error));
    }
  }

  async function changeEmail(e: FormEvent) {
    e.preventDefault();
    const r = emailRule({ required: true })(newEmail);
    setEmailError(r === true ? undefined : r);
    if (r !== true) return;
    try {
      await requestEmailChange(newEmail.trim(), emailPassword);
      setEmailPassword('');
      setEmailMessages([{ level: 'success', text: t('account.profileArea.emailChangeSent') }]);
    } catch (error) {
      setEmailMessages(failure(error));
    }
  }

  const field = (name: keyof typeof v, label: MessageKey) => (
    <TextField
      label={t(label)}
      value={v[name]}
      onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <>
      {emailChanged && (
        <Alert severity="success" sx={{ mb: 3 }} data-testid="email-changed">
          {t('account.profileArea.emailChanged', { email: user.email })}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(e) => void save(e)}
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('account.profileArea.update')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 'account.fields.firstName')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 'account.fields.lastName')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('fiscalCode', 'account.fields.fiscalCode')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'account.fields.phone')}</Grid>
        </Grid>
        <MessageArea messages={messages} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('account.profileArea.save')}
        </Button>
      </Paper>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(e) => void saveUsername(e)}
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('account.profileArea.username')}
        </Typography>
        <Typography sx={{ mb: 2, fontSize: 14, color: 'text.secondary' }}>
          {t('account.profileArea.usernameHelp')}
        </Typography>
        <TextField
          label={t('account.profileArea.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={Boolean(usernameError)}
          helperText={usernameError}
          inputProps={{ maxLength: 50, autoCapitalize: 'none' }}
          fullWidth
        />
        <MessageArea messages={usernameMessages} />
        <Button type="submit" variant="outlined" sx={{ mt: 2 }}>
          {t('account.profileArea.usernameSave')}
        </Button>
      </Paper>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(e) => void changeEmail(e)}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('account.profileArea.changeEmail')}
        </Typography>
        <TextField
          label={t('account.profileArea.newEmail')}
          type="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={Boolean(emailError)}
          helperText={emailError}
          fullWidth
        />
        <PasswordField
          label={t('account.profileArea.currentPassword')}
          autoComplete="current-password"
          value={emailPassword}
          onChange={(e) => setEmailPassword(e.target.value)}
          helperText={t('account.profileArea.currentPasswordHint')}
          fullWidth
          margin="normal"
        />
        <MessageArea messages={emailMessages} />
        <Button type="submit" variant="outlined" sx={{ mt: 2 }}>
          {t('account.profileArea.changeEmailSubmit')}
        </Button>
      </Paper>
    </>
  );
}
