// /profile/payment-method (spec 001 §2, login required through /profile): the saved cards,
// each deletable after a confirmation (payment-type/delete-auth).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../features/cart/components/confirm-dialog';
import { deletePaymentAuth, getPaymentTypes, type PaymentAuth } from '../features/checkout/api/checkout';
import { SavedCards } from '../features/checkout/components/saved-cards';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('payment.methods.title') }), { name: 'robots', content: 'noindex' }];
}

export default function ProfilePaymentMethodPage() {
  const [auths, setAuths] = useState<PaymentAuth[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [toDelete, setToDelete] = useState<PaymentAuth | null>(null);
  useEffect(() => {
    let alive = true;
    getPaymentTypes()
      .then((list) => alive && setAuths(list.auths))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('payment.methods.title')}
      </Typography>
      <Typography>{t('payment.methods.intro')}</Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!auths && !failed && <Typography sx={{ mt: 2 }}>{t('common.loading')}</Typography>}
      {auths && <SavedCards auths={auths} onDelete={setToDelete} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('payment.methods.deleteTitle')}
        text={t('payment.methods.deleteText', { card: toDelete?.card ?? '' })}
        confirmLabel={t('payment.methods.delete')}
        onClose={(yes) => {
          const auth = toDelete;
          setToDelete(null);
          if (yes && auth)
            void deletePaymentAuth(auth.userPaymentAuthId)
              .then((list) => setAuths(list.auths))
              .catch(() => undefined);
        }}
      />
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
