// Invoice data as the checkout sees it: the newest fiscal person of the account (one owner of
// user_person_fiscal: PersonFiscalRepository).
import type { Database } from '../../platform/db';
import { PersonFiscalRepository, type BillingDataRecord } from './person-fiscal.repository';

export class InvoiceDataService {
  private readonly repo: PersonFiscalRepository;

  constructor(db: Database) {
    this.repo = new PersonFiscalRepository(db);
  }

  billingData(userId: number): Promise<BillingDataRecord | undefined> {
    return this.repo.billingData(userId);
  }

  /** Updates the newest fiscal person of the customer, or adds the first one. */
  saveBillingData(userId: number, b: BillingDataRecord): Promise<void> {
    return this.repo.saveBillingData(userId, b);
  }
}
