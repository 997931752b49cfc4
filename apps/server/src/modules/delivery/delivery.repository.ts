// SQL of the delivery network (stores, services, warehouses, zones) and of the
// shopper's addresses. Rows are mapped to camelCase records here.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import type { DB } from '../../platform/db-schema';

export interface StoreRecord {
  storeId: number;
  name: string;
  slug: string;
  logo: string;
  description: string;
}

export interface ServiceRecord {
  deliveryServiceId: number;
  storeId: number;
  kind: 'drive' | 'home' | 'locker' | 'onboard';
  fast: boolean;
  name: string;
  descr: string;
  cssClass: string;
  showTab: boolean;
  surchargeCents: number;
  feeCents: number;
  freeOverCents: number | null;
  feePromoText: string;
}

export interface WarehouseRecord {
  warehouseId: number;
  storeId: number;
  kind: string;
  name: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  priceWarehouseId: number | null;
  lockerMaxLevel: number | null;
  services: number[];
}

export interface ZoneRecord {
  zoneId: number;
  storeId: number;
  warehouseId: number;
  name: string;
  maxDistanceM: number;
}

export interface UserAddressRecord {
  addressId: number;
  userId: number;
  addressType: string;
  deliveryServiceId: number | null;
  addressName: string;
  address1: string;
  addressNumber: string;
  address2: string;
  city: string;
  province: string;
  postalcode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  zoneId: number | null;
  warehouseId: number | null;
  doorbellName: string;
  floor: string;
  phone: string;
  notes: string;
}

export type NewUserAddress = Omit<UserAddressRecord, 'addressId'>;

type Executor = Kysely<DB>;

export class DeliveryRepository {
  constructor(private readonly db: Database) {}

  async stores(): Promise<StoreRecord[]> {
    const rows = await this.db
      .selectFrom('store')
      .select(['store_id', 'name', 'slug', 'logo', 'description'])
      .orderBy('store_id')
      .execute();
    return rows.map((r) => ({
      storeId: r.store_id,
      name: r.name,
      slug: r.slug,
      logo: r.logo,
      description: r.description,
    }));
  }

  async services(): Promise<ServiceRecord[]> {
    const rows = await this.db
      .selectFrom('delivery_service')
      .select([
        'delivery_service_id',
        'store_id',
        'kind',
        'fast',
        'name',
        'descr',
        'css_class',
        'show_tab',
        'surcharge_cents',
        'fee_cents',
        'free_over_cents',
        'fee_promo_text',
      ])
      .orderBy('delivery_service_id')
      .execute();
    return rows.map((r) => ({
      deliveryServiceId: r.delivery_service_id,
      storeId: r.store_id,
      kind: r.kind as ServiceRecord['kind'],
      fast: r.fast,
      name: r.name,
      descr: r.descr,
      cssClass: r.css_class,
      showTab: r.show_tab,
      surchargeCents: r.surcharge_cents,
      feeCents: r.fee_cents,
      freeOverCents: r.free_over_cents,
      feePromoText: r.fee_promo_text,
    }));
  }

  async warehouses(filter: { ids?: number[] } = {}): Promise<WarehouseRecord[]> {
    let q = this.db
      .selectFrom('warehouse as w')
      .select([
        'w.warehouse_id',
        'w.store_id',
        'w.kind',
        'w.name',
        'w.address1',
        'w.address_number',
        'w.city',
        'w.province',
        'w.postalcode',
        'w.latitude',
        'w.longitude',
        'w.price_warehouse_id',
        'w.locker_max_level',
        sql<number[]>`coalesce((select array_agg(ws.delivery_service_id order by ws.delivery_service_id)
          from warehouse_service ws where ws.warehouse_id = w.warehouse_id), '{}')`.as('services'),
      ])
      .orderBy('w.warehouse_id');
    if (filter.ids) q = q.where('w.warehouse_id', 'in', filter.ids.length ? filter.ids : [-1]);
    const rows = await q.execute();
    return rows.map((r) => ({
      warehouseId: r.warehouse_id,
      storeId: r.store_id,
      kind: r.kind,
      name: r.name,
      address1: r.address1,
      addressNumber: r.address_number,
      city: r.city,
      province: r.province,
      postalcode: r.postalcode,
      latitude: r.latitude,
      longitude: r.longitude,
      priceWarehouseId: r.price_warehouse_id,
      lockerMaxLevel: r.locker_max_level,
      services: (r.services ?? []).map(Number),
    }));
  }

  async zones(): Promise<ZoneRecord[]> {
    const rows = await this.db
      .selectFrom('delivery_zone')
      .select(['zone_id', 'store_id', 'warehouse_id', 'name', 'max_distance_m'])
      .orderBy('zone_id')
      .execute();
    return rows.map((r) => ({
      zoneId: r.zone_id,
      storeId: r.store_id,
      warehouseId: r.warehouse_id,
      name: r.name,
      maxDistanceM: r.max_distance_m,
    }));
  }

  /** Zones that serve a postcode (optionally narrowed to a city, case-insensitive). */
  async servedPostcodes(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('delivery_zone_postalcode')
      .select('postalcode')
      .distinct()
      .execute();
    return rows.map((r) => r.postalcode);
  }

