import { and, eq, gt } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { domains } from './tables';

/** The domains an account's package limit counts: bought subdomains not yet expired (custom domains are the master's own). */
export const domainsUsed = (account: AccountData, now = new Date()) =>
  account.count(domains, and(eq(domains.kind, 'subdomain'), gt(domains.expiresAt, now)));
