// Address and service selector (spec 001 §2): a tab per delivery service, the FAST group with
// its heading, the radio list with a case-insensitive filter, add-address for home delivery,
// change-cooperative, edit link; choosing previews and lists the items that would be removed.
import BoltIcon from '@mui/icons-material/Bolt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import type { Address, Cart, DeliveryService } from '@sporta/contracts';
import { useEffect, useMemo, useState } from 'react';
import { isAddressLocked } from '@sporta/domain/status';
import { t } from '../../../i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { closeAllDialogs } from '../../../ui/dialogs/dialog-stack';
import { dialogWidths } from '../../../ui/theme';
import { listAddresses, listStores, previewAddress, selectAddress } from '../api/delivery-api';
import { RemovedItemsDialog } from './removed-items-dialog';
import { SetupDialogFrame } from './setup-dialog-frame';

export function filterAddresses(addresses: Address[], filter: string): Address[] {
  const q = filter.trim().toLowerCase();
  if (!q) return addresses;
  return addresses.filter((a) =>
    [a.addressName, a.address1, a.city].some((v) => v.toLowerCase().includes(q)),
  );
}

export function AddressDialog({
  cart,
  onCart,
  onNext,
  onChangeStore,
  onClose,
}: {
  cart: Cart | null;
  onCart: (cart: Cart) => void;
  /** After the address is set: `cart` is the cart it gave (its slot may be gone). */
  onNext: (cart: Cart) => void;
  onChangeStore: () => void;
  onClose: () => void;
}) {
  const [services, setServices] = useState<DeliveryService[]>([]);
  const [serviceId, setServiceId] = useState<number | undefined>(cart?.selectedService?.deliveryServiceId);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<{ address: Address; removed: Cart['cartItems'] } | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = cart ? isAddressLocked(cart.cartStatusId) : false;
  // On a phone the service tabs share the width, their names on two lines, none cut or hidden.
  const small = useMediaQuery('(max-width:599.95px)');

  useEffect(() => {
    void listStores().then((stores) => {
      const store = stores.find((s) => s.storeId === cart?.store?.storeId);
      const list = (store?.deliveryServices ?? []).filter((s) => s.showTab);
      setServices(list);
      setServiceId((id) =>
        id && list.some((s) => s.deliveryServiceId === id)
          ? id
          : list.find((s) => !s.fast)?.deliveryServiceId,
      );
    });
  }, [cart?.store?.storeId]);

  const service = services.find((s) => s.deliveryServiceId === serviceId);
  useEffect(() => {
    if (!service) return;
    setAddresses([]);
    void listAddresses(service).then(setAddresses, () => setAddresses([]));
  }, [service]);

  const shown = useMemo(() => filterAddresses(addresses, filter), [addresses, filter]);
  const regular = services.filter((s) => !s.fast);
  const fast = services.filter((s) => s.fast);
  const selectedId =
    cart?.shippingAddress && cart.selectedService?.deliveryServiceId === serviceId
      ? cart.shippingAddress.addressId
      : null;

  const commit = async (address: Address) => {
    if (!service) return;
    setBusy(true);
    try {
      const next = await selectAddress({
        addressType: service.addressType,
        addressId: address.addressId,
        deliveryServiceId: service.deliveryServiceId,
      });
      onCart(next);
      onNext(next);
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };
  const choose = async (address: Address) => {
    if (!service || locked) return;
    setBusy(true);
    try {
      const preview = await previewAddress({
        addressType: service.addressType,
        addressId: address.addressId,
        deliveryServiceId: service.deliveryServiceId,
      });
      setBusy(false);
      if (preview.removedCartItems?.length) setPending({ address, removed: preview.removedCartItems });
      else await commit(address);
    } catch {
      setBusy(false);
    }
  };

  return (
    <SetupDialogFrame
      title={t('delivery.addressTitle')}
      width={dialogWidths.address}
      onClose={onClose}
      testId="address-dialog"
      actions={
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onChangeStore}>{t('delivery.changeStore')}</Button>
          {service?.kind === 'home' && (
            <Button
              component={RouterLink}
              to="/profile/addresses/manage"
              variant="outlined"
              onClick={closeAllDialogs}
            >
              {t('delivery.addAddress')}
            </Button>
          )}
        </DialogActions>
      }
    >
      <Tabs
        value={regular.some((s) => s.deliveryServiceId === serviceId) ? serviceId : false}
        onChange={(_, v: number) => setServiceId(v)}
        variant={small ? 'fullWidth' : 'scrollable'}
        allowScrollButtonsMobile
        aria-label={t('delivery.addressTitle')}
      >
        {regular.map((s) => (
          <Tab
            key={s.deliveryServiceId}
            value={s.deliveryServiceId}
            label={s.name}
            wrapped={small}
            sx={small ? { minWidth: 0, px: 0.5, fontSize: 13, lineHeight: 1.3 } : undefined}
          />
        ))}
      </Tabs>
      {fast.length > 0 && (
        <Box
          sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: '#fff7e0' }}
          role="group"
          aria-labelledby="fast-heading"
        >
          <Typography id="fast-heading" sx={{ fontWeight: 700, mb: 1 }}>
            {t('delivery.fastHeading')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {fast.map((s) => (
              <Chip
                key={s.deliveryServiceId}
                icon={<BoltIcon />}
                label={s.name}
                clickable
                color={s.deliveryServiceId === serviceId ? 'primary' : 'default'}
                aria-pressed={s.deliveryServiceId === serviceId}
                onClick={() => setServiceId(s.deliveryServiceId)}
              />
            ))}
          </Box>
        </Box>
      )}
      {service && (
        <>
          <Typography sx={{ mt: 2, fontSize: 14, color: 'text.secondary' }}>{service.descr}</Typography>
          <TextField
            label={t('delivery.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            size="small"
            fullWidth
            sx={{ mt: 2 }}
            type="search"
          />
          {shown.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('delivery.noAddresses')}</Typography>
          ) : (
            <RadioGroup
              aria-label={t('delivery.addressList', { service: service.name })}
              value={selectedId ?? ''}
              sx={{ mt: 1, maxHeight: 340, overflowY: 'auto', flexWrap: 'nowrap' }}
            >
              {shown.map((a) => (
                <Box
                  key={a.addressId}
                  sx={{ display: 'flex', alignItems: 'center', borderBottom: '1px solid #f0f0f0' }}
                >
                  <FormControlLabel
                    value={a.addressId}
                    disabled={busy || locked}
                    control={<Radio onClick={() => void choose(a)} />}
                    sx={{ flex: 1, py: 0.5 }}
                    label={
                      <span>
                        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {a.addressName || `${a.address1} ${a.addressNumber}`}
                        </Box>
                        <Box
                          component="span"
                          sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}
                        >
                          {a.address1} {a.addressNumber}, {a.postalcode} {a.city} ({a.province})
                        </Box>
                      </span>
                    }
                  />
                  {a.addressType === 'home' && (
                    <Link
                      component={RouterLink}
                      to={`/profile/addresses/manage/${a.addressId}`}
                      onClick={closeAllDialogs}
                      aria-label={t('delivery.editLabel', { name: a.addressName || a.address1 })}
                      sx={{ fontSize: 14 }}
                    >
                      {t('delivery.edit')}
                    </Link>
                  )}
                </Box>
              ))}
            </RadioGroup>
          )}
        </>
      )}
      {pending && (
        <RemovedItemsDialog
          items={pending.removed}
          onClose={(yes) => {
            const chosen = pending.address;
            setPending(null);
            if (yes) void commit(chosen);
          }}
        />
      )}
    </SetupDialogFrame>
  );
}
