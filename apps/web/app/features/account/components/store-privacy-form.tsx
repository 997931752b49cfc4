// The privacy step of the store selector (spec 001 §2 "Store selector"): a customer picking
// another cooperative whose disclaimers they have not accepted sees its privacy options first
// (required 'Ho letto*' boxes, the optional consents, the marketing-refusal warning and confirm
// popup). Accepting saves the answers (recorded with time and text version), tracks the choice
// and hands over to the store selector, which sets the store and moves to the address step.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { RegistrationDisclaimer } from '../api/account-types';
import { getUserDisclaimers, updateDisclaimers } from '../api/profile';
import { trackEvent } from '../session';
import { consentErrors, DisclaimerFields, initialConsents, type ConsentValues } from './disclaimer-fields';

export interface StorePrivacyFormProps {
  storeId: number;
  storeName: string;
  onAccepted: () => void;
  onCancel: () => void;
}

export default function StorePrivacyForm({
  storeId,
  storeName,
  onAccepted,
  onCancel,
}: StorePrivacyFormProps) {
  const [list, setList] = useState<RegistrationDisclaimer[] | null>(null);
  const [values, setValues] = useState<ConsentValues>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getUserDisclaimers(storeId).then(
      (l) => {
        if (!live) return;
        setList(l);
        setValues(initialConsents(l));
      },
      () => live && setFailure(t('errors.generic')),
    );
    return () => {
      live = false;
    };
  }, [storeId]);

  const accept = async () => {
    if (!list) return;
    const problems = consentErrors(list, values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await updateDisclaimers(
        storeId,
        list.map((d) => ({
          registrationDisclaimerId: d.registrationDisclaimerId,
          value: values[d.registrationDisclaimerId] === 1 ? 1 : 0,
        })),
      );
      trackEvent('store_privacy_accepted', { store_id: storeId });
      onAccepted();
    } catch {
      setFailure(t('errors.errorSettingStore'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="store-privacy">
      <Typography sx={{ mb: 2 }}>{t('delivery.storePrivacyIntro', { name: storeName })}</Typography>
      {list === null && !failure && <Typography role="status">{t('common.loading')}</Typography>}
      {list && <DisclaimerFields disclaimers={list} values={values} onChange={setValues} errors={errors} />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('delivery.back')}
        </Button>
        <Button variant="contained" onClick={() => void accept()} disabled={busy || !list}>
          {t('delivery.storePrivacyAccept')}
        </Button>
      </Box>
    </Box>
  );
}
