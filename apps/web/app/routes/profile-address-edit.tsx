// /profile/addresses/manage/:addressId? (spec 001 §2 EditAddress).
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Route } from './+types/profile-address-edit';
import { AddressEditor } from '../features/delivery/components/address-editor';
import { t } from '../i18n/i18n';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [{ title: `${t('delivery.addressesTitle')} | Sporta` }, { name: 'robots', content: 'noindex' }];
}

export default function AddressEditPage({ params }: Route.ComponentProps) {
  const id = params.addressId ? Number(params.addressId) : undefined;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 3 }}>
        {t(id ? 'delivery.addressEditTitle' : 'delivery.addressFormTitle')}
      </Typography>
      <AddressEditor key={id ?? 'new'} addressId={id && Number.isInteger(id) ? id : undefined} />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
