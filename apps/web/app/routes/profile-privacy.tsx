// /profile/privacy: the consents per cooperative (stores 1–3); every change is recorded by the
// server with time and text version (GDPR art. 7).
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { RegistrationDisclaimer, Store } from '../features/account/api/account-types';
import { getUserDisclaimers, updateDisclaimers } from '../features/account/api/profile';
import { getStores } from '../features/account/api/registration';
import {
  consentErrors,
  DisclaimerFields,
  initialConsents,
  type ConsentValues,
} from '../features/account/components/disclaimer-fields';
import {
  MessageArea,
  failureMessages,
  messagesOf,
  type FormMessage,
} from '../features/account/components/message-area';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api/envelope';
import { useProfileUser } from './profile';

export default function ProfilePrivacyRoute() {
  const user = useProfileUser();
  const [stores, setStores] = useState<Store[]>([]);
  const [storeId, setStoreId] = useState<number>(user.storeId ?? 1);
  const [list, setList] = useState<RegistrationDisclaimer[]>([]);
  const [values, setValues] = useState<ConsentValues>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);

  useEffect(() => {
    getStores()
      .then(setStores)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    getUserDisclaimers(storeId)
      .then((l) => {
        setList(l);
        setValues(initialConsents(l));
        setMessages([]);
      })
      .catch((e: unknown) => setMessages(e instanceof ApiError ? messagesOf(e.response) : []));
  }, [storeId]);

  async function save() {
    const problems = consentErrors(list, values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await updateDisclaimers(
        storeId,
        list.map((d) => ({
          registrationDisclaimerId: d.registrationDisclaimerId,
          value: values[d.registrationDisclaimerId] === 1 ? 1 : 0,
        })),
      );
      setMessages([{ level: 'success', text: t('account.profileArea.consentsSaved') }]);
    } catch (e) {
      setMessages(failureMessages(e, t('errors.generic')));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2">
        {t('account.profileArea.privacy')}
      </Typography>
      <Typography sx={{ my: 1 }}>{t('account.profileArea.privacyIntro')}</Typography>
      {stores.length > 1 && (
        <Tabs value={storeId} onChange={(_e, v: number) => setStoreId(v)} variant="scrollable" sx={{ mb: 2 }}>
          {stores.map((s) => (
            <Tab key={s.storeId} value={s.storeId} label={s.name} />
          ))}
        </Tabs>
      )}
      <DisclaimerFields disclaimers={list} values={values} onChange={setValues} errors={errors} />
      <MessageArea messages={messages} />
      <Button variant="contained" onClick={() => void save()}>
        {t('account.profileArea.privacySave')}
      </Button>
    </Paper>
  );
}
