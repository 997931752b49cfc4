// /profile/addresses/manage/:addressId? — a home address of the shopper, created or edited.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { discoveryHref, saveAddress, viewAddress, type AddressFields } from '../api/delivery-api';
import { AddressFieldsInput, emptyAddress, validateAddress } from './address-form';

export function AddressEditor({ addressId }: { addressId?: number }) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<AddressFields>(emptyAddress);
  const [errors, setErrors] = useState<ReturnType<typeof validateAddress>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!addressId) return;
    void viewAddress(addressId).then(
      (a) =>
        setFields({
          addressId: a.addressId,
          addressName: a.addressName,
          address1: a.address1,
          addressNumber: a.addressNumber,
          city: a.city,
          province: a.province,
          postalcode: a.postalcode,
          doorbellName: a.doorbellName ?? '',
        }),
      () => undefined,
    );
  }, [addressId]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateAddress(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await saveAddress({ ...fields, province: fields.province.toUpperCase() });
      void navigate('/profile/addresses');
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <AddressFieldsInput value={fields} onChange={setFields} errors={errors} withName />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('delivery.save')}
        </Button>
        {fields.address1.trim() && <Link to={discoveryHref(fields)}>{t('delivery.verifyThisAddress')}</Link>}
      </Box>
    </Box>
  );
}
