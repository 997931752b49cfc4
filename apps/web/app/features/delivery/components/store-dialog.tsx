// Store selector (spec 001 §2; 000 §2): one logo tile per cooperative, 3 per row wide, 2 small.
// Picking the selected one moves to the address step; another moves on only when the customer
// accepted its disclaimers (check-disclaimer), otherwise its privacy options come first
// (store-privacy.ts: the account feature's form, provided by the shop layout).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Cart, Store } from '@sporta/contracts';
import { Suspense, useContext, useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { dialogWidths } from '../../../ui/theme';
import { listStores, selectStore } from '../api/delivery-api';
import { SetupDialogFrame } from './setup-dialog-frame';
import { StorePrivacyContext } from './store-privacy';

export function StoreDialog({
  cart,
  onCart,
  onNext,
  onClose,
}: {
  cart: Cart | null;
  onCart: (cart: Cart) => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const [stores, setStores] = useState<Store[]>([]);
  const [busy, setBusy] = useState(false);
  const [privacyFor, setPrivacyFor] = useState<Store | null>(null);
  const privacy = useContext(StorePrivacyContext);
  useEffect(() => {
    void listStores().then(setStores, () => setStores([]));
  }, []);
  const choose = async (s: Store) => {
    setBusy(true);
    try {
      onCart(await selectStore(s.storeId));
      onNext();
    } catch {
      // the request client showed the message
    } finally {
      setBusy(false);
    }
  };
  const pick = async (s: Store) => {
    if (cart?.store?.storeId === s.storeId) return onNext();
    if (privacy) {
      setBusy(true);
      const accepted = await privacy.accepted(s.storeId).catch(() => false);
      setBusy(false);
      if (!accepted) return setPrivacyFor(s);
    }
    await choose(s);
  };
  if (privacy && privacyFor)
    return (
      <SetupDialogFrame
        title={t('delivery.storePrivacyTitle', { name: privacyFor.name })}
        width={dialogWidths.store}
        onClose={onClose}
        testId="store-dialog"
      >
        <Suspense fallback={<Typography role="status">{t('common.loading')}</Typography>}>
          <privacy.Form
            storeId={privacyFor.storeId}
            storeName={privacyFor.name}
            onAccepted={() => void choose(privacyFor)}
            onCancel={() => setPrivacyFor(null)}
          />
        </Suspense>
      </SetupDialogFrame>
    );
  return (
    <SetupDialogFrame
      title={t('delivery.storeTitle')}
      width={dialogWidths.store}
      onClose={onClose}
      testId="store-dialog"
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
        }}
      >
        {stores.map((s) => {
          const selected = cart?.store?.storeId === s.storeId;
          return (
            <li key={s.storeId}>
              <ButtonBase
                onClick={() => void pick(s)}
                disabled={busy}
                aria-pressed={selected}
                sx={{
                  width: '100%',
                  height: '100%',
                  flexDirection: 'column',
                  gap: 1,
                  p: 2,
                  borderRadius: 3,
                  border: '2px solid',
                  borderColor: selected ? 'primary.main' : '#e5e5e5',
                  position: 'relative',
                  '&:hover': { borderColor: 'primary.light' },
                }}
              >
                {selected && (
                  <CheckCircleIcon
                    color="primary"
                    sx={{ position: 'absolute', top: 6, right: 6 }}
                    aria-label={t('delivery.storeSelected')}
                  />
                )}
                <Box
                  component="img"
                  src={s.logo}
                  alt=""
                  sx={{ width: '100%', maxWidth: 140, height: 64, objectFit: 'contain' }}
                />
                <Typography sx={{ fontWeight: 700, fontSize: 14, textAlign: 'center' }}>{s.name}</Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </SetupDialogFrame>
  );
}
