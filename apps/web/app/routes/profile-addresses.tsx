// /profile/addresses (spec 001 §2): the shopper's home addresses.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AddressList } from '../features/delivery/components/address-list';
import { t } from '../i18n/i18n';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [{ title: `${t('delivery.addressesTitle')} | Sporta` }, { name: 'robots', content: 'noindex' }];
}

export default function AddressesPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 3 }}>
        {t('delivery.addressesTitle')}
      </Typography>
      <AddressList />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
