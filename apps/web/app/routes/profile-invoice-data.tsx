// /profile/invoice-data (spec 000 §2; issue 5 §7 fiscal persons): the invoice data used at
// checkout — private person, company or sole proprietor — edited with the account's billing form
// that the checkout uses too (one way to enter it), and every saved set of invoice data with delete.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { getBillingData, type BillingData } from '../features/account/api/billing-data';
import { deletePersonFiscal, listPersonFiscals, type PersonFiscal } from '../features/account/api/profile';
import { BillingForm } from '../features/account/components/billing-form';
import { ConfirmDialog } from '../features/cart/components/confirm-dialog';
import { t } from '../i18n/i18n';
import { ApiError } from '../lib/api/envelope';
import { notify } from '../lib/notify/notify';
import { seoMeta } from '../lib/seo';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('invoiceData.title') }), { name: 'robots', content: 'noindex' }];
}

function describe(p: PersonFiscal): string {
  const who = p.personType === 'company' ? p.companyName : `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
  const tax = [p.vatCode && `P.IVA ${p.vatCode}`, p.fiscalCode && `C.F. ${p.fiscalCode}`]
    .filter(Boolean)
    .join(' · ');
  return [who, tax].filter(Boolean).join(' — ');
}

export default function InvoiceDataPage() {
  const [current, setCurrent] = useState<BillingData | null | undefined>(undefined);
  const [saved, setSaved] = useState<PersonFiscal[]>([]);
  const [deleting, setDeleting] = useState<PersonFiscal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const load = useCallback(() => {
    Promise.all([getBillingData(), listPersonFiscals()]).then(
      ([billing, list]) => {
        setCurrent(billing);
        setSaved(list);
        setFormKey((k) => k + 1);
      },
      (e: unknown) => setError(e instanceof ApiError ? e.message : t('errors.generic')),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('invoiceData.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('invoiceData.intro')}</Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {current !== undefined && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
          <BillingForm
            key={formKey}
            initial={current}
            onSaved={() => {
              notify('success', t('invoiceData.saved'));
              load();
            }}
          />
        </Paper>
      )}
      {saved.length > 0 && (
        <Box component="section" aria-labelledby="invoice-saved">
          <Typography id="invoice-saved" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('invoiceData.saved_list')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {saved.map((p) => (
              <Paper
                component="li"
                variant="outlined"
                key={p.personFiscalId}
                sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                data-testid="person-fiscal"
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{describe(p)}</Typography>
                  <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                    {p.address1} {p.addressNumber}, {p.postalcode} {p.city} {p.province && `(${p.province})`}
                  </Typography>
                </Box>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setDeleting(p)}
                  aria-label={t('invoiceData.deleteLabel', { name: describe(p) })}
                >
                  {t('invoiceData.delete')}
                </Button>
              </Paper>
            ))}
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('invoiceData.delete')}
        text={t('invoiceData.deleteConfirm', { name: deleting ? describe(deleting) : '' })}
        confirmLabel={t('invoiceData.delete')}
        onClose={(yes) => {
          const target = deleting;
          setDeleting(null);
          if (yes && target)
            void deletePersonFiscal(target.personFiscalId).then(load, (e: unknown) =>
              setError(e instanceof ApiError ? e.message : t('errors.generic')),
            );
        }}
      />
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
