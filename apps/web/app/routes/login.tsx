// /login (spec 000 §2): the login form; after login the shopper returns to `redirect`.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { LoginForm } from '../features/account/components/login-form';
import { safeRedirect } from '../features/account/session';
import { t } from '../i18n/i18n';
import { apiUrl } from '../lib/api/client';
import { useShopConfig } from '../lib/shop-config';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('account.login.title') }), { name: 'robots', content: 'noindex' }];
}

export default function LoginRoute() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  // Sent here by a cart action (spec 001 §6: cart actions need login): say so.
  const forCart = params.get('reason') === 'cart';
  const unlocked = params.get('unlocked');
  // «Accedi con Google/Facebook» came back: link with the password, or it failed / is not offered.
  const socialLogin = params.get('social_login');
  const linking = socialLogin === 'google' || socialLogin === 'facebook';
  const social = params.get('social');
  const { googleLogin, facebookLogin } = useShopConfig();
  return (
    <Container maxWidth={false} sx={{ maxWidth: 600, py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {forCart && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="login-reason">
            {t('account.login.forCart')}
          </Alert>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('account.login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('account.login.intro')}
        </Typography>
        {unlocked !== null && (
          <Alert severity={unlocked === '1' ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
            {t(unlocked === '1' ? 'account.login.unlocked' : 'account.login.unlockFailed')}
          </Alert>
        )}
        {linking && (
          <Alert severity="info" sx={{ mt: 2 }} role="status" data-testid="social-link">
            {t(socialLogin === 'facebook' ? 'account.login.facebookLink' : 'account.login.googleLink')}
          </Alert>
        )}
        {(social === 'failed' || social === 'off') && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {social === 'off' ? t('account.login.socialOff') : t('account.login.socialFailed')}
          </Alert>
        )}
        <LoginForm redirectTo={redirectTo} />
        {googleLogin && !linking && (
          <Button
            variant="outlined"
            fullWidth
            size="large"
            sx={{ mt: 2 }}
            href={apiUrl('/api/social-redir/google-mobile', { relay_state_url: redirectTo })}
          >
            {t('account.login.google')}
          </Button>
        )}
        {facebookLogin && !linking && (
          <Button
            variant="outlined"
            fullWidth
            size="large"
            sx={{ mt: 2 }}
            href={apiUrl('/api/social-redir/facebook-mobile', { relay_state_url: redirectTo })}
          >
            {t('account.login.facebook')}
          </Button>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
