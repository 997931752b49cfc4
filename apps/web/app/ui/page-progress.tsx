// The global overlay of spec 000 §2: a bar at the top while requests or navigations are pending.
import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import { t } from '../i18n/i18n';
import { usePendingRequests } from '../lib/api/pending';

const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export function PageProgress() {
  const pending = usePendingRequests();
  const navigation = useNavigation();
  if (pending === 0 && navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        color="primary"
        aria-label={t('common.loading')}
        data-testid="page-progress"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          height: 3,
        }}
      />
    </Suspense>
  );
}
