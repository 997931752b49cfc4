// Address fields with the validation of the contract (CAP, province, street number), used by
// /profile/addresses/manage and /service-discovery.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { postalCode } from '@sporta/domain/validators';
import { t, type MessageKey } from '../../../i18n/i18n';
import type { AddressFields } from '../api/delivery-api';
import { CityField } from './city-field';

const NUMBER_RE = /^\d{1,5}\s?[A-Za-z]?(\/\s?[A-Za-z0-9]{1,3})?$|^(SNC|snc|s\.n\.c\.)$/;

export function validateAddress(f: AddressFields): Partial<Record<keyof AddressFields, MessageKey>> {
  const e: Partial<Record<keyof AddressFields, MessageKey>> = {};
  if (f.address1.trim().length < 2) e.address1 = 'delivery.required';
  if (!NUMBER_RE.test(f.addressNumber.trim())) e.addressNumber = 'delivery.invalidNumber';
  if (f.city.trim().length < 2) e.city = 'delivery.required';
  if (!/^[A-Za-z]{2}$/.test(f.province.trim())) e.province = 'delivery.invalidProvince';
  // seed 000 §5: 4 or 5 digits, 'Il CAP deve essere di 4 o 5 cifre'
  if (postalCode({ required: true })(f.postalcode.trim()) !== true)
    e.postalcode = 'delivery.invalidPostalcode';
  return e;
}

export const emptyAddress: AddressFields = {
  address1: '',
  addressNumber: '',
  city: '',
  province: '',
  postalcode: '',
};

export function AddressFieldsInput({
  value,
  onChange,
  errors,
  withName = false,
}: {
  value: AddressFields;
  onChange: (v: AddressFields) => void;
  errors: Partial<Record<keyof AddressFields, MessageKey>>;
  withName?: boolean;
}) {
  const field = (
    key: keyof AddressFields,
    label: string,
    props: { autoComplete?: string; span?: number } = {},
  ) => (
    <TextField
      key={key}
      label={label}
      value={value[key] ?? ''}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : ' '}
      autoComplete={props.autoComplete}
      required={key !== 'addressName' && key !== 'doorbellName'}
      size="small"
      sx={{ gridColumn: { sm: `span ${props.span ?? 1}` } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}>
      {withName && field('addressName', t('delivery.addressName'), { span: 2 })}
      {withName && field('doorbellName', t('delivery.doorbell'), { span: 2 })}
      {field('address1', t('delivery.street'), { autoComplete: 'address-line1', span: 3 })}
      {field('addressNumber', t('delivery.number'))}
      {field('postalcode', t('delivery.postalcode'), { autoComplete: 'postal-code' })}
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <CityField
          value={value.city}
          error={errors.city}
          onText={(city) => onChange({ ...value, city })}
          onPlace={(p) =>
            onChange({
              ...value,
              city: p.city,
              province: p.province,
              postalcode: p.postalcode || (p.postcodes.includes(value.postalcode) ? value.postalcode : ''),
            })
          }
        />
      </Box>
      {field('province', t('delivery.province'))}
    </Box>
  );
}
