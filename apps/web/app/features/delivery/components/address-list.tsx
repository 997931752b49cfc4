// /profile/addresses — the shopper's home addresses with edit and delete.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Address } from '@sporta/contracts';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/envelope';
import { deleteAddress, discoveryHref, listAddresses } from '../api/delivery-api';

export function AddressList() {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    void listAddresses({ deliveryServiceId: 0, kind: 'home' }).then(setAddresses, (e: unknown) => {
      setFailed(e instanceof ApiError);
      setAddresses([]);
    });
  }, []);
  useEffect(load, [load]);
  if (failed) return <Alert severity="info">{t('cart.needLogin')}</Alert>;
  return (
    <Box>
      <Button component={Link} to="/profile/addresses/manage" variant="contained" sx={{ mb: 2 }}>
        {t('delivery.addAddress')}
      </Button>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {(addresses ?? []).map((a) => (
          <Paper
            component="li"
            variant="outlined"
            key={a.addressId}
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{a.addressName || a.address1}</Typography>
              <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                {a.address1} {a.addressNumber}, {a.postalcode} {a.city} ({a.province})
              </Typography>
            </Box>
            <Button
              component={Link}
              to={discoveryHref(a)}
              aria-label={t('delivery.verifyAddressLabel', { name: a.addressName || a.address1 })}
            >
              {t('delivery.verify')}
            </Button>
            <Button component={Link} to={`/profile/addresses/manage/${a.addressId}`}>
              {t('delivery.edit')}
            </Button>
            <Button
              color="inherit"
              aria-label={t('delivery.deleteLabel', { name: a.addressName || a.address1 })}
              onClick={() => void deleteAddress(a.addressId).then(load, () => undefined)}
            >
              {t('delivery.delete')}
            </Button>
          </Paper>
        ))}
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link to="/service-discovery">{t('delivery.verifyLink')}</Link>
      </Typography>
    </Box>
  );
}
