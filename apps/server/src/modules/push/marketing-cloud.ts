// The marketing cloud of seed 000 §7 (marketingcloud/contact-key, marketingcloud/remove): the
// app of company 32 fetches a contact key for its device addresses after the login, and asks
// for the contact's removal. An adapter: the local default keeps the contacts in our database
// (marketing_contact); a real one would call the provider's API with the same two operations.
import { randomUUID } from 'node:crypto';
import type { PushRepository } from './push.repository';

export interface MarketingCloud {
  /** The customer's contact key (created on first use), enrolled with these device addresses. */
  contactKey(userId: number, channelAddresses: string[]): Promise<string>;
  /** Removes the customer's contact; false when that key was not theirs or already removed. */
  remove(userId: number, contactKey: string): Promise<boolean>;
}

export class LocalMarketingCloud implements MarketingCloud {
  constructor(private readonly repo: PushRepository) {}

  async contactKey(userId: number, channelAddresses: string[]): Promise<string> {
    const existing = await this.repo.contactOf(userId);
    return this.repo.enrolContact(userId, existing?.contactKey ?? randomUUID(), channelAddresses);
  }

  remove(userId: number, contactKey: string): Promise<boolean> {
    return this.repo.removeContact(userId, contactKey);
  }
}
