// The global overlay of spec 000 §2: a bar at the top while requests or navigations are pending.
import { useNavigation } from 'react-router';
import { t } from '../i18n/i18n';
import { usePendingRequests } from '../lib/api/pending';
import css from './page-progress.module.css';

export function PageProgress() {
  const pending = usePendingRequests();
  const navigation = useNavigation();
  if (pending === 0 && navigation.state === 'idle') return null;
  // An indeterminate progress bar, as MUI's LinearProgress renders it (role, name, no value).
  return (
    <div
      className={css.bar}
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="page-progress"
    />
  );
}
