// /profile and /profile/dashboard: greeting, the shortcuts of the account area and the
// customer's summary with the latest orders.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { logoutEverywhere } from '../features/account/components/account-menu';
import { OperatorActivity } from '../features/backoffice/components/operator-activity';
import { CustomerSummary } from '../features/orders/components/customer-summary';
import { t } from '../i18n/i18n';
import { useProfileUser } from './profile';

export default function ProfileDashboardRoute() {
  const user = useProfileUser();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2">
        {t('account.profileArea.greeting', { name: user.firstName })}
      </Typography>
      <Typography sx={{ my: 1 }}>{user.email}</Typography>
      <Typography color="text.secondary">{t('account.profileArea.dashboardIntro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => void navigate('/profile/profile-update')}>
          {t('account.profileArea.update')}
        </Button>
        <Button variant="outlined" onClick={() => void logoutEverywhere()}>
          {t('account.logout')}
        </Button>
      </Stack>
      <CustomerSummary userId={user.userId} />
      <OperatorActivity />
    </Paper>
  );
}
