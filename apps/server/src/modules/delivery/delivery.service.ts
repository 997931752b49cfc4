// Delivery rules: which cooperative offers which service where, the shopper's
// addresses, the destination (warehouse, zone) of a service and address, time
// slots with their legend and the slot holds taken for a cart.
import type {
  Address,
  AddressCheckInput,
  AddressCheckResult,
  AddressRequestInput,
  AddressType,
  AddressUpdateInput,
  DeliveryService as DeliveryServiceDto,
  Place,
  Store,
  TimeslotDay,
} from '@sporta/contracts';
import {
  centsToEuro,
  isFastService,
  postalCode,
  distanceMeters,
  SHOP_AT_WORK_MESSAGES,
} from '@sporta/domain';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import {
  DeliveryRepository,
  type ServiceRecord,
  type UserAddressRecord,
  type WarehouseRecord,
  type ZoneRecord,
} from './delivery.repository';
import { GazetteerGeocoder, type Geocoder } from './geocoder';
import { TimeslotRepository, type Executor, type TimeslotRecord } from './timeslot.repository';
import { DeliverySlots } from './delivery-slots.service';
import { messages, type SlotView } from './delivery.messages';

export { messages, slotLabel, type SlotView } from './delivery.messages';

export const ADDRESS_TYPE_IDS: Record<AddressType, number> = { home: 1, drive: 2, locker: 3, onboard: 4 };

const KIND_OF_WAREHOUSE: Record<string, AddressType> = { store: 'drive', locker: 'locker', pier: 'onboard' };

export interface DeliveryOptions {
  holdMinutes: number;
  slotDays: number;
  proximityDistance: number;
}

/** Where a cart delivers: the result of choosing a service and an address. */
export interface Destination {
  storeId: number;
  deliveryServiceId: number;
  addressType: AddressType;
  addressId: number;
  warehouseId: number;
  zoneId: number | null;
  lockerMaxLevel: number | null;
  address: Address;
}

export class DeliveryService {
  private readonly repo: DeliveryRepository;
  readonly slots: TimeslotRepository;
  private network: Promise<{
    services: ServiceRecord[];
    warehouses: WarehouseRecord[];
    zones: ZoneRecord[];
  }> | null = null;
  private readonly timeslots: DeliverySlots;
  private served: { postcodes: Set<string>; at: number } | null = null;

  constructor(
    private readonly db: Database,
    readonly options: DeliveryOptions,
    readonly geocoder: Geocoder = new GazetteerGeocoder(),
  ) {
    this.repo = new DeliveryRepository(db);
    this.slots = new TimeslotRepository(db);
    this.timeslots = new DeliverySlots(db, this.slots, options, {
      service: (id) => this.service(id),
      network: () => this.net(),
    });
  }

  /** The network changes only with the seed or the back office: cached for a minute. */
  private async net() {
    if (!this.network) {
      const loading = Promise.all([this.repo.services(), this.repo.warehouses(), this.repo.zones()]).then(
        ([services, warehouses, zones]) => ({ services, warehouses, zones }),
      );
      this.network = loading;
      loading.catch(() => (this.network = null));
      setTimeout(() => {
        if (this.network === loading) this.network = null;
      }, 60_000).unref();
    }
    return this.network;
  }

  // ---- services and stores ----

  serviceDto(s: ServiceRecord): DeliveryServiceDto {
    return {
      deliveryServiceId: s.deliveryServiceId,
      storeId: s.storeId,
      name: s.name,
      descr: s.descr,
      cssClass: s.cssClass,
      showTab: s.showTab,
      kind: s.kind,
      fast: s.fast,
      addressType: s.kind === 'home' ? 'home' : s.kind,
      deliveryFee: centsToEuro(s.feeCents),
      freeOver: s.freeOverCents === null ? null : centsToEuro(s.freeOverCents),
      surcharge: centsToEuro(s.surchargeCents),
      promoShortDescr: s.feePromoText,
    };
  }

  async service(deliveryServiceId: number): Promise<ServiceRecord | undefined> {
    return (await this.net()).services.find((s) => s.deliveryServiceId === deliveryServiceId);
  }

  async services(filter: { storeId?: number; addressType?: AddressType } = {}): Promise<ServiceRecord[]> {
    return (await this.net()).services.filter(
      (s) =>
        (filter.storeId === undefined || s.storeId === filter.storeId) &&
        (filter.addressType === undefined || s.kind === filter.addressType),
    );
  }

