import { forbidden } from '../http/api-error';
import type { UserRow } from './session-service';

/**
 * The account whose data a user works on: a master (or admin) owns its account, an official acts
 * for the master it belongs to. Every query of business data filters by this id.
 */
export function accountIdOf(user: Pick<UserRow, 'id' | 'role' | 'parentId'>): number {
  if (user.role !== 'official') return user.id;
  // An official outside any account has no data to see.
  if (user.parentId == null) throw forbidden();
  return user.parentId;
}
