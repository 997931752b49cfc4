// /userboard/prepara/:orderId: the picker's screen for one order (issue 26), phone-first. Anyone who
// is not staff goes to the userboard's sign-in; staff without the role are told it is reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PickList } from '@sporta/contracts';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-picking';
import { staffLoad } from '../features/backoffice/api';
import { pickList, type Via } from '../features/store-ops/api';
import { PickingView } from '../features/store-ops/components/picking';
import { OutcomeAlert, dayLabel, type Outcome } from '../features/store-ops/components/slot-planner';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

async function load(orderId: string, via: Via): Promise<{ list: PickList | null; error: string | null }> {
  const id = Number(orderId);
  return staffLoad(
    ['store_manager', 'picker'],
    via,
    t('storeOps.boardReserved'),
    async () => ({ list: await pickList(Number.isSafeInteger(id) && id > 0 ? id : 0, via) }),
    { list: null },
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(params.orderId, { origin, headers });
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return load(params.orderId, {});
}

export function meta({ params }: Route.MetaArgs) {
  return [
    ...seoMeta({ title: t('storeOps.pickTitle', { id: params.orderId }) }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function UserboardPickingRoute({ loaderData, params }: Route.ComponentProps) {
  const { list, error } = loaderData;
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 1, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 24, fontWeight: 700 }}>
            {t('storeOps.pickTitle', { id: params.orderId })}
          </Typography>
          <Button
            component={Link}
            to={list ? `/userboard/ordini?date=${list.date}` : '/userboard/ordini'}
            variant="outlined"
            sx={{ minHeight: 44 }}
          >
            {t('storeOps.pickBackToBoard')}
          </Button>
        </Box>
        <OutcomeAlert outcome={error ? { severity: 'error', text: error } : outcome} />
        {list && (
          <>
            <Typography>
              {t('storeOps.pickSlot', {
                customer: list.customer,
                date: dayLabel(list.date),
                begin: list.beginTime,
                end: list.endTime,
                service: list.serviceName,
              })}
            </Typography>
            <Typography data-testid="pick-status">{list.statusDescr}</Typography>
            <PickingView
              key={list.orderStatusId}
              list={list}
              onChanged={() => revalidator.revalidate()}
              onOutcome={setOutcome}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
