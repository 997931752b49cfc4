// The delivery-setup calls of spec 001 §7 (stores, addresses, time slots). Each changing call
// answers the whole cart, which the caller hands back to the cart through `onCart`.
import type { Address, AddressCheckResult, Cart, Place, Store, TimeslotDay } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { apiRequest, unwrap } from '../../../lib/api/client';

export async function listStores(): Promise<Store[]> {
  return unwrap(await apiRequest<{ stores: Store[] }>('store/list', { quiet: true })).stores;
}

export async function selectStore(storeId: number): Promise<Cart> {
  return unwrap(
    await apiRequest<Cart>('store/select', {
      method: 'POST',
      body: { store_id: storeId },
      failureMessage: t('errors.errorSettingStore'),
    }),
  );
}

/** Home addresses of the shopper, or the pick-up points of one delivery service. */
export async function listAddresses(service: {
  deliveryServiceId: number;
  kind: string;
}): Promise<Address[]> {
  const envelope =
    service.kind === 'home'
      ? await apiRequest<{ addresses: Address[] }>('user-address/list', {
          query: { address_type: 'home' },
          quiet: true,
        })
      : await apiRequest<{ addresses: Address[] }>('user-address/delivery-service-list', {
          query: { delivery_service_id: service.deliveryServiceId },
          quiet: true,
        });
  return unwrap(envelope).addresses;
}

interface AddressChoice {
  addressType: string;
  addressId: number;
  deliveryServiceId: number;
}

export async function previewAddress(c: AddressChoice): Promise<Cart> {
  return unwrap(
    await apiRequest<Cart>('user-address/preview', {
      query: {
        address_type: c.addressType,
        address_id: c.addressId,
        delivery_service_id: c.deliveryServiceId,
      },
    }),
  );
}

export async function selectAddress(c: AddressChoice): Promise<Cart> {
  return unwrap(
    await apiRequest<Cart>('user-address/select', {
      method: 'POST',
      body: {
        address_type: c.addressType,
        address_id: c.addressId,
        delivery_service_id: c.deliveryServiceId,
      },
      failureMessage: t('errors.errorSettingAddress'),
    }),
  );
}

export async function listTimeslots(): Promise<TimeslotDay[]> {
  return unwrap(await apiRequest<TimeslotDay[]>('timeslot/list', { quiet: true }));
}

export async function selectTimeslot(timeslotId: number, date: string): Promise<Cart> {
  return unwrap(
    await apiRequest<Cart>('timeslot/select', {
      query: { timeslot_id: timeslotId, sel_date: date },
      failureMessage: t('errors.errorSettingTimeslot'),
    }),
  );
}

export interface AddressFields {
  addressId?: number;
  addressName?: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  doorbellName?: string;
}

/** /service-discovery checking this address (its addressData parameter, spec 001 §2). */
export function discoveryHref(a: Partial<AddressFields>): string {
  const data = {
    address1: a.address1 ?? '',
    addressNumber: a.addressNumber ?? '',
    postalcode: a.postalcode ?? '',
    city: a.city ?? '',
    province: a.province ?? '',
  };
  return `/service-discovery?addressData=${encodeURIComponent(JSON.stringify(data))}`;
}

/** Is an address served? Not served is an answer, not a failure. */
export async function checkAddress(fields: Partial<AddressFields>): Promise<AddressCheckResult> {
  const envelope = await apiRequest<AddressCheckResult>('user-address/check', {
    method: 'POST',
    body: fields,
    quiet: true,
  });
  if (envelope.response.status === 0) return envelope.data;
  if (envelope.data && 'served' in (envelope.data as object)) return envelope.data;
  return {
    served: false,
    deliveryServiceAvailable: false,
    deliveryServices: [],
    zoneId: null,
    warehouseId: null,
  };
}

export async function saveAddress(fields: AddressFields): Promise<Address> {
  return unwrap(await apiRequest<Address>('user-address/update', { method: 'POST', body: fields }));
}

export async function viewAddress(addressId: number): Promise<Address> {
  return unwrap(
    await apiRequest<Address>('user-address/view', { query: { address_id: addressId }, quiet: true }),
  );
}

export async function deleteAddress(addressId: number): Promise<void> {
  unwrap(
    await apiRequest<{ addressId: number }>('user-address/delete', { query: { address_id: addressId } }),
  );
}

/** Notify-me form for an address not yet covered. */
export async function saveAddressRequest(
  fields: Partial<AddressFields> & { email?: string; token_recaptcha?: string },
): Promise<void> {
  unwrap(
    await apiRequest<{ addressRequestId: number }>('eurospin-address-form/save-new-address', {
      method: 'POST',
      body: fields,
    }),
  );
}

/** Address autocomplete (issue 6 §4): municipalities and CAPs of the server's geocoder. */
export async function suggestPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const envelope = await apiRequest<{ places: Place[] }>('address/autocomplete', {
    query: { q },
    quiet: true,
    signal,
  });
  return envelope.response.status === 0 ? envelope.data.places : [];
}
