// /registration-user (issue 5): the registration form, then the "check your e-mail" page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { Store } from '../features/account/api/account-types';
import { getStores } from '../features/account/api/registration';
import { RegistrationForm } from '../features/account/components/registration-form';
import { t } from '../i18n/i18n';
import { apiRequest } from '../lib/api/client';
import { notify } from '../lib/notify/notify';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

interface SocialDetail {
  provider: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export function meta() {
  return seoMeta({ title: t('account.registration.title') });
}

export default function RegistrationRoute() {
  const [stores, setStores] = useState<Store[] | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  // After «Accedi con Google» with no account yet: the form starts from what Google gave.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const socialLogin = params.get('social_login');
  // The share link of invite a friend: /registration-user?invite=CODE.
  const inviteCode = (params.get('invite') ?? '').trim().slice(0, 20);
  const fromSocial = socialLogin === 'google' || socialLogin === 'facebook';
  const [social, setSocial] = useState<SocialDetail | null | undefined>(fromSocial ? undefined : null);

  useEffect(() => {
    if (!fromSocial) return;
    apiRequest<SocialDetail>('registration/social_user_detail', { quiet: true })
      .then((envelope) => setSocial(envelope.response.status === 0 ? envelope.data : null))
      .catch(() => setSocial(null));
  }, [fromSocial]);

  useEffect(() => {
    getStores()
      .then(setStores)
      .catch((e: unknown) => {
        notify('error', e instanceof Error ? e.message : t('errors.generic'));
        setStores([]);
      });
  }, []);

  if (registered) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('account.registration.checkEmailTitle')}
          </Typography>
          <Typography sx={{ my: 2 }}>{t('account.registration.checkEmailText')}</Typography>
          {warnings.map((w) => (
            <Alert key={w} severity="warning" sx={{ mb: 2 }} data-testid="registration-warning">
              {w}
            </Alert>
          ))}
          <Button
            onClick={() =>
              void apiRequest('registration/registration_resend_email', {
                query: { e_mail: registered },
              }).catch(() => undefined)
            }
          >
            {t('account.registration.resend')}
          </Button>
        </Paper>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('account.registration.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('account.registration.intro')} <span>{t('account.registration.alreadyRegistered')}</span>{' '}
          <Link component={RouterLink} to="/login">
            {t('account.registration.goLogin')}
          </Link>{' '}
          <span>{t('cardAgreement.fromPlain')}</span>{' '}
          <Link component={RouterLink} to="/registration/card-agreement" underline="always">
            {t('cardAgreement.fromPlainLink')}
          </Link>
        </Typography>
        {social && (
          <Alert severity="info" sx={{ mt: 2 }} role="status" data-testid="social-registration">
            {t(
              social.provider === 'facebook'
                ? 'account.registration.fromFacebook'
                : 'account.registration.fromGoogle',
            )}
          </Alert>
        )}
        {inviteCode && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="invite-registration">
            {t('invite.invited', { code: inviteCode })}
          </Alert>
        )}
        {stores && social !== undefined && (
          <RegistrationForm
            stores={stores}
            inviteCode={inviteCode || undefined}
            onRegistered={(email, socialLinked, registrationWarnings = []) => {
              setWarnings(registrationWarnings);
              if (socialLinked) void navigate('/registration-social-completed');
              else setRegistered(email);
            }}
            initial={{
              firstName: social?.firstName ?? undefined,
              lastName: social?.lastName ?? undefined,
              email: social?.email ?? undefined,
            }}
          />
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
