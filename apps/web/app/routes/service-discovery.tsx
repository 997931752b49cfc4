// /service-discovery (spec 001 §2 ServiceAutodiscovery): is an address served?
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AltchaField } from '../features/account/components/altcha-field';
import { ServiceDiscovery } from '../features/delivery/components/service-discovery';
import { t } from '../i18n/i18n';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [{ title: `${t('delivery.discoveryTitle')} | Sporta` }];
}

export default function ServiceDiscoveryPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 3 }}>
        {t('delivery.discoveryTitle')}
      </Typography>
      <ServiceDiscovery
        botCheck={(onToken, resetKey) => <AltchaField onToken={onToken} resetKey={resetKey} />}
      />
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
