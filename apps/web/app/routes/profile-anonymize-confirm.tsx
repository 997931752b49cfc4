// /profile/anonymize-confirm?login=&token= (the deletion mail's link): the token is checked,
// then the final confirmation deletes the account and logs out.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { anonymizeUser, checkAnonymizeToken } from '../features/account/api/profile';
import { MessageArea, failureMessages, type FormMessage } from '../features/account/components/message-area';
import { markLoggedOut } from '../features/account/session';
import { t } from '../i18n/i18n';

const failure = (error: unknown): FormMessage[] => failureMessages(error, t('errors.generic'));

export default function ProfileAnonymizeConfirmRoute() {
  const [params] = useSearchParams();
  const login = params.get('login') ?? '';
  const token = params.get('token') ?? '';
  const [valid, setValid] = useState(false);
  const [done, setDone] = useState(false);
  const [messages, setMessages] = useState<FormMessage[]>([]);

  useEffect(() => {
    checkAnonymizeToken(login, token)
      .then(() => setValid(true))
      .catch((e: unknown) => setMessages(failure(e)));
  }, [login, token]);

  async function confirm() {
    try {
      await anonymizeUser(token);
      markLoggedOut();
      setDone(true);
      setMessages([{ level: 'success', text: t('account.profileArea.anonymized') }]);
    } catch (e) {
      setMessages(failure(e));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}>
      <Typography variant="h5" component="h2">
        {t('account.profileArea.anonymizeTitle')}
      </Typography>
      {!done && <Typography sx={{ my: 1 }}>{t('account.profileArea.anonymizeText')}</Typography>}
      <MessageArea messages={messages} />
      {valid && !done && (
        <Button variant="contained" color="error" onClick={() => void confirm()}>
          {t('account.profileArea.anonymizeSubmit')}
        </Button>
      )}
      {done && (
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          {t('account.registration.goHome')}
        </Button>
      )}
    </Paper>
  );
}
