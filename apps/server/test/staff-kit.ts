// Staff sessions for server tests: started directly (sign-in itself, with its password and TOTP,
// is tested in the back-office suite).
import type { TestContext } from './harness';

/** The account token of a new session of the demo staff member `username`. */
export async function staffToken(t: TestContext, username: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('staff_user')
    .select('staff_user_id')
    .where('username_lower', '=', username)
    .executeTakeFirstOrThrow();
  const { accountToken } = await t.app.sessions.startStaff(null, Number(row.staff_user_id), null);
  return accountToken;
}
