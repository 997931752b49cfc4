// The one owner of user_person_fiscal: the account's fiscal persons (/profile/invoice-data), which
// are also the invoice data the checkout reads and writes (the newest of them), and their
// anonymisation when the account is deleted.
import type { Database } from '../../platform/db';

export interface PersonFiscalRow {
  personFiscalId: number;
  personType: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  fiscalCode: string | null;
  vatCode: string | null;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
  country: string;
  sdiCode: string | null;
  pec: string | null;
}

export type NewPersonFiscal = Omit<PersonFiscalRow, 'personFiscalId'>;

export interface BillingDataRecord {
  personType: 'private' | 'company' | 'sole_proprietor';
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  fiscalCode: string;
  pec: string;
  sdiCode: string;
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
}

export class PersonFiscalRepository {
  constructor(private readonly db: Database) {}

  private personFiscalQuery() {
    return this.db
      .selectFrom('user_person_fiscal')
      .select([
        'person_fiscal_id',
        'person_type',
        'company_name',
        'first_name',
        'last_name',
        'fiscal_code',
        'vat_code',
        'address1',
        'address_number',
        'city',
        'province',
        'postalcode',
        'country',
        'sdi_code',
        'pec',
      ])
      .where('deleted_at', 'is', null);
  }

  async personFiscals(userId: number): Promise<PersonFiscalRow[]> {
    const rows = await this.personFiscalQuery()
      .where('user_id', '=', userId)
      .orderBy('person_fiscal_id')
      .execute();
    return rows.map((r) => ({
      personFiscalId: Number(r.person_fiscal_id),
      personType: r.person_type,
      companyName: r.company_name,
      firstName: r.first_name,
      lastName: r.last_name,
      fiscalCode: r.fiscal_code,
      vatCode: r.vat_code,
      address1: r.address1,
      addressNumber: r.address_number,
      city: r.city,
      province: r.province,
      postalcode: r.postalcode,
      country: r.country,
      sdiCode: r.sdi_code,
      pec: r.pec,
    }));
  }

  async insertPersonFiscal(userId: number, p: NewPersonFiscal): Promise<number> {
    const row = await this.db
      .insertInto('user_person_fiscal')
      .values({
        user_id: userId,
        person_type: p.personType,
        company_name: p.companyName,
        first_name: p.firstName,
        last_name: p.lastName,
        fiscal_code: p.fiscalCode,
        vat_code: p.vatCode,
        address1: p.address1,
        address_number: p.addressNumber,
        city: p.city,
        province: p.province,
        postalcode: p.postalcode,
        country: p.country,
        sdi_code: p.sdiCode,
        pec: p.pec,
      })
      .returning('person_fiscal_id')
      .executeTakeFirstOrThrow();
    return Number(row.person_fiscal_id);
  }

  /** Deletes only a fiscal person of this user: false when the id is not theirs. */
  async deletePersonFiscal(userId: number, personFiscalId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('user_person_fiscal')
      .set({ deleted_at: new Date() })
      .where('person_fiscal_id', '=', personFiscalId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // ---- invoice data ----
  // The account's fiscal persons (user_person_fiscal, the invoice data of /profile/invoice-data)
  // are the one place invoice data lives: checkout reads and writes the newest of them.

  async billingData(userId: number): Promise<BillingDataRecord | undefined> {
    const r = await this.db
      .selectFrom('user_person_fiscal')
      .select([
        'person_type',
        'first_name',
        'last_name',
        'company_name',
        'vat_code',
        'fiscal_code',
        'pec',
        'sdi_code',
        'address1',
        'address_number',
        'city',
        'province',
        'postalcode',
      ])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('person_fiscal_id', 'desc')
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      personType: r.person_type as BillingDataRecord['personType'],
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      companyName: r.company_name ?? '',
      vatNumber: r.vat_code ?? '',
      fiscalCode: r.fiscal_code ?? '',
      pec: r.pec ?? '',
      sdiCode: r.sdi_code ?? '',
      address1: r.address1,
      addressNumber: r.address_number,
      city: r.city,
      province: r.province,
      postalcode: r.postalcode,
    };
  }

  /** Updates the newest fiscal person of the customer, or adds the first one. */
  async saveBillingData(userId: number, b: BillingDataRecord) {
    const values = {
      person_type: b.personType,
      first_name: b.firstName,
      last_name: b.lastName,
      company_name: b.companyName,
      vat_code: b.vatNumber,
      fiscal_code: b.fiscalCode,
      pec: b.pec,
      sdi_code: b.sdiCode,
      address1: b.address1,
      address_number: b.addressNumber,
      city: b.city,
      province: b.province,
      postalcode: b.postalcode,
    };
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('user_person_fiscal')
        .select('person_fiscal_id')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('person_fiscal_id', 'desc')
        .forUpdate()
        .executeTakeFirst();
      if (current)
        await trx
          .updateTable('user_person_fiscal')
          .set(values)
          .where('person_fiscal_id', '=', current.person_fiscal_id)
          .execute();
      else
        await trx
          .insertInto('user_person_fiscal')
          .values({ user_id: userId, ...values })
          .execute();
    });
  }

  /** Account deletion: the fiscal persons lose their personal data (inside the deletion's transaction). */
  async anonymize(userId: number, now: Date): Promise<void> {
    await this.db
      .updateTable('user_person_fiscal')
      .set({
        deleted_at: now,
        company_name: null,
        first_name: null,
        last_name: null,
        fiscal_code: null,
        vat_code: null,
        address1: '',
        address_number: '',
        pec: null,
      })
      .where('user_id', '=', userId)
      .execute();
  }
}