  async stores(selection: { storeId: number | null; deliveryServiceId: number | null }): Promise<Store[]> {
    const [stores, services] = await Promise.all([this.repo.stores(), this.services()]);
    return stores.map((st) => ({
      ...st,
      deliveryServiceId: selection.storeId === st.storeId ? selection.deliveryServiceId : null,
      deliveryServices: services.filter((s) => s.storeId === st.storeId).map((s) => this.serviceDto(s)),
      selected: selection.storeId === st.storeId,
    }));
  }

  async store(storeId: number, selection: { storeId: number | null; deliveryServiceId: number | null }) {
    const store = (await this.stores(selection)).find((s) => s.storeId === storeId);
    if (!store) throw AppError.business('error.store.not_found', 'La cooperativa richiesta non esiste.');
    return store;
  }

  async warehouse(warehouseId: number): Promise<WarehouseRecord | undefined> {
    return (await this.net()).warehouses.find((w) => w.warehouseId === warehouseId);
  }

  // ---- addresses ----

  warehouseAddress(w: WarehouseRecord, deliveryServiceId: number | null, distance?: number): Address {
    const addressType = KIND_OF_WAREHOUSE[w.kind] ?? 'drive';
    return {
      addressId: w.warehouseId,
      addressType,
      addressTypeId: ADDRESS_TYPE_IDS[addressType],
      deliveryServiceId: deliveryServiceId ?? w.services[0] ?? null,
      addressName: w.name,
      address1: w.address1,
      addressNumber: w.addressNumber,
      address2: '',
      city: w.city,
      province: w.province,
      postalcode: w.postalcode,
      country: 'IT',
      latitude: w.latitude,
      longitude: w.longitude,
      zoneId: null,
      warehouseId: w.warehouseId,
      storeId: w.storeId,
      active: 1,
      selected: false,
      autoAssigned: false,
      ...(addressType === 'locker' ? { lockerMaxLevel: w.lockerMaxLevel } : {}),
      ...(distance !== undefined ? { distance: Math.round(distance) } : {}),
    };
  }

  async userAddressDto(a: UserAddressRecord): Promise<Address> {
    const zone = a.zoneId === null ? undefined : (await this.net()).zones.find((z) => z.zoneId === a.zoneId);
    const addressType = (a.addressType as AddressType) ?? 'home';
    return {
      addressId: a.addressId,
      addressType,
      addressTypeId: ADDRESS_TYPE_IDS[addressType] ?? 1,
      deliveryServiceId: a.deliveryServiceId,
      addressName: a.addressName,
      address1: a.address1,
      addressNumber: a.addressNumber,
      address2: a.address2,
      city: a.city,
      province: a.province,
      postalcode: a.postalcode,
      country: a.country,
      latitude: a.latitude,
      longitude: a.longitude,
      zoneId: a.zoneId,
      warehouseId: zone?.warehouseId ?? null,
      storeId: zone?.storeId ?? null,
      active: a.zoneId === null ? 0 : 1,
      selected: false,
      autoAssigned: false,
      doorbellName: a.doorbellName,
      floor: a.floor,
      phone: a.phone,
      notes: a.notes,
    };
  }

  /** Pick-up points, lockers or piers offering a service type (nearest first with coordinates). */
  async pickupAddresses(filter: {
    addressType?: AddressType;
    deliveryServiceId?: number;
    storeId?: number;
    latitude?: number;
    longitude?: number;
    distance?: number;
  }): Promise<Address[]> {
    const { warehouses, services } = await this.net();
    const serviceIds = filter.deliveryServiceId
      ? [filter.deliveryServiceId]
      : services
          .filter(
            (s) =>
              s.kind === (filter.addressType ?? 'drive') &&
              (filter.storeId === undefined || s.storeId === filter.storeId),
          )
          .map((s) => s.deliveryServiceId);
    const near = filter.latitude !== undefined && filter.longitude !== undefined;
    const list = warehouses
      .filter((w) => w.kind !== 'hub' && w.services.some((id) => serviceIds.includes(id)))
      .filter((w) => filter.storeId === undefined || w.storeId === filter.storeId)
      .map((w) => ({
        w,
        distance: near
          ? distanceMeters(filter.latitude!, filter.longitude!, w.latitude, w.longitude)
          : undefined,
      }))
      .filter((x) => !near || x.distance! <= (filter.distance ?? this.options.proximityDistance));
    if (near) list.sort((a, b) => a.distance! - b.distance!);
    return list.map(({ w, distance }) =>
      this.warehouseAddress(w, w.services.find((id) => serviceIds.includes(id)) ?? null, distance),
    );
  }

