import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';

/**
 * Refuses a new account's user name or e-mail address that another user already has (either, ignoring
 * case), with the caller's error for each: the unique indexes catch a race, this answers the usual case
 * before a password is hashed.
 */
export async function refuseTakenNameOrEmail(
  db: Pick<PlatformDb, 'select'>,
  username: string,
  email: string,
  errors: { usernameTaken: () => Error; emailTaken: () => Error },
): Promise<void> {
  const [taken] = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = ${email}`)
    .limit(1);
  if (taken) throw taken.username.toLowerCase() === username.toLowerCase() ? errors.usernameTaken() : errors.emailTaken();
}
