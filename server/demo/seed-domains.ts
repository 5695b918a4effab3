import { eq } from 'drizzle-orm';
import { apps } from '../apps/tables';
import { addYears } from '../domains/domain-term';
import { domainOrders, domains, rootDomains } from '../domains/tables';
import { createLedgerService } from '../money/ledger-service';
import { AccountData } from '../db/account-data';
import type { Db } from '../db/client';
import { SEED_TEXTS, type SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The platform's root domains. `*.localhost` names resolve to this machine in browsers (RFC 6761),
 * so a bought demo domain opens locally without any DNS; an admin replaces them with real ones.
 */
export const DEMO_ROOT_DOMAINS = [
  { domain: 'pwa.localhost', yearlyPrice: 30_0000, specialOffer: true, specialPrice: 9_9000, order: 1 },
  { domain: 'app.localhost', yearlyPrice: 20_0000, specialOffer: false, specialPrice: 0, order: 2 },
  { domain: 'site.localhost', yearlyPrice: 12_0000, specialOffer: false, specialPrice: 0, order: 3 },
];

/** Root domains missing by name are added; an existing one (maybe edited by an admin) is left as it is. */
export async function seedRootDomains(tx: Tx) {
  await tx
    .insert(rootDomains)
    .values(DEMO_ROOT_DOMAINS.map((root) => ({ ...root, state: 'enabled' as const })))
    .onConflictDoNothing({ target: rootDomains.domain });
}

/** The demo master's domains: name, root, years, bought how many days ago, the demo app it serves. */
export const DEMO_DOMAINS = [
  { label: 'demo-shop', root: 'app.localhost', years: 1, daysAgo: 30, app: 'shop' as const, orderNo: 'DODEMO0001' },
  { label: 'demo-news', root: 'pwa.localhost', years: 2, daysAgo: 6, app: null, orderNo: 'DODEMO0002' },
];

/**
 * One of the demo master's bought domains, bought at `boughtAt`, with its order and the ledger row that
 * paid it (charged from the current balance through the ledger service). A domain whose name or order
 * exists is skipped, as is one the balance no longer covers; the shop domain is bound to the demo shop
 * app when that still exists.
 */
export async function seedDemoDomain(
  tx: Tx,
  account: AccountData,
  wanted: (typeof DEMO_DOMAINS)[number],
  locale: SeedLocale,
  boughtAt: Date,
) {
  const [root] = await tx.select().from(rootDomains).where(eq(rootDomains.domain, wanted.root)).limit(1);
  if (!root) return;
  const fullName = `${wanted.label}.${root.domain}`;
  const [existing] = await tx.select({ id: domains.id }).from(domains).where(eq(domains.fullName, fullName)).limit(1);
  const [ordered] = await tx.select({ id: domainOrders.id }).from(domainOrders).where(eq(domainOrders.orderNo, wanted.orderNo)).limit(1);
  if (existing || ordered) return;
  const yearlyPrice = root.specialOffer ? root.specialPrice : root.yearlyPrice;
  const amount = yearlyPrice * wanted.years;
  if ((await account.balance()) < amount) return;

  const expiresAt = addYears(boughtAt, wanted.years);
  const appName = wanted.app ? SEED_TEXTS[locale][wanted.app].name : undefined;
  const [app] = appName ? await account.rows(apps, eq(apps.appName, appName)).limit(1) : [];

  const [domain] = await account
    .insert(domains, {
      fullName,
      kind: 'subdomain',
      rootDomainId: root.id,
      state: 'active',
      expiresAt,
      appId: app?.appId ?? null,
      createdAt: boughtAt,
    })
    .returning({ id: domains.id });
  const entry = await createLedgerService().charge(account, { amount, kind: 'domain', reference: wanted.orderNo });
  await account.insert(domainOrders, {
    orderNo: wanted.orderNo,
    domainId: domain!.id,
    domainName: fullName,
    kind: 'buy',
    years: wanted.years,
    yearlyPrice,
    amount,
    ledgerId: entry.id,
    expiresAt,
    createdAt: boughtAt,
  });
  if (app && !app.record.includes(fullName)) await account.update(apps, { record: [...app.record, fullName] }, eq(apps.id, app.id));
}
