// Invoice data (spec 001 §3 "Billing data", §5): private person, company or sole proprietor,
// checked with the domain's rules (billingDataErrors: partita IVA, codice fiscale, SDI, PEC,
// CAP) before it is saved through checkout/billing-data.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BILLING_PERSON_TYPES, billingDataErrors, type BillingPersonType } from '@sporta/domain/order-rules';
import { useState } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/envelope';
import { saveBillingData, type BillingData } from '../api/billing-data';

type Field = Exclude<keyof BillingData, 'personType'>;

const EMPTY: BillingData = {
  personType: 'private',
  firstName: '',
  lastName: '',
  companyName: '',
  vatNumber: '',
  fiscalCode: '',
  pec: '',
  sdiCode: '',
  address1: '',
  addressNumber: '',
  city: '',
  province: '',
  postalcode: '',
};

function fieldsOf(type: BillingPersonType): Field[] {
  const person: Field[] = type === 'company' ? ['companyName'] : ['firstName', 'lastName'];
  const tax: Field[] =
    type === 'private'
      ? ['fiscalCode']
      : type === 'company'
        ? ['vatNumber', 'fiscalCode', 'sdiCode', 'pec']
        : ['vatNumber', 'fiscalCode', 'sdiCode', 'pec'];
  return [...person, ...tax, 'address1', 'addressNumber', 'postalcode', 'city', 'province'];
}

export function BillingForm({
  initial,
  onSaved,
}: {
  initial: BillingData | null;
  onSaved: (data: BillingData) => void;
}) {
  const [data, setData] = useState<BillingData>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof BillingData, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof BillingData, value: string) => {
    setData((d) => ({ ...d, [field]: field === 'sdiCode' ? value.toUpperCase() : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    const list = billingDataErrors(data);
    if (list.length) {
      setErrors(Object.fromEntries(list.map((e) => [e.field, e.message])));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveBillingData(data);
      if (saved) onSaved(saved);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mt: 1 }}
      data-testid="billing-form"
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {t('payment.billing.title')}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
        {t('payment.billing.intro')}
      </Typography>
      <FormLabel id="billing-person-type">{t('payment.billing.personType')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="billing-person-type"
        value={data.personType}
        onChange={(e) => {
          setData((d) => ({ ...d, personType: e.target.value as BillingPersonType }));
          setErrors({});
        }}
      >
        {BILLING_PERSON_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={t(`payment.billing.${type}` as MessageKey)}
          />
        ))}
      </RadioGroup>
      {data.personType !== 'private' && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
          {t('payment.billing.businessNote')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
        {fieldsOf(data.personType).map((field) => (
          <TextField
            key={field}
            label={t(`payment.billing.${field}` as MessageKey)}
            value={data[field]}
            onChange={(e) => set(field, e.target.value)}
            error={Boolean(errors[field])}
            helperText={errors[field]}
            size="small"
            slotProps={{
              htmlInput: {
                maxLength: field === 'province' ? 2 : field === 'postalcode' ? 5 : undefined,
              },
            }}
          />
        ))}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void save()} disabled={saving}>
        {t('payment.billing.save')}
      </Button>
    </Box>
  );
}