  async zonesByPostcode(postalcode: string, city?: string): Promise<number[]> {
    let q = this.db
      .selectFrom('delivery_zone_postalcode')
      .select('zone_id')
      .distinct()
      .where('postalcode', '=', postalcode);
    if (city) q = q.where(sql<boolean>`lower(city) = lower(${city})`);
    const rows = await q.orderBy('zone_id').execute();
    return rows.map((r) => r.zone_id);
  }

  // ---- user addresses ----

  private addressColumns() {
    return [
      'address_id',
      'user_id',
      'address_type',
      'delivery_service_id',
      'address_name',
      'address1',
      'address_number',
      'address2',
      'city',
      'province',
      'postalcode',
      'country',
      'latitude',
      'longitude',
      'zone_id',
      'warehouse_id',
      'doorbell_name',
      'floor',
      'phone',
      'notes',
    ] as const;
  }

  private toAddress(r: {
    address_id: number;
    user_id: number;
    address_type: string;
    delivery_service_id: number | null;
    address_name: string;
    address1: string;
    address_number: string;
    address2: string;
    city: string;
    province: string;
    postalcode: string;
    country: string;
    latitude: number | null;
    longitude: number | null;
    zone_id: number | null;
    warehouse_id: number | null;
    doorbell_name: string;
    floor: string;
    phone: string;
    notes: string;
  }): UserAddressRecord {
    return {
      addressId: r.address_id,
      userId: r.user_id,
      addressType: r.address_type,
      deliveryServiceId: r.delivery_service_id,
      addressName: r.address_name,
      address1: r.address1,
      addressNumber: r.address_number,
      address2: r.address2,
      city: r.city,
      province: r.province,
      postalcode: r.postalcode,
      country: r.country,
      latitude: r.latitude,
      longitude: r.longitude,
      zoneId: r.zone_id,
      warehouseId: r.warehouse_id,
      doorbellName: r.doorbell_name,
      floor: r.floor,
      phone: r.phone,
      notes: r.notes,
    };
  }

  async userAddresses(userId: number, addressType?: string): Promise<UserAddressRecord[]> {
    let q = this.db
      .selectFrom('user_address')
      .select(this.addressColumns())
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);
    if (addressType) q = q.where('address_type', '=', addressType);
    const rows = await q.orderBy('address_id').execute();
    return rows.map((r) => this.toAddress(r));
  }

  /** An address of this user (never another user's: the owner is part of the key). */
  async userAddress(userId: number, addressId: number): Promise<UserAddressRecord | undefined> {
    const row = await this.db
      .selectFrom('user_address')
      .select(this.addressColumns())
      .where('user_id', '=', userId)
      .where('address_id', '=', addressId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? this.toAddress(row) : undefined;
  }

  async insertAddress(a: NewUserAddress): Promise<number> {
    const row = await this.db
      .insertInto('user_address')
      .values(this.addressValues(a))
      .returning('address_id')
      .executeTakeFirstOrThrow();
    return row.address_id;
  }

  async updateAddress(a: UserAddressRecord): Promise<boolean> {
    const result = await this.db
      .updateTable('user_address')
      .set({ ...this.addressValues(a), updated_at: new Date() })
      .where('address_id', '=', a.addressId)
      .where('user_id', '=', a.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private addressValues(a: NewUserAddress) {
    return {
      user_id: a.userId,
      address_type: a.addressType,
      delivery_service_id: a.deliveryServiceId,
      address_name: a.addressName,
      address1: a.address1,
      address_number: a.addressNumber,
      address2: a.address2,
      city: a.city,
      province: a.province,
      postalcode: a.postalcode,
      country: a.country,
      latitude: a.latitude,
      longitude: a.longitude,
      zone_id: a.zoneId,
      warehouse_id: a.warehouseId,
      doorbell_name: a.doorbellName,
      floor: a.floor,
      phone: a.phone,
      notes: a.notes,
    };
  }

  /**
   * The agreed delivery weekdays of a shop-at-work address (the company's, ISO 1–7), or null for
   * any other address.
   */
  async workplaceWeekdays(addressId: number): Promise<number[] | null> {
    const row = await this.db
      .selectFrom('user_address as a')
      .innerJoin('workplace_company as c', 'c.company_id', 'a.workplace_company_id')
      .select('c.delivery_weekdays')
      .where('a.address_id', '=', addressId)
      .executeTakeFirst();
    return row ? row.delivery_weekdays.map(Number) : null;
  }

  async softDeleteAddress(userId: number, addressId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('user_address')
      .set({ deleted_at: new Date() })
      .where('address_id', '=', addressId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertAddressRequest(
    executor: Executor,
    r: {
      userId: number | null;
      email: string;
      address1: string;
      addressNumber: string;
      city: string;
      province: string;
      postalcode: string;
      latitude: number | null;
      longitude: number | null;
      payload: Record<string, unknown>;
    },
  ): Promise<number> {
    const row = await executor
      .insertInto('address_request')
      .values({
        user_id: r.userId,
        email: r.email,
        address1: r.address1,
        address_number: r.addressNumber,
        city: r.city,
        province: r.province,
        postalcode: r.postalcode,
        latitude: r.latitude,
        longitude: r.longitude,
        payload: JSON.stringify(r.payload),
      })
      .returning('address_request_id')
      .executeTakeFirstOrThrow();
    return row.address_request_id;
  }

  get executor(): Executor {
    return this.db;
  }
}
