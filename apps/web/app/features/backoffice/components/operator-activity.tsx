// In the customer's profile: what customer service operators did for them, and when (issue 22).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OperatorActivity as Activity } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { operatorActivity } from '../api';
import { formatWhen } from './audit-list';

export function OperatorActivity() {
  const [entries, setEntries] = useState<Activity['entries']>([]);
  useEffect(() => {
    const controller = new AbortController();
    operatorActivity(controller.signal).then(setEntries, () => setEntries([]));
    return () => controller.abort();
  }, []);
  if (entries.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="operator-activity"
      sx={{ mt: 3 }}
      data-testid="operator-activity"
    >
      <Typography id="operator-activity" variant="h6" component="h3">
        {t('backoffice.operatorActivityTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('backoffice.operatorActivityIntro')}
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 1 }}>
        {entries.slice(0, 20).map((e, i) => (
          <li key={`${e.createdAt}-${i}`}>
            {t('backoffice.operatorActivityLine', {
              date: formatWhen(e.createdAt),
              operator: e.operator,
              summary: e.summary,
            })}
          </li>
        ))}
      </Box>
    </Box>
  );
}
