// Customers' social identities (issue 22): who an identity belongs to, and linking one once the
// account's password has proved the person.
import { SocialRepository } from './social.repository';
import type { Database } from '../../platform/db';

export class SocialService {
  private readonly repo: SocialRepository;

  constructor(db: Database) {
    this.repo = new SocialRepository(db);
  }

  owner(provider: string, subject: string): Promise<number | null> {
    return this.repo.owner(provider, subject);
  }

  accountWithEmail(email: string): Promise<boolean> {
    return this.repo.accountWithEmail(email);
  }

  /** Links the identity when its verified e-mail is the account's own; false otherwise. */
  async linkIfSameEmail(
    userId: number,
    identity: { provider: string; subject: string; email: string | null; emailVerified: boolean },
  ): Promise<boolean> {
    if (!identity.email || !identity.emailVerified) return false;
    const email = await this.repo.emailOf(userId);
    if (!email || email.toLowerCase() !== identity.email.toLowerCase()) return false;
    return this.repo.link(identity.provider, identity.subject, userId, identity.email);
  }

  linked(userId: number) {
    return this.repo.linked(userId);
  }
}
