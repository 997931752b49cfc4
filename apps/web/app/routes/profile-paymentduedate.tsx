// /profile/paymentduedate (seed 002 §2 "My deadlines", §3, §4; issue 25): the documents the member
// owes the cooperative, open ones first, each payable online through the checkout's payment page;
// the provider sends the browser back here with ?esito=ok|ko, and the member's payments below.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DUE_STATUS } from '@sporta/domain/payment-dues';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import {
  listDueDocuments,
  listDueTransactions,
  payDueDocument,
  type DueDocument,
  type DueDocuments,
  type DueTransactions,
} from '../features/payment-dues/api';
import { DueDocumentCard } from '../features/payment-dues/components/due-document-card';
import { DueTransactionsTable } from '../features/payment-dues/components/due-transactions';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatPrice } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('paymentDues.title') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfilePaymentDueDatePage() {
  const [params] = useSearchParams();
  const outcome = params.get('esito');
  const [docs, setDocs] = useState<DueDocuments | null>(null);
  const [payments, setPayments] = useState<DueTransactions | null>(null);
  const [failed, setFailed] = useState(false);
  const [paying, setPaying] = useState<number | null>(null);
  const [messages, setMessages] = useState<FormMessage[]>([]);

  useEffect(() => {
    let alive = true;
    Promise.all([listDueDocuments(), listDueTransactions()])
      .then(([d, p]) => {
        if (!alive) return;
        setDocs(d);
        setPayments(p);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function pay(doc: DueDocument) {
    setPaying(doc.documentId);
    setMessages([]);
    try {
      const { redirectUrl } = await payDueDocument(doc.documentId);
      // The provider's page is another site: a full navigation, as the checkout does.
      window.location.assign(redirectUrl);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
      setPaying(null);
    }
  }

  const open = docs?.documents.filter((d) => d.status !== DUE_STATUS.SETTLED) ?? [];
  const settled = docs?.documents.filter((d) => d.status === DUE_STATUS.SETTLED) ?? [];
  const list = (items: DueDocument[], label: string) => (
    <Box component="ul" aria-label={label} sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((d) => (
        <DueDocumentCard key={d.documentId} doc={d} busy={paying !== null} onPay={(x) => void pay(x)} />
      ))}
    </Box>
  );

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('paymentDues.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('paymentDues.intro')}</Typography>
      {outcome === 'ok' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('paymentDues.paidOk')}
        </Alert>
      )}
      {outcome === 'ko' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('paymentDues.paidKo')}
        </Alert>
      )}
      <MessageArea messages={messages} />
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!docs && !failed && <Typography>{t('common.loading')}</Typography>}
      {docs && (
        <>
          <Box
            data-testid="due-summary"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', mb: 2 }}
          >
            <Typography sx={{ fontSize: 22, fontWeight: 800 }}>
              {t('paymentDues.summary', { amount: formatPrice(docs.totalToPay) })}
            </Typography>
            {docs.overdue > 0 && (
              <Typography sx={{ color: '#b71c1c', fontWeight: 600 }}>
                {t('paymentDues.overdue', { count: docs.overdue })}
              </Typography>
            )}
          </Box>
          <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
            {t('paymentDues.openTitle')}
          </Typography>
          {open.length === 0 ? (
            <Typography sx={{ mb: 2 }}>{t('paymentDues.none')}</Typography>
          ) : (
            list(open, t('paymentDues.openTitle'))
          )}
          {settled.length > 0 && (
            <>
              <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mt: 3, mb: 1 }}>
                {t('paymentDues.settledTitle')}
              </Typography>
              {list(settled, t('paymentDues.settledTitle'))}
            </>
          )}
        </>
      )}
      {payments && (
        <Box component="section" sx={{ mt: 4 }} aria-labelledby="due-payments-title">
          <Typography id="due-payments-title" component="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
            {t('paymentDues.transactionsTitle')}
          </Typography>
          {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
          <Box
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={t('paymentDues.transactionsLabel')}
          >
            <DueTransactionsTable transactions={payments.transactions} />
          </Box>
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
