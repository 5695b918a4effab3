import { asc, eq } from 'drizzle-orm';
import { installEvents } from '../installs/tables';
import { createLedgerService } from '../money/ledger-service';
import { packageOrders, packagePlans, packageSubscriptions, packageUsageRecords } from '../packages/tables';
import { addDays } from '../shared/days';
import { AccountData } from '../db/account-data';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The package catalogue an admin starts from (prices stored × 10000). */
export const CATALOGUE = [
  {
    code: 'starter',
    kind: 'base',
    nameZh: '入门版',
    nameEn: 'Starter',
    price: 199_0000,
    durationDays: 30,
    installQuota: 1_000,
    appLimit: 10,
    domainLimit: 10,
    order: 1,
  },
  {
    code: 'standard',
    kind: 'base',
    nameZh: '标准版',
    nameEn: 'Standard',
    price: 499_0000,
    durationDays: 30,
    installQuota: 5_000,
    appLimit: 30,
    domainLimit: 30,
    order: 2,
  },
  {
    code: 'pro',
    kind: 'base',
    nameZh: '专业版',
    nameEn: 'Professional',
    price: 1_299_0000,
    durationDays: 30,
    installQuota: 20_000,
    appLimit: 100,
    domainLimit: 100,
    order: 3,
  },
  {
    code: 'installs-1k',
    kind: 'overlay',
    nameZh: '安装量叠加包 1,000',
    nameEn: 'Installs overlay package 1,000',
    price: 99_0000,
    durationDays: 0,
    installQuota: 1_000,
    appLimit: 0,
    domainLimit: 0,
    order: 11,
  },
  {
    code: 'apps-10',
    kind: 'overlay',
    nameZh: '应用叠加包 10 个',
    nameEn: 'Apps overlay package 10',
    price: 49_0000,
    durationDays: 0,
    installQuota: 0,
    appLimit: 10,
    domainLimit: 0,
    order: 12,
  },
  {
    code: 'domains-10',
    kind: 'overlay',
    nameZh: '域名叠加包 10 个',
    nameEn: 'Domains overlay package 10',
    price: 49_0000,
    durationDays: 0,
    installQuota: 0,
    appLimit: 0,
    domainLimit: 10,
    order: 13,
  },
] as const;

/** Catalogue plans missing by code are added; an existing one (maybe edited by an admin) is left as it is. */
export async function seedPackageCatalogue(tx: Tx) {
  await tx
    .insert(packagePlans)
    .values(CATALOGUE.map((plan) => ({ ...plan, state: 'enabled' as const })))
    .onConflictDoNothing({ target: packagePlans.code });
}

/**
 * The demo master's purchases: the Starter base bought 42 days ago (its 30 days ended 12 days ago), the
 * Standard base bought then, and an installs add-on 5 days ago.
 */
export const DEMO_PURCHASES = [
  { code: 'starter', orderNo: 'PODEMO0000', daysAgo: 42 },
  { code: 'standard', orderNo: 'PODEMO0001', daysAgo: 12 },
  { code: 'installs-1k', orderNo: 'PODEMO0002', daysAgo: 5 },
] as const;

export interface HeldBase {
  id: number;
  startsAt: Date;
  endsAt: Date;
  installQuota: number;
  installsUsed: number;
}

/**
 * One of the demo master's packages, bought at `boughtAt`, with its order and the ledger row that paid
 * it (charged from the current balance through the ledger service). A purchase whose order number
 * exists is skipped, as is one the balance no longer covers, and an add-on without a base bought
 * before it in this run. A base bought is added to `bases`.
 */
export async function seedDemoPurchase(
  tx: Tx,
  account: AccountData,
  wanted: (typeof DEMO_PURCHASES)[number],
  boughtAt: Date,
  bases: HeldBase[],
) {
  const [plan] = await tx.select().from(packagePlans).where(eq(packagePlans.code, wanted.code)).limit(1);
  const [ordered] = await tx.select({ id: packageOrders.id }).from(packageOrders).where(eq(packageOrders.orderNo, wanted.orderNo)).limit(1);
  if (!plan || ordered || (await account.balance()) < plan.price) return;
  const isBase = plan.kind === 'base';
  const base = bases.at(-1);
  if (!isBase && !base) return;
  const endsAt = isBase ? addDays(boughtAt, plan.durationDays) : base!.endsAt;
  const [subscription] = await account
    .insert(packageSubscriptions, {
      planId: plan.id,
      kind: plan.kind,
      baseId: isBase ? null : base!.id,
      startsAt: boughtAt,
      endsAt,
      installQuota: plan.installQuota,
      installsUsed: 0,
      appLimit: plan.appLimit,
      domainLimit: plan.domainLimit,
      periodPrice: plan.price,
      periodDays: plan.durationDays,
      createdAt: boughtAt,
    })
    .returning({ id: packageSubscriptions.id });
  const entry = await createLedgerService().charge(account, {
    amount: plan.price,
    kind: isBase ? 'package' : 'overlay',
    reference: wanted.orderNo,
  });
  await account.insert(packageOrders, {
    orderNo: wanted.orderNo,
    planId: plan.id,
    subscriptionId: subscription!.id,
    kind: isBase ? 'buy' : 'overlay',
    price: plan.price,
    credit: 0,
    amount: plan.price,
    balanceAfter: entry.balanceAfter,
    startsAt: boughtAt,
    endsAt,
    createdAt: boughtAt,
  });
  if (isBase) bases.push({ id: subscription!.id, startsAt: boughtAt, endsAt, installQuota: plan.installQuota, installsUsed: 0 });
}

/**
 * The demo's installs billed to a quota (the demo-installs step) become the usage of the base held when
 * each was made, with its usage record under the install's reference, as billing writes them.
 */
export async function chargeDemoInstallsToBases(account: AccountData, bases: HeldBase[]) {
  if (bases.length === 0) return;
  const installs = await account
    .select({ id: installEvents.id, createdAt: installEvents.createdAt })
    .from(installEvents, eq(installEvents.step, 'installed'), eq(installEvents.billing, 'quota'))
    .orderBy(asc(installEvents.createdAt), asc(installEvents.id));
  const records: Omit<typeof packageUsageRecords.$inferInsert, 'accountId'>[] = [];
  for (const install of installs) {
    const base = bases.find((b) => b.startsAt <= install.createdAt && install.createdAt < b.endsAt && b.installsUsed < b.installQuota);
    if (!base) continue;
    base.installsUsed += 1;
    records.push({
      subscriptionId: base.id,
      kind: 'install',
      quantity: 1,
      reference: `install:${install.id}`,
      createdAt: install.createdAt,
    });
  }
  for (let i = 0; i < records.length; i += 1000) await account.insert(packageUsageRecords, records.slice(i, i + 1000));
  for (const base of bases) {
    await account.update(packageSubscriptions, { installsUsed: base.installsUsed }, eq(packageSubscriptions.id, base.id));
  }
}
