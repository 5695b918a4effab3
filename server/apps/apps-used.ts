import type { AccountData } from '../db/account-data';
import { apps } from './tables';

/** The apps an account's package limit counts: every app, whatever its state. */
export const appsUsed = (account: AccountData) => account.count(apps);
