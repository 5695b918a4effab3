import { eq, inArray } from 'drizzle-orm';
import { createLedgerService } from '../money/ledger-service';
import { packageOrders, packagePlans, packageSubscriptions, packageUsageRecords } from '../packages/tables';
import { AccountData } from './account-data';
import type { Db } from './client';
import { SEED_TEXTS, type SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 86_400_000;

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
    nameEn: 'Installs add-on 1,000',
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
    nameEn: 'Apps add-on 10',
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
    nameEn: 'Domains add-on 10',
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

/** The demo master's purchases: the Standard base bought 12 days ago and an installs add-on 5 days ago. */
const DEMO_PURCHASES = [
  { code: 'standard', orderNo: 'PODEMO0001', daysAgo: 12, installsUsed: 36 },
  { code: 'installs-1k', orderNo: 'PODEMO0002', daysAgo: 5, installsUsed: 0 },
] as const;

/**
 * The demo master's packages, each with its order and the ledger row that paid it (charged from the
 * current balance through the ledger service), and usage records of the installs taken from the base.
 * A purchase whose order number exists is skipped, as is one the balance no longer covers.
 */
export async function seedDemoPackages(tx: Tx, demoId: number, locale: SeedLocale) {
  const account = new AccountData(tx, demoId, demoId);
  const ledger = createLedgerService();
  const codes = DEMO_PURCHASES.map((p) => p.code as string);
  const plans = new Map((await tx.select().from(packagePlans).where(inArray(packagePlans.code, codes))).map((p) => [p.code, p]));
  let baseId: number | undefined;
  let baseEnds: Date | undefined;
  for (const wanted of DEMO_PURCHASES) {
    const plan = plans.get(wanted.code);
    const [ordered] = await tx
      .select({ id: packageOrders.id })
      .from(packageOrders)
      .where(eq(packageOrders.orderNo, wanted.orderNo))
      .limit(1);
    if (!plan || ordered || (await account.balance()) < plan.price) continue;
    const boughtAt = new Date(Date.now() - wanted.daysAgo * DAY);
    const isBase = plan.kind === 'base';
    if (!isBase && !baseId) continue;
    const endsAt = isBase ? new Date(boughtAt.getTime() + plan.durationDays * DAY) : baseEnds!;
    const [subscription] = await account
      .insert(packageSubscriptions, {
        planId: plan.id,
        kind: plan.kind,
        baseId: isBase ? null : baseId!,
        startsAt: boughtAt,
        endsAt,
        installQuota: plan.installQuota,
        installsUsed: wanted.installsUsed,
        appLimit: plan.appLimit,
        domainLimit: plan.domainLimit,
        periodPrice: plan.price,
        periodDays: plan.durationDays,
        createdAt: boughtAt,
      })
      .returning({ id: packageSubscriptions.id });
    const entry = await ledger.charge(account, { amount: plan.price, kind: isBase ? 'package' : 'overlay', reference: wanted.orderNo });
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
    if (isBase) {
      baseId = subscription!.id;
      baseEnds = endsAt;
    }
    const texts = SEED_TEXTS[locale];
    const apps = [texts.shop.name, texts.news.name];
    if (wanted.installsUsed > 0)
      await account.insert(
        packageUsageRecords,
        Array.from({ length: wanted.installsUsed }, (_, i) => ({
          subscriptionId: subscription!.id,
          kind: 'install' as const,
          quantity: 1,
          reference: `${apps[i % 2]} · ${locale === 'en' ? 'demo install' : '演示安装'} ${i + 1}`,
          createdAt: new Date(boughtAt.getTime() + ((i + 1) * (wanted.daysAgo * DAY)) / (wanted.installsUsed + 1)),
        })),
      );
  }
}