  /** The shopper's addresses of a type: own home addresses, or the pick-up points. */
  async addressList(userId: number, addressType: AddressType, storeId?: number): Promise<Address[]> {
    if (addressType === 'home') {
      const rows = await this.repo.userAddresses(userId, 'home');
      const list = await Promise.all(rows.map((a) => this.userAddressDto(a)));
      return storeId === undefined ? list : list.filter((a) => a.storeId === storeId);
    }
    return this.pickupAddresses({ addressType, storeId });
  }

  /** Every address usable with a cooperative's services (user-address/list-store). */
  async addressesOfStore(userId: number, storeId: number): Promise<Address[]> {
    const types: AddressType[] = ['home', 'drive', 'locker', 'onboard'];
    const lists = await Promise.all(types.map((t) => this.addressList(userId, t, storeId)));
    return lists.flat();
  }

  async addressView(userId: number, addressId: number): Promise<Address> {
    const a = await this.repo.userAddress(userId, addressId);
    if (!a) throw AppError.business('error.address.not_found', messages.addressNotFound);
    return this.userAddressDto(a);
  }

  /** The address a cart points at (null when it no longer exists). */
  async addressOf(
    userId: number | null,
    addressType: string | null,
    addressId: number | null,
    deliveryServiceId: number | null,
  ): Promise<Address | null> {
    if (addressId === null || addressType === null) return null;
    if (addressType === 'home') {
      const a = userId === null ? undefined : await this.repo.userAddress(userId, addressId);
      return a ? { ...(await this.userAddressDto(a)), deliveryServiceId, selected: true } : null;
    }
    const w = await this.warehouse(addressId);
    return w ? { ...this.warehouseAddress(w, deliveryServiceId), selected: true } : null;
  }

  /** Address autocomplete: places of the geocoder, each saying whether a delivery zone serves it. */
  async suggestPlaces(query: string): Promise<Place[]> {
    if (!this.served || Date.now() - this.served.at > 60_000)
      this.served = { postcodes: new Set(await this.repo.servedPostcodes()), at: Date.now() };
    const served = this.served.postcodes;
    const places = await this.geocoder.suggest(query);
    return places.map((p) => ({
      ...p,
      postcodes: [...p.postcodes],
      served: p.postcodes.some((c) => served.has(c)),
    }));
  }

  /** Which zones and services reach a postcode (and, with coordinates, a hub within range). */
  async check(input: AddressCheckInput): Promise<AddressCheckResult> {
    const { zones, services, warehouses } = await this.net();
    const zoneIds = new Set<number>();
    if (input.postalcode) for (const id of await this.repo.zonesByPostcode(input.postalcode)) zoneIds.add(id);
    if (input.latitude !== undefined && input.longitude !== undefined) {
      for (const z of zones) {
        const hub = warehouses.find((w) => w.warehouseId === z.warehouseId);
        if (
          hub &&
          distanceMeters(input.latitude, input.longitude, hub.latitude, hub.longitude) <= z.maxDistanceM
        )
          zoneIds.add(z.zoneId);
      }
    }
    const served = zones.filter((z) => zoneIds.has(z.zoneId));
    const homeServices = services.filter(
      (s) => s.kind === 'home' && served.some((z) => z.storeId === s.storeId),
    );
    const near =
      input.latitude !== undefined && input.longitude !== undefined
        ? await this.pickupAddresses({
            addressType: 'drive',
            latitude: input.latitude,
            longitude: input.longitude,
          })
        : [];
    const pickupServices = services.filter(
      (s) => s.kind !== 'home' && near.some((a) => a.deliveryServiceId === s.deliveryServiceId),
    );
    const all = [...homeServices, ...pickupServices].sort(
      (a, b) => a.deliveryServiceId - b.deliveryServiceId,
    );
    return {
      served: all.length > 0,
      deliveryServiceAvailable: homeServices.length > 0,
      deliveryServices: all.map((s) => this.serviceDto(s)),
      zoneId: served[0]?.zoneId ?? null,
      warehouseId: served[0]?.warehouseId ?? null,
    };
  }

