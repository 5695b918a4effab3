import { eq, sql } from 'drizzle-orm';
import { apps } from '../apps/tables';
import type { AccountData } from '../db/account-data';
import { bizError, BizCode } from '../http/api-error';
import { findDomain, isUsable, type Domain, type DomainRow } from './domain-view';
import { domains } from './tables';

export const domainNotFound = () => bizError(BizCode.domainNotFound, 'domain.notFound');

/** The account's domain row, locked for the rest of the transaction (binds and renewals of one domain queue). */
export async function lockDomain(account: AccountData, id: number): Promise<DomainRow> {
  const [row] = await account.rows(domains, eq(domains.id, id)).for('update').limit(1);
  if (!row) throw domainNotFound();
  return row;
}

/** Adds or removes a name in an app's `record` (its bound domains) in one statement, so concurrent binds keep every name. */
const addToRecord = (account: AccountData, appId: string, name: string) =>
  account.update(
    apps,
    { record: sql`case when ${apps.record} ? ${name} then ${apps.record} else ${apps.record} || jsonb_build_array(${name}::text) end` },
    eq(apps.appId, appId),
  );
const removeFromRecord = (account: AccountData, appId: string, name: string) =>
  account.update(apps, { record: sql`${apps.record} - ${name}::text` }, eq(apps.appId, appId));

/**
 * Binding a domain to an app and unbinding it. A domain serves one app: binding it to another app
 * moves it. The domain row says which app it serves and the app's `record` lists the name; both change
 * in one transaction.
 */
export function createDomainBindingService() {
  return {
    async bind(account: AccountData, id: number, appId: string): Promise<Domain> {
      await account.transaction(async (tx) => {
        const domain = await lockDomain(tx, id);
        const [app] = await tx.select({ appId: apps.appId }).from(apps, eq(apps.appId, appId)).limit(1);
        if (!app) throw bizError(BizCode.appNotFound, 'domain.appNotFound');
        if (!isUsable(domain)) throw bizError(BizCode.domainNotUsable, 'domain.notUsable', { domain: domain.fullName });
        if (domain.appId === appId) return;
        if (domain.appId) await removeFromRecord(tx, domain.appId, domain.fullName);
        await addToRecord(tx, appId, domain.fullName);
        await tx.update(domains, { appId }, eq(domains.id, id));
      });
      return (await findDomain(account, id))!;
    },

    async unbind(account: AccountData, id: number): Promise<Domain> {
      await account.transaction(async (tx) => {
        const domain = await lockDomain(tx, id);
        if (!domain.appId) return;
        await removeFromRecord(tx, domain.appId, domain.fullName);
        await tx.update(domains, { appId: null }, eq(domains.id, id));
      });
      return (await findDomain(account, id))!;
    },
  };
}
