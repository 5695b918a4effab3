import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { forbidden } from '../http/api-error';
import type { UserRow } from './session-service';

type Actor = Pick<UserRow, 'id' | 'role' | 'parentId'>;

/**
 * The account whose data a user works on: a master (or admin) owns its account, an official acts
 * for the master it belongs to.
 */
export function accountIdOf(user: Actor): number {
  if (user.role !== 'official') return user.id;
  // An official outside any account has no data to see.
  if (user.parentId == null) throw forbidden();
  return user.parentId;
}

/** The data layer of the account the user acts for: every query and write through it is bound to that account. */
export const accountDataOf = (db: PlatformDb, user: Actor): AccountData => AccountData.of(db, accountIdOf(user), user.id);
