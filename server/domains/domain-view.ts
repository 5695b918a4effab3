import { and, eq, type SQL } from 'drizzle-orm';
import { apps } from '../apps/tables';
import type { AccountData } from '../db/account-data';
import { yearlyPriceOf } from './root-domain-service';
import { domains, rootDomains } from './tables';

export type DomainRow = typeof domains.$inferSelect;

/** The TXT record a custom domain's owner creates to prove it is theirs. */
export const TXT_PREFIX = '_pwa-verify';
export const txtNameOf = (fullName: string) => `${TXT_PREFIX}.${fullName}`;
export const txtValueOf = (token: string) => `pwa-verify=${token}`;

/** A bought domain past its expiry no longer serves its app. */
export const isExpired = (row: Pick<DomainRow, 'kind' | 'expiresAt'>, now = new Date()) =>
  row.kind === 'subdomain' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

export const stateOf = (row: DomainRow, now = new Date()): 'pending' | 'active' | 'expired' =>
  isExpired(row, now) ? 'expired' : row.state;

/** A domain serves its app while it is active and not expired. */
export const isUsable = (row: DomainRow, now = new Date()) => stateOf(row, now) === 'active';

/** schemas/entities/domain.json */
export const toDomain = (row: DomainRow, appName: string | null, renewPrice: number | null) => ({
  id: row.id,
  full_name: row.fullName,
  kind: row.kind,
  state: stateOf(row),
  expires_at: row.expiresAt?.toISOString() ?? null,
  app_id: row.appId,
  app_name: appName,
  txt_name: row.kind === 'custom' ? txtNameOf(row.fullName) : '',
  txt_value: row.kind === 'custom' ? txtValueOf(row.verifyToken) : '',
  renew_price: row.kind === 'subdomain' ? renewPrice : null,
  created_at: row.createdAt.toISOString(),
});

export type Domain = ReturnType<typeof toDomain>;

/** The account's domains with the name of the app each serves and what a year of renewal costs today. */
export const selectDomains = (account: AccountData, ...conditions: (SQL | undefined)[]) =>
  account
    .select({
      domain: domains,
      appName: apps.appName,
      root: { yearlyPrice: rootDomains.yearlyPrice, specialOffer: rootDomains.specialOffer, specialPrice: rootDomains.specialPrice },
    })
    .from(domains, ...conditions)
    .leftJoin(apps, and(eq(apps.appId, domains.appId), eq(apps.accountId, domains.accountId)))
    .leftJoin(rootDomains, eq(rootDomains.id, domains.rootDomainId));

type SelectedDomain = Awaited<ReturnType<typeof selectDomains>>[number];

/** A selected domain as the console shows it. */
export const domainOf = (row: SelectedDomain) =>
  toDomain(
    row.domain,
    row.appName,
    row.root && row.root.yearlyPrice !== null ? yearlyPriceOf(row.root as Parameters<typeof yearlyPriceOf>[0]) : null,
  );

/** One of the account's domains as the console shows it; undefined for a missing or another account's one. */
export async function findDomain(account: AccountData, id: number): Promise<Domain | undefined> {
  const [row] = await selectDomains(account, eq(domains.id, id)).limit(1);
  return row ? domainOf(row) : undefined;
}
