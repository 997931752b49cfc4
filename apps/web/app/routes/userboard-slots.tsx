// /userboard/fasce: slot planning for store managers (issue 26). Choose a warehouse and service,
// move between weeks, change capacities, close or reopen days, add extra slots. Anyone who is
// not staff goes to the userboard's sign-in; staff without the role are told it is reserved.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SlotPlan } from '@sporta/contracts';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/userboard-slots';
import { staffLoad } from '../features/backoffice/api';
import { slotPlan, type PlanChoice, type Via } from '../features/store-ops/api';
import { PlanChoiceSelects } from '../features/store-ops/components/plan-choice';
import {
  OutcomeAlert,
  SlotPlanner,
  dayLabel,
  type Outcome,
} from '../features/store-ops/components/slot-planner';
import { t } from '../i18n/i18n';
import { serverRequestOptions } from '../lib/api/server';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

function choiceOf(request: Request): PlanChoice {
  const params = new URL(request.url).searchParams;
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const week = params.get('week');
  const warehouseId = id('warehouse_id');
  const deliveryServiceId = id('delivery_service_id');
  return {
    ...(warehouseId && deliveryServiceId ? { warehouseId, deliveryServiceId } : {}),
    ...(week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? { week } : {}),
  };
}

async function load(request: Request, via: Via): Promise<{ plan: SlotPlan | null; error: string | null }> {
  return staffLoad(
    ['store_manager'],
    via,
    t('storeOps.reserved'),
    async () => ({ plan: await slotPlan(choiceOf(request), via) }),
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
  return [...seoMeta({ title: t('storeOps.title') }), { name: 'robots', content: 'noindex' }];
}

const href = (plan: Pick<SlotPlan, 'warehouseId' | 'deliveryServiceId'>, week?: string) =>
  `/userboard/fasce?warehouse_id=${plan.warehouseId}&delivery_service_id=${plan.deliveryServiceId}${week ? `&week=${week}` : ''}`;

export default function UserboardSlotsRoute({ loaderData }: Route.ComponentProps) {
  const { plan, error } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [version, setVersion] = useState(0);
  const warehouse = plan?.warehouses.find((w) => w.warehouseId === plan.warehouseId);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700 }}>
            {t('storeOps.title')}
          </Typography>
          <Button component={Link} to="/userboard" variant="outlined" sx={{ minHeight: 44 }}>
            {t('storeOps.back')}
          </Button>
        </Box>
        <OutcomeAlert outcome={error ? { severity: 'error', text: error } : outcome} />
        {plan && warehouse && (
          <>
            <PlanChoiceSelects
              warehouses={plan.warehouses}
              warehouseId={plan.warehouseId}
              deliveryServiceId={plan.deliveryServiceId}
              onChange={(choice) => void navigate(href(choice))}
            />
            <Box>
              <Button
                component={Link}
                to={`/userboard/modelli-fasce?warehouse_id=${plan.warehouseId}&delivery_service_id=${plan.deliveryServiceId}`}
                variant="outlined"
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.templatesLink')}
              </Button>
            </Box>
            <Box
              component="nav"
              aria-label={t('storeOps.weeks')}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Button
                component={Link}
                to={href(plan, plan.previousWeek)}
                variant="text"
                sx={{ minHeight: 44 }}
              >
                {t('storeOps.previousWeek')}
              </Button>
              <Typography sx={{ fontWeight: 700 }}>
                {t('storeOps.weekOf', {
                  from: dayLabel(plan.week[0] ?? ''),
                  to: dayLabel(plan.week[6] ?? ''),
                })}
              </Typography>
              <Button component={Link} to={href(plan, plan.nextWeek)} variant="text" sx={{ minHeight: 44 }}>
                {t('storeOps.nextWeek')}
              </Button>
            </Box>
            <SlotPlanner
              key={`${plan.warehouseId}:${plan.deliveryServiceId}:${plan.week[0]}:${version}`}
              plan={plan}
              onDone={(o) => {
                setOutcome(o);
                void revalidator.revalidate().then(() => setVersion((v) => v + 1));
              }}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
