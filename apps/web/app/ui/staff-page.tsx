// The frame of a back-office page: its title, the way back to the userboard, and the page's
// refusal or failure (reserved to other roles, a call that failed) above its content.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n/i18n';

export function StaffPage({
  title,
  error,
  actions,
  back = { to: '/userboard', label: t('storeOps.back') },
  children,
}: {
  title: string;
  error?: string | null;
  /** The page's own buttons, before the way back. */
  actions?: ReactNode;
  /** Where "back" leads (the userboard unless the page sits under another one). */
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {actions}
            <Button component={Link} to={back.to} variant="outlined" sx={{ minHeight: 44 }}>
              {back.label}
            </Button>
          </Box>
        </Box>
        <Box aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
          {error && (
            <Alert severity="error" data-testid="plan-outcome">
              {error}
            </Alert>
          )}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}

/** A bordered row of a back-office list: what it is on the left, its actions wrapping after. */
export const staffRowSx = {
  display: 'flex',
  gap: 1,
  alignItems: 'center',
  flexWrap: 'wrap',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  p: 1.5,
} as const;