  /** Creates or updates a home address; it must be served by a delivery zone. */
  async saveAddress(userId: number, input: AddressUpdateInput): Promise<Address> {
    const cap = postalCode({ required: true })(input.postalcode);
    if (cap !== true || !/^\d{5}$/.test(input.postalcode))
      throw AppError.business(
        'error.address.postalcode',
        typeof cap === 'string' ? cap : 'Il CAP deve essere di 5 cifre',
      );
    const zoneIds = await this.repo.zonesByPostcode(input.postalcode, input.city);
    const fallback = zoneIds.length ? zoneIds : await this.repo.zonesByPostcode(input.postalcode);
    if (!fallback.length)
      throw AppError.business('error.address.not_covered', messages.notCovered, {
        data: { deliveryServiceAvailable: false },
      });
    const zone = (await this.net()).zones.find((z) => z.zoneId === fallback[0]);
    const id = input.addressId || input.address_id || 0;
    const existing = id ? await this.repo.userAddress(userId, id) : undefined;
    if (id && !existing) throw AppError.business('error.address.not_found', messages.addressNotFound);
    if (existing && (await this.repo.workplaceWeekdays(existing.addressId)))
      throw AppError.business('error.address.workplace', SHOP_AT_WORK_MESSAGES.addressLocked);
    const homeService = (await this.services({ storeId: zone?.storeId, addressType: 'home' })).find(
      (s) => !s.fast,
    );
    const record = {
      userId,
      addressType: 'home',
      deliveryServiceId: homeService?.deliveryServiceId ?? null,
      addressName: input.addressName?.trim() || `${input.address1.trim()} ${input.addressNumber.trim()}`,
      address1: input.address1.trim(),
      addressNumber: input.addressNumber.trim(),
      address2: input.address2?.trim() ?? '',
      city: input.city.trim(),
      province: input.province,
      postalcode: input.postalcode,
      country: 'IT',
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      zoneId: zone?.zoneId ?? null,
      warehouseId: null,
      doorbellName: input.doorbellName ?? existing?.doorbellName ?? '',
      floor: input.floor ?? existing?.floor ?? '',
      phone: input.phone ?? existing?.phone ?? '',
      notes: input.notes ?? existing?.notes ?? '',
    };
    let addressId = id;
    if (existing) await this.repo.updateAddress({ ...record, addressId: existing.addressId });
    else addressId = await this.repo.insertAddress(record);
    return this.addressView(userId, addressId);
  }

  async deleteAddress(userId: number, addressId: number): Promise<void> {
    const ok = await this.repo.softDeleteAddress(userId, addressId);
    if (!ok) throw AppError.business('error.address.not_found', messages.addressNotFound);
  }

  async saveAddressRequest(userId: number | null, input: AddressRequestInput): Promise<number> {
    return this.repo.insertAddressRequest(this.repo.executor, {
      userId,
      email: input.email ?? '',
      address1: input.address1 ?? '',
      addressNumber: input.addressNumber ?? '',
      city: input.city ?? '',
      province: input.province ?? '',
      postalcode: input.postalcode ?? '',
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      payload: { ...input },
    });
  }

  /**
   * The destination of a service and address: the warehouse whose slots, prices
   * and stock apply. Home addresses are the user's own (never another user's).
   */
  async destination(
    userId: number | null,
    choice: { addressType?: AddressType; addressId: number; deliveryServiceId?: number },
  ): Promise<Destination> {
    const { zones, services } = await this.net();
    const requested = choice.deliveryServiceId ? await this.service(choice.deliveryServiceId) : undefined;
    if (choice.deliveryServiceId && !requested)
      throw AppError.business('error.service.not_found', messages.serviceNotFound);
    const addressType: AddressType =
      choice.addressType ?? (requested ? (requested.kind as AddressType) : 'drive');
    if (addressType === 'home') {
      const a = userId === null ? undefined : await this.repo.userAddress(userId, choice.addressId);
      if (!a) throw AppError.business('error.address.not_found', messages.addressNotFound);
      const zone = zones.find((z) => z.zoneId === a.zoneId);
      if (!zone) throw AppError.business('error.address.not_covered', messages.notCovered);
      const service =
        requested ?? services.find((s) => s.storeId === zone.storeId && s.kind === 'home' && !s.fast);
      if (!service || service.kind !== 'home' || service.storeId !== zone.storeId)
        throw AppError.business('error.service.mismatch', messages.serviceMismatch);
      const address = await this.userAddressDto(a);
      return {
        storeId: zone.storeId,
        deliveryServiceId: service.deliveryServiceId,
        addressType,
        addressId: a.addressId,
        warehouseId: zone.warehouseId,
        zoneId: zone.zoneId,
        lockerMaxLevel: null,
        address: { ...address, deliveryServiceId: service.deliveryServiceId, selected: true },
      };
    }
    const w = await this.warehouse(choice.addressId);
    if (!w || KIND_OF_WAREHOUSE[w.kind] !== addressType)
      throw AppError.business('error.address.not_found', messages.addressNotFound);
    const serviceId = requested?.deliveryServiceId ?? w.services.find((id) => !isFastService(id));
    if (serviceId === undefined || !w.services.includes(serviceId))
      throw AppError.business('error.service.mismatch', messages.serviceMismatch);
    return {
      storeId: w.storeId,
      deliveryServiceId: serviceId,
      addressType,
      addressId: w.warehouseId,
      warehouseId: w.warehouseId,
      zoneId: null,
      lockerMaxLevel: addressType === 'locker' ? w.lockerMaxLevel : null,
      address: { ...this.warehouseAddress(w, serviceId), selected: true },
    };
  }

