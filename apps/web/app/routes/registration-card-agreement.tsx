// /registration/card-agreement (seed 002 §2 "Loyalty card agreement", §7; issue 25): a member with
// a loyalty card and no online profile registers from the card. The confirmation mail links back
// here with ?action=confirm&email&coopId&token: the page confirms the account and links the card.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Store } from '../features/account/api/account-types';
import {
  confirmCardRegistration,
  getStores,
  type CardConfirmResult,
} from '../features/account/api/registration';
import { RegistrationForm } from '../features/account/components/registration-form';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('cardAgreement.title') }), { name: 'robots', content: 'noindex' }];
}

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}

function Confirmation({ params }: { params: URLSearchParams }) {
  const [result, setResult] = useState<CardConfirmResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    confirmCardRegistration({
      action: params.get('action') ?? 'confirm',
      email: params.get('email') ?? '',
      coopId: params.get('coopId') ?? '',
      token: params.get('token') ?? '',
    })
      .then((r) => alive && setResult(r))
      .catch((e: unknown) => alive && setError(e instanceof Error ? e.message : t('errors.generic')));
    return () => {
      alive = false;
    };
  }, [params]);
  const login = (
    <Button component={RouterLink} to="/login" variant="contained" size="large" sx={{ mt: 2 }}>
      {t('cardAgreement.goLogin')}
    </Button>
  );
  if (error)
    return (
      <Outcome title={t('cardAgreement.errorTitle')}>
        <Alert severity="error">{error}</Alert>
      </Outcome>
    );
  if (!result)
    return (
      <Outcome title={t('cardAgreement.title')}>
        <Typography role="status">{t('cardAgreement.confirming')}</Typography>
      </Outcome>
    );
  if (result.outcome === 'already-confirmed')
    return (
      <Outcome title={t('cardAgreement.alreadyTitle')}>
        <Typography>{t('cardAgreement.alreadyText')}</Typography>
        {login}
      </Outcome>
    );
  return (
    <Outcome title={t('cardAgreement.confirmedTitle')}>
      <Alert severity={result.cardLinked ? 'success' : 'warning'}>
        {t(result.cardLinked ? 'cardAgreement.confirmedCard' : 'cardAgreement.confirmedNoCard', {
          card: result.fidelityCard ?? '',
        })}
      </Alert>
      {login}
    </Outcome>
  );
}

export default function CardAgreementRoute() {
  const [params] = useSearchParams();
  const [stores, setStores] = useState<Store[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const confirming = params.has('token');

  useEffect(() => {
    if (confirming) return;
    getStores()
      .then(setStores)
      .catch(() => setFailed(true));
  }, [confirming]);

  if (confirming) return <Confirmation params={params} />;
  if (registered)
    return (
      <Outcome title={t('account.registration.checkEmailTitle')}>
        <Typography>{t('cardAgreement.checkEmailText')}</Typography>
      </Outcome>
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('cardAgreement.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('cardAgreement.intro')} <span>{t('account.registration.alreadyRegistered')}</span>{' '}
          <Link component={RouterLink} to="/login" underline="always">
            {t('account.registration.goLogin')}
          </Link>{' '}
          <span>{t('cardAgreement.plainRegistration')}</span>{' '}
          <Link component={RouterLink} to="/registration-user" underline="always">
            {t('cardAgreement.plainRegistrationLink')}
          </Link>
        </Typography>
        {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
        {stores && <RegistrationForm stores={stores} card onRegistered={(email) => setRegistered(email)} />}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
