// /userboard/ordini: the store's order board (issue 26) for store managers and pickers: today's or
// tomorrow's orders of their warehouses by slot and service, each moved one step at a time.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderBoard } from '@sporta/contracts';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-orders';
import { staffLoad } from '../features/backoffice/api';
import { orderBoard, type Via } from '../features/store-ops/api';
import { OrderBoardView } from '../features/store-ops/components/order-board';
import { OutcomeAlert, dayLabel, type Outcome } from '../features/store-ops/components/slot-planner';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

async function load(request: Request, via: Via): Promise<{ board: OrderBoard | null; error: string | null }> {
  const date = new URL(request.url).searchParams.get('date');
  return staffLoad(
    ['store_manager', 'picker'],
    via,
    t('storeOps.boardReserved'),
    async () => ({ board: await orderBoard(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}, via) }),
    { board: null },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, headers } = serverRequestOptions(request, context);
  return load(request, { origin, headers });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(request, {});
}

export function meta() {
  return [...seoMeta({ title: t('storeOps.boardTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function UserboardOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { board, error } = loaderData;
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {t('storeOps.boardTitle')}
          </Typography>
          <Button component={Link} to="/userboard" variant="outlined" sx={{ minHeight: 44 }}>
            {t('storeOps.back')}
          </Button>
        </Box>
        <OutcomeAlert outcome={error ? { severity: 'error', text: error } : outcome} />
        {board && (
          <>
            <Box
              component="nav"
              aria-label={t('storeOps.days')}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              {board.days.map((d, i) => (
                <Button
                  key={d}
                  component={Link}
                  to={`/userboard/ordini?date=${d}`}
                  variant={d === board.date ? 'contained' : 'outlined'}
                  aria-current={d === board.date ? 'page' : undefined}
                  sx={{ minHeight: 44 }}
                >
                  {i === 0 ? t('storeOps.today') : t('storeOps.tomorrow')} · {dayLabel(d)}
                </Button>
              ))}
            </Box>
            <OrderBoardView
              board={board}
              onDone={(o) => {
                setOutcome(o);
                void revalidator.revalidate();
              }}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
