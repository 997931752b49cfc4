// /shop-at-work (seed 000 §2, seed 001 "Workplace shopping"; issue 25): login required. The
// customer subscribes with the company's code (?code= fills it in); the company's address joins
// their addresses, delivered on the agreed weekdays, and the setup dialogs open to choose it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { requireUser, requireUserInBrowser } from '../features/account/require-user';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import { useDeliverySetup } from '../features/delivery/components/setup-dialogs';
import {
  subscribeToWorkplace,
  workplaceSubscriptions,
  type WorkplaceSubscriptionDto,
} from '../features/shop-at-work/api';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../ui/format';
import type { Route } from './+types/shop-at-work';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('shopAtWork.title') }), { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireUserInBrowser(request) };
}

function Subscription({ sub }: { sub: WorkplaceSubscriptionDto }) {
  const setup = useDeliverySetup();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="workplace"
      sx={{ listStyle: 'none', p: { xs: 2, sm: 3 } }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
        {sub.company.name}
      </Typography>
      <Typography>{t('shopAtWork.address', { address: sub.company.address })}</Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('shopAtWork.days', { days: sub.company.deliveryDays })}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 2 }}>
        {t('shopAtWork.validUntil', { date: formatDate(sub.company.validUntil) })}
      </Typography>
      <Typography sx={{ fontSize: 14, mb: 1 }}>
        {t('shopAtWork.chooseHint', { name: sub.address.addressName })}
      </Typography>
      <Button
        variant="contained"
        size="large"
        sx={{ minHeight: 44 }}
        onClick={() => void setup.open('address')}
      >
        {t('shopAtWork.choose')}
      </Button>
    </Paper>
  );
}

export default function ShopAtWorkPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [subs, setSubs] = useState<WorkplaceSubscriptionDto[] | null>(null);

  useEffect(() => {
    let alive = true;
    workplaceSubscriptions()
      .then((list) => alive && setSubs(list))
      .catch(() => alive && setSubs([]));
    return () => {
      alive = false;
    };
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessages([]);
    if (!code.trim()) {
      setError(t('shopAtWork.required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const sub = await subscribeToWorkplace(code.trim());
      setSubs((list) => [...(list ?? []).filter((s) => s.company.companyId !== sub.company.companyId), sub]);
      setMessages([
        {
          level: 'success',
          text: t('shopAtWork.done', { name: sub.company.name, days: sub.company.deliveryDays }),
        },
      ]);
      setCode('');
    } catch (err) {
      setMessages(failureMessages(err, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('shopAtWork.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('shopAtWork.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box
          component="form"
          noValidate
          aria-label={t('shopAtWork.title')}
          onSubmit={(e) => void onSubmit(e)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('shopAtWork.codeLabel')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? t('shopAtWork.codeHelp')}
            required
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', autoComplete: 'off' } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 56 }}>
            {busy ? t('shopAtWork.subscribing') : t('shopAtWork.subscribe')}
          </Button>
          <Box sx={{ flexBasis: '100%' }}>
            <MessageArea messages={messages} />
          </Box>
        </Box>
      </Paper>
      {subs && subs.length > 0 && (
        <Box component="section" aria-labelledby="workplaces-title">
          <Typography id="workplaces-title" component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
            {t('shopAtWork.subscriptionsTitle')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
            {subs.map((s) => (
              <Subscription key={s.company.companyId} sub={s} />
            ))}
          </Box>
        </Box>
      )}
      {!subs && <Alert severity="info">{t('common.loading')}</Alert>}
    </Container>
  );
}

export const ErrorBoundary = PageErrorBoundary;
