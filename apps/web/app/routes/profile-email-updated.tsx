// /profile/email-updated?token= (no login needed): confirms the e-mail change. A logged-in
// customer then goes on to their data with the emailchanged flag (spec 000 §2), or to
// /profile/profile-update-error when the link failed; a visitor reads the outcome here.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authTest } from '../lib/api/auth-test';
import { confirmEmailChange } from '../features/account/api/profile';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [
    ...seoMeta({ title: t('account.profileArea.emailUpdatedTitle') }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function EmailUpdatedRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [state, setState] = useState<'pending' | 'ok' | 'error'>('pending');
  useEffect(() => {
    let live = true;
    void confirmEmailChange(token)
      .then(
        () => 'ok' as const,
        () => 'error' as const,
      )
      .then(async (outcome) => {
        const loggedIn = await authTest().catch(() => false);
        if (!live) return;
        if (loggedIn)
          void navigate(
            outcome === 'ok' ? '/profile/profile-update?emailchanged=true' : '/profile/profile-update-error',
            { replace: true },
          );
        else setState(outcome);
      });
    return () => {
      live = false;
    };
  }, [token, navigate]);
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('account.profileArea.emailUpdatedTitle')}
        </Typography>
        {state === 'ok' && (
          <Typography sx={{ my: 2 }}>{t('account.profileArea.emailUpdatedText')}</Typography>
        )}
        {state === 'error' && (
          <Alert severity="error" sx={{ my: 2 }}>
            {t('account.profileArea.emailUpdatedError')}
          </Alert>
        )}
        <Button component={Link} to="/login" variant="contained">
          {t('account.registration.goLogin')}
        </Button>
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
