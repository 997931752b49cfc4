// Shop at work (seed 001 "Workplace shopping": GET shopatwork/subscribe {subscriptionCode}; issue
// 25, ADR 0058): a customer whose company has an agreement subscribes with the company's code and
// finds the company's address in the address book, delivered on the agreed weekdays only (the slot
// list and the slot hold check them: delivery-slots.service.ts).
import type { Address } from '@sporta/contracts';
import {
  agreedDaysText,
  normalizeSubscriptionCode,
  romeDate,
  SHOP_AT_WORK_MESSAGES as M,
} from '@sporta/domain';
import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { DeliveryService } from './delivery.service';

export interface WorkplaceCompany {
  companyId: number;
  name: string;
  storeId: number;
  deliveryWeekdays: number[];
  deliveryDays: string;
  validUntil: string;
  address: string;
}

export interface WorkplaceSubscription {
  company: WorkplaceCompany;
  address: Address;
  subscribedAt: string;
}

type CompanyRow = {
  company_id: number;
  name: string;
  store_id: number;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  latitude: number | null;
  longitude: number | null;
  delivery_weekdays: number[];
  valid_until: string;
};

function company(r: CompanyRow): WorkplaceCompany {
  const weekdays = r.delivery_weekdays.map(Number).sort((a, b) => a - b);
  return {
    companyId: r.company_id,
    name: r.name,
    storeId: r.store_id,
    deliveryWeekdays: weekdays,
    deliveryDays: agreedDaysText(weekdays),
    validUntil: r.valid_until,
    address: `${r.address1} ${r.address_number}, ${r.postalcode} ${r.city} (${r.province})`,
  };
}

export class WorkplaceService {
  constructor(
    private readonly db: Database,
    private readonly delivery: Pick<DeliveryService, 'check' | 'services' | 'addressView'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private companies() {
    return this.db
      .selectFrom('workplace_company')
      .select([
        'workplace_company.company_id',
        'workplace_company.name',
        'workplace_company.store_id',
        'workplace_company.address1',
        'workplace_company.address_number',
        'workplace_company.city',
        'workplace_company.province',
        'workplace_company.postalcode',
        'workplace_company.latitude',
        'workplace_company.longitude',
        'workplace_company.delivery_weekdays',
        sql<string>`to_char(workplace_company.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
      ]);
  }

  /**
   * shopatwork/subscribe: the code's company, checked for its agreement's end; the subscription and
   * the company's address in the customer's address book (once, whatever the number of calls).
   */
  async subscribe(userId: number, rawCode: string): Promise<WorkplaceSubscription> {
    const code = normalizeSubscriptionCode(rawCode);
    if (!code) throw AppError.business('error.shopatwork.code_invalid', M.codeInvalid);
    const row = await this.companies()
      .where('workplace_company.subscription_code', '=', code)
      .executeTakeFirst();
    if (!row) throw AppError.business('error.shopatwork.code_unknown', M.codeUnknown(code));
    if (row.valid_until < romeDate(this.now()))
      throw AppError.business('error.shopatwork.code_expired', M.codeExpired(row.name, row.valid_until));
    const served = await this.delivery.check({
      postalcode: row.postalcode,
      ...(row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : {}),
    });
    const service = (await this.delivery.services({ storeId: row.store_id, addressType: 'home' })).find(
      (s) => !s.fast,
    );
    if (!served.deliveryServiceAvailable || served.zoneId === null || !service)
      throw AppError.business('error.shopatwork.not_covered', M.notCovered(row.name));
    const addressId = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('workplace_subscription')
        .values({ user_id: userId, company_id: row.company_id })
        .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
        .execute();
      // The subscription row serialises a customer's calls for one company: one address, ever live.
      await trx
        .selectFrom('workplace_subscription')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('company_id', '=', row.company_id)
        .forUpdate()
        .execute();
      const live = await trx
        .selectFrom('user_address')
        .select('address_id')
        .where('user_id', '=', userId)
        .where('workplace_company_id', '=', row.company_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (live) return live.address_id;
      const inserted = await trx
        .insertInto('user_address')
        .values({
          user_id: userId,
          address_type: 'home',
          delivery_service_id: service.deliveryServiceId,
          address_name: `${row.name} (spesa al lavoro)`,
          address1: row.address1,
          address_number: row.address_number,
          city: row.city,
          province: row.province,
          postalcode: row.postalcode,
          latitude: row.latitude,
          longitude: row.longitude,
          zone_id: served.zoneId,
          warehouse_id: null,
          workplace_company_id: row.company_id,
        })
        .returning('address_id')
        .executeTakeFirstOrThrow();
      return inserted.address_id;
    });
    return this.present(userId, row, addressId);
  }

  /** The customer's subscriptions with their address (the /shop-at-work page). */
  async subscriptions(userId: number): Promise<WorkplaceSubscription[]> {
    const rows = await this.companies()
      .innerJoin('workplace_subscription as s', 's.company_id', 'workplace_company.company_id')
      .where('s.user_id', '=', userId)
      .orderBy('s.subscribed_at')
      .execute();
    const out: WorkplaceSubscription[] = [];
    for (const r of rows) {
      const live = await this.db
        .selectFrom('user_address')
        .select('address_id')
        .where('user_id', '=', userId)
        .where('workplace_company_id', '=', r.company_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (live) out.push(await this.present(userId, r, live.address_id));
    }
    return out;
  }

  private async present(userId: number, row: CompanyRow, addressId: number): Promise<WorkplaceSubscription> {
    const sub = await this.db
      .selectFrom('workplace_subscription')
      .select('subscribed_at')
      .where('user_id', '=', userId)
      .where('company_id', '=', row.company_id)
      .executeTakeFirstOrThrow();
    return {
      company: company(row),
      address: await this.delivery.addressView(userId, addressId),
      subscribedAt: new Date(sub.subscribed_at).toISOString(),
    };
  }
}
