// /profile/email-updated?token= (no login needed): confirms the e-mail change.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
  const [state, setState] = useState<'pending' | 'ok' | 'error'>('pending');
  useEffect(() => {
    confirmEmailChange(token)
      .then(() => setState('ok'))
      .catch(() => setState('error'));
  }, [token]);
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