  // ---- time slots and holds (delivery-slots.service.ts) ----

  ensureSlots(warehouseId: number, deliveryServiceId: number): Promise<void> {
    return this.timeslots.ensureSlots(warehouseId, deliveryServiceId);
  }

  /** Generates the slots again from the weekly templates, now (a template was changed, ADR 0061). */
  regenerateSlots(warehouseId: number, deliveryServiceId: number): Promise<void> {
    return this.timeslots.ensureSlots(warehouseId, deliveryServiceId, true);
  }

  ensureAllSlots(): Promise<void> {
    return this.timeslots.ensureAllSlots();
  }

  /** The agreed weekdays of the cart's address when it is a shop-at-work address, else null. */
  async agreedWeekdays(addressType: string | null, addressId: number | null): Promise<number[] | null> {
    if (addressType !== 'home' || addressId === null) return null;
    return this.repo.workplaceWeekdays(addressId);
  }

  timeslotDays(...args: Parameters<DeliverySlots['timeslotDays']>): Promise<TimeslotDay[]> {
    return this.timeslots.timeslotDays(...args);
  }

  slotView(r: TimeslotRecord): SlotView {
    return this.timeslots.slotView(r);
  }

  slot(timeslotId: number, executor?: Executor): Promise<TimeslotRecord | undefined> {
    return this.timeslots.slot(timeslotId, executor);
  }

  holdSlot(
    ...args: Parameters<DeliverySlots['holdSlot']>
  ): Promise<{ slot: TimeslotRecord; expiresAt: Date }> {
    return this.timeslots.holdSlot(...args);
  }

  holdOf(executor: Executor, cartId: number) {
    return this.timeslots.holdOf(executor, cartId);
  }

  releaseHold(executor: Executor, cartId: number): Promise<void> {
    return this.timeslots.releaseHold(executor, cartId);
  }

  consumeHold(executor: Executor, cartId: number): Promise<number | undefined> {
    return this.timeslots.consumeHold(executor, cartId);
  }

  releaseOrderPlace(executor: Executor, timeslotId: number): Promise<void> {
    return this.timeslots.releaseOrderPlace(executor, timeslotId);
  }

  takeOrderPlace(
    executor: Executor,
    timeslotId: number,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord> {
    return this.timeslots.takeOrderPlace(executor, timeslotId, zoneId);
  }

  slotsOn(
    warehouseId: number,
    deliveryServiceId: number,
    date: string,
    zoneId: number | null = null,
  ): Promise<TimeslotRecord[]> {
    return this.timeslots.slotsOn(warehouseId, deliveryServiceId, date, zoneId);
  }

  sweep(): Promise<number> {
    return this.timeslots.sweep();
  }

  // ---- fees ----

  async deliveryFee(deliveryServiceId: number | null, itemsCents: number) {
    const service = deliveryServiceId === null ? undefined : await this.service(deliveryServiceId);
    if (!service) return { feeCents: 0, surchargeCents: 0, freeOverCents: null, promo: '', service };
    const free = service.freeOverCents !== null && itemsCents >= service.freeOverCents;
    return {
      feeCents: free ? 0 : service.feeCents,
      surchargeCents: service.surchargeCents,
      freeOverCents: service.freeOverCents,
      promo: service.feePromoText,
      service,
    };
  }
}
