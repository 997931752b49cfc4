// Kysely table types of the social-login module. Merged into DB in platform/db-schema.ts.
import type { ColumnType } from 'kysely';

export interface UserSocialIdentityTable {
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  linked_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SocialTables {
  user_social_identity: UserSocialIdentityTable;
}
