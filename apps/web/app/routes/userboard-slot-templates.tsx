// /userboard/modelli-fasce: the weekly slot templates of a warehouse and service, for store
// managers (issue 26, ADR 0061). Anyone who is not staff goes to the userboard's sign-in; staff
// without the role are told it is reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SlotTemplates } from '@sporta/contracts';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-slot-templates';
import { staffLoad } from '../features/backoffice/api';
import { slotTemplates, type Via } from '../features/store-ops/api';
import { PlanChoiceSelects } from '../features/store-ops/components/plan-choice';
import { OutcomeAlert, type Outcome } from '../features/store-ops/components/slot-planner';
import { SlotTemplatesEditor } from '../features/store-ops/components/slot-templates';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

async function load(
  request: Request,
  via: Via,
): Promise<{ plan: SlotTemplates | null; error: string | null }> {
  const params = new URL(request.url).searchParams;
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const [warehouseId, deliveryServiceId] = [id('warehouse_id'), id('delivery_service_id')];
  return staffLoad(
    ['store_manager'],
    via,
    t('storeOps.reserved'),
    async () => ({
      plan: await slotTemplates(
        warehouseId && deliveryServiceId ? { warehouseId, deliveryServiceId } : {},
        via,
      ),
    }),
    { plan: null },
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
  return [...seoMeta({ title: t('storeOps.templatesTitle') }), { name: 'robots', content: 'noindex' }];
}

const query = (c: { warehouseId: number; deliveryServiceId: number }) =>
  `warehouse_id=${c.warehouseId}&delivery_service_id=${c.deliveryServiceId}`;

export default function UserboardSlotTemplatesRoute({ loaderData }: Route.ComponentProps) {
  const { plan, error } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {t('storeOps.templatesTitle')}
          </Typography>
          <Button component={Link} to="/userboard" variant="outlined" sx={{ minHeight: 44 }}>
            {t('storeOps.back')}
          </Button>
        </Box>
        <OutcomeAlert outcome={error ? { severity: 'error', text: error } : outcome} />
        {plan && (
          <>
            <PlanChoiceSelects
              warehouses={plan.warehouses}
              warehouseId={plan.warehouseId}
              deliveryServiceId={plan.deliveryServiceId}
              onChange={(choice) => void navigate(`/userboard/modelli-fasce?${query(choice)}`)}
            />
            <Box>
              <Button
                component={Link}
                to={`/userboard/fasce?${query(plan)}`}
                variant="outlined"
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.weekGridLink')}
              </Button>
            </Box>
            <SlotTemplatesEditor
              plan={plan}
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
