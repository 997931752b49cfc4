// Error boundary pages: the 404 ('Pagina non trovata', spec 000 §8) and a generic failure that
// shows the envelope's message, never a blank page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/i18n';
import { Link } from 'react-router';
import { ApiError } from '../lib/api/envelope';

export function NotFoundPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} data-testid="not-found">
      <Typography
        aria-hidden
        component="p"
        sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 900, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('notFound.text')}</Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={Link} to="/" variant="contained" size="large">
          {t('notFound.backHome')}
        </Button>
      </Box>
    </Container>
  );
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === 'object' && data !== null && 'message' in data)
      return String((data as { message: unknown }).message);
  }
  return fallback;
}

export function ErrorPage({ error }: { error: unknown }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} role="alert">
      <Typography variant="h1">{t('errorPage.title')}</Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
        {errorMessage(error, t('errors.generic'))}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('errorPage.retry')}
        </Button>
        <Button component={Link} to="/" variant="contained">
          {t('notFound.backHome')}
        </Button>
      </Box>
    </Container>
  );
}
