import type { Database } from '../../server/db/client';
import { domains } from '../../server/db/schema';
import { insertApp } from './content-helpers';
import { rootDomain } from './domain-money-helpers';

const DAY = 24 * 60 * 60 * 1000;

/** The seeded root domain the front-server tests buy their subdomains under. */
export const FRONT_ROOT = 'app.localhost';

export interface DomainCase {
  /** Bound to a new online app of the account (default true). */
  bound?: boolean;
  kind?: 'subdomain' | 'custom';
  state?: 'active' | 'pending';
  /** A subdomain's expiry; 300 days ahead by default. */
  expiresAt?: Date;
}

/** A domain of the account as the console would have left it, with a new app bound to it unless `bound: false`. */
export async function insertDomain(database: Database, accountId: number, fullName: string, given: DomainCase = {}) {
  const { bound = true, kind = 'subdomain', state = 'active' } = given;
  const app = bound ? await insertApp(database, accountId, `Site ${fullName}`, [fullName]) : undefined;
  const root = kind === 'subdomain' ? await rootDomain(database, FRONT_ROOT) : undefined;
  const [row] = await database.db
    .insert(domains)
    .values({
      accountId,
      fullName,
      kind,
      rootDomainId: root?.id ?? null,
      state,
      expiresAt: kind === 'subdomain' ? (given.expiresAt ?? new Date(Date.now() + 300 * DAY)) : null,
      appId: app?.appId ?? null,
    })
    .returning();
  return { domain: row!, app };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
