// ServiceAutodiscovery (spec 001 §2): is an address served? Served: the services that reach
// it. Not served: the notify-me form (eurospin-address-form/save-new-address). The page takes
// the address to check from its query — addressString (text), addressData (our fields, JSON) or
// placeResult (a geocoder's place, JSON) — fills the form with it and checks it at once.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddressCheckResult } from '@sporta/contracts';
import { addressFromDiscoveryParams } from '@sporta/domain/address-input';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify/notify';
import { checkAddress, saveAddressRequest, type AddressFields } from '../api/delivery-api';
import { AddressFieldsInput, emptyAddress, validateAddress } from './address-form';

interface Props {
  /**
   * The bot check of the notify-me form (the account feature's widget, given by the route):
   * renders it and reports the solved token; `resetKey` asks for a new one after a submit.
   */
  botCheck?: (onToken: (token: string | undefined) => void, resetKey: number) => React.ReactNode;
}

export function ServiceDiscovery({ botCheck }: Props) {
  const [fields, setFields] = useState<AddressFields>(emptyAddress);
  const [errors, setErrors] = useState<ReturnType<typeof validateAddress>>({});
  const [result, setResult] = useState<AddressCheckResult | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [sent, setSent] = useState(false);
  const [botToken, setBotToken] = useState<string | undefined>();
  const [botReset, setBotReset] = useState(0);
  const [waitingForBot, setWaitingForBot] = useState(false);
  const [params] = useSearchParams();
  const addressString = params.get('addressString');
  const addressData = params.get('addressData');
  const placeResult = params.get('placeResult');

  const check = async (value: AddressFields, showErrors = true) => {
    const found = validateAddress(value);
    if (showErrors) setErrors(found);
    setResult(null);
    setSent(false);
    if (Object.keys(found).length) return;
    setResult(await checkAddress(value).catch(() => null));
  };
  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    await check(fields);
  };

  // The address handed over by a link (the address list's "Verifica", another app, a map).
  useEffect(() => {
    const parts = addressFromDiscoveryParams({ addressString, addressData, placeResult });
    if (!Object.keys(parts).length) return;
    const given = { ...emptyAddress, ...parts };
    setFields(given);
    void check(given, false);
  }, [addressString, addressData, placeResult]);
  const sendRequest = async (e: React.FormEvent) => {
    e.preventDefault();
    const bad = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
    setEmailError(bad);
    if (bad) return;
    // The bot check solves in the background: a request sent before it is done goes as soon as
    // it is.
    if (botCheck && !botToken) {
      setWaitingForBot(true);
      return;
    }
    await submitRequest(botToken);
  };
  const submitRequest = async (token: string | undefined) => {
    try {
      await saveAddressRequest({ ...fields, email: email.trim(), token_recaptcha: token });
      setSent(true);
    } catch {
      notify('error', t('delivery.deliveryNotifyError'));
    } finally {
      setBotReset((n) => n + 1);
    }
  };
  useEffect(() => {
    if (!waitingForBot || !botToken) return;
    setWaitingForBot(false);
    void submitRequest(botToken);
  }, [waitingForBot, botToken]);

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void verify(e)}
        aria-label={t('delivery.discoveryTitle')}
      >
        <AddressFieldsInput value={fields} onChange={setFields} errors={errors} />
        <Button type="submit" variant="contained">
          {t('delivery.verify')}
        </Button>
      </Box>
      {result?.served && (
        <Alert severity="success" sx={{ mt: 3 }}>
          {t('delivery.served')}
          <ul>
            {result.deliveryServices.map((s) => (
              <li key={s.deliveryServiceId}>{s.name}</li>
            ))}
          </ul>
        </Alert>
      )}
      {result && !result.served && (
        <Box sx={{ mt: 3 }}>
          <Alert severity="warning">{t('delivery.notServed')}</Alert>
          {sent ? (
            <Alert severity="success" sx={{ mt: 2 }} role="status">
              {t('delivery.deliveryNotifySuccess')}
            </Alert>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={(e) => void sendRequest(e)}
              sx={{ mt: 2 }}
              aria-labelledby="notify-title"
            >
              <Typography id="notify-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
                {t('delivery.notifyTitle')}
              </Typography>
              <Typography sx={{ my: 1 }}>{t('delivery.notifyText')}</Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <TextField
                  type="email"
                  label={t('delivery.email')}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={emailError}
                  helperText={emailError ? t('delivery.invalidEmail') : ' '}
                  autoComplete="email"
                  size="small"
                  required
                />
                <Button type="submit" variant="contained">
                  {t('delivery.notifySubmit')}
                </Button>
              </Box>
              {botCheck?.(setBotToken, botReset)}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
