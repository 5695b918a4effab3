import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedSteps, users } from '../db/schema';
import { demoPackageApps, seedDemoContent, seedDemoPackageApp } from './seed-content';
import { seedRootDomains } from './seed-domains';
import { seedDemoMoney } from './seed-money';
import { seedDemoTestInstalls } from './seed-demo-installs';
import { seedDemoInstalls } from './seed-installs';
import { seedDemoPush } from './seed-push';
import { seedAdminMenus, seedMissingPageMenus, seedMissingPages } from './seed-menus';
import { seedDemoRole } from './seed-roles';
import { seedDemoTeamAndInvites } from './seed-team';
import { seedPackageCatalogue } from './seed-packages';
import { seedRechargePlans } from './seed-orders';
import { seedDemoReviewsAndWorkOrders } from './seed-reviews-workorders';
import { seedDemoSdk } from './seed-sdk';
import { seedDemoOperationLogs } from './seed-operation-logs';
import { seedPlatformDesk } from './seed-platform-desk';
import { writeDemoPackage } from '../apps/demo-package';
import type { FileStorage } from '../files/file-storage';
import { DEFAULT_SEED_LOCALE, SEED_TEXTS, type SeedLocale } from './seed-texts';
import { hashPassword } from '../auth/password';
import { newAccountKeys } from '../accounts/account-keys';
import { StartRefused } from '../shared/start-refused';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', role: 'admin' as const, truename: 'Platform admin' },
  { username: 'demo', password: 'demo123', role: 'master' as const, truename: 'Demo master', mobile: '+8613800000000' },
  { username: 'operator', password: 'operator123', role: 'official' as const, truename: 'Demo operator', mobile: '+8613800000001' },
];

/** The demo master's price of an install paid from the balance (× 10000); its balance is its recharges' (seed-money.ts). */
const DEMO_UNIT_PRICE = 1200;

interface StepContext {
  locale: SeedLocale;
  /** False on a production database (DEMO_DATA=false): demo-only steps are recorded without running. */
  demo: boolean;
  /** The first admin of a database seeded without the demo (ADMIN_USERNAME / ADMIN_PASSWORD). */
  admin?: PlatformAdmin;
  /** The demo master's id (the accounts step creates it). */
  demoId(): Promise<number | undefined>;
}

/**
 * The demo seed in steps, each run once per database in its own transaction and recorded in
 * `seed_steps`. A step adds only rows missing by their natural key (username, root domain, domain
 * name, order number), so it never duplicates nor overwrites what is there. New demo data of an
 * upgrade is a new step at the end: an existing database gets it at its next start.
 */
const STEPS: { name: string; run: (tx: Tx, context: StepContext) => Promise<void> }[] = [
  { name: 'accounts', run: (tx, context) => (context.demo ? seedDemoAccounts(tx) : seedPlatformAdmin(tx, context.admin)) },
  {
    name: 'content',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoContent(tx, { demo }, context.locale);
    },
  },
  { name: 'menus', run: (tx) => seedAdminMenus(tx) },
  // The demo's `*.localhost` roots open locally only; a production admin adds its own in the catalogue.
  {
    name: 'root-domains',
    run: async (tx, context) => {
      if (context.demo) await seedRootDomains(tx);
    },
  },
  {
    name: 'demo-package-app',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoPackageApp(tx, demo, context.locale);
    },
  },
  {
    name: 'demo-installs',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoInstalls(tx, demo);
    },
  },
  { name: 'package-catalogue', run: (tx) => seedPackageCatalogue(tx) },
  { name: 'recharge-plans', run: (tx) => seedRechargePlans(tx) },
  {
    name: 'demo-team-and-invites',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoTeamAndInvites(tx, demo, context.locale);
    },
  },
  { name: 'recharge-menus', run: (tx) => seedMissingPageMenus(tx, ['/account/recharge_orders', '/account/deduction']) },
  // The demo's domains, packages and recharges are one money history, walked in the order it happened
  // (seed-money.ts): the first of these steps on a fresh database writes it all; on a database that ran
  // the others before, a step added later brings back only what is missing.
  ...['demo-domains', 'demo-packages', 'demo-recharge-orders'].map((name) => ({
    name,
    run: async (tx: Tx, context: StepContext) => {
      const demo = await context.demoId();
      if (demo) await seedDemoMoney(tx, demo, context.locale);
    },
  })),
  {
    name: 'demo-test-installs',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoTestInstalls(tx, demo);
    },
  },
  { name: 'operator-tools-menus', run: (tx) => seedMissingPageMenus(tx, ['/workorder/detail', '/dashboard/workbench']) },
  {
    name: 'demo-reviews-and-work-orders',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoReviewsAndWorkOrders(tx, demo, context.locale);
    },
  },
  {
    name: 'demo-sdk',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoSdk(tx, demo, context.locale);
    },
  },
  {
    name: 'demo-push',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoPush(tx, demo, context.locale);
    },
  },
  // The admin's catalogue editor (schemas/pages/catalogue.json): its menu rows on databases seeded before it.
  { name: 'catalogue', run: (tx) => seedMissingPages(tx, ['/catalogue']) },
  {
    name: 'demo-operation-log',
    run: async (tx, context) => {
      const demo = await context.demoId();
      if (demo) await seedDemoOperationLogs(tx, demo);
    },
  },
  {
    name: 'demo-role',
    run: async (tx, context) => {
      if (context.demo) await seedDemoRole(tx, context.locale);
    },
  },
  {
    name: 'platform-desk',
    run: async (tx, context) =>
      context.demo ? seedPlatformDesk(tx, await context.demoId(), context.locale) : seedMissingPages(tx, ['/platform']),
  },
];

/** The steps of the first version of the seed, which did not record its steps: a database it seeded has run them. */
const UNRECORDED_STEPS = ['accounts', 'content', 'menus'];

/**
 * Seeds the demo data (in `locale`, Chinese by default): every step on an empty database; on a
 * database the demo seed filled before, only the steps it has not run yet. A database with users but
 * without the demo master was never demo-seeded and is left alone. Returns true when a step ran.
 */
export async function seedDemoData(
  db: Db,
  {
    locale = DEFAULT_SEED_LOCALE,
    files,
    demo = true,
    admin,
  }: { locale?: SeedLocale; files?: FileStorage; demo?: boolean; admin?: PlatformAdmin } = {},
): Promise<boolean> {
  const done = new Set((await db.select({ name: seedSteps.name }).from(seedSteps)).map((row) => row.name));
  if (done.size === 0) {
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    if (count > 0) {
      if (!(await demoMasterId(db))) return false;
      await db
        .insert(seedSteps)
        .values(UNRECORDED_STEPS.map((name) => ({ name })))
        .onConflictDoNothing();
      for (const name of UNRECORDED_STEPS) done.add(name);
    }
  }
  const pending = STEPS.filter((step) => !done.has(step.name));
  for (const step of pending) {
    await db.transaction(async (tx) => {
      await step.run(tx, { locale, demo, admin, demoId: async () => (demo ? demoMasterId(tx) : undefined) });
      await tx.insert(seedSteps).values({ name: step.name }).onConflictDoNothing();
    });
  }
  if (files && demo) await writeDemoPackageFiles(db, files, locale);
  return pending.length > 0;
}

/** The files of the demo package apps, stored (after their rows committed) where they are missing: a new files store gets them too. */
async function writeDemoPackageFiles(db: Db, files: FileStorage, locale: SeedLocale) {
  const demo = await demoMasterId(db);
  if (!demo) return;
  for (const app of await demoPackageApps(db, demo)) {
    const description =
      (JSON.parse(app.appTypeJson || '{}') as { description?: string }).description ?? SEED_TEXTS[locale].news.description;
    await writeDemoPackage(files, app.appId, app.appName, description);
  }
}

async function demoMasterId(db: Db | Tx): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.username, 'demo')).limit(1);
  return row?.role === 'master' ? row.id : undefined;
}

export interface PlatformAdmin {
  username: string;
  password: string;
}

/** The shortest first-admin password a production database accepts. */
export const PLATFORM_ADMIN_MIN_PASSWORD = 12;

/**
 * The first admin of a database seeded without the demo, from the operator's settings; refused (the
 * server does not start) without a password, with a short one, or with a demo account's password.
 */
async function seedPlatformAdmin(tx: Tx, admin: PlatformAdmin | undefined) {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return;
  if (!admin?.password) {
    throw new StartRefused('DEMO_DATA=false on an empty database needs ADMIN_PASSWORD: the first admin account is made with it.');
  }
  if (admin.password.length < PLATFORM_ADMIN_MIN_PASSWORD || DEMO_ACCOUNTS.some((a) => a.password === admin.password)) {
    throw new StartRefused(`ADMIN_PASSWORD must have at least ${PLATFORM_ADMIN_MIN_PASSWORD} characters and not be a demo password.`);
  }
  await tx.insert(users).values({
    username: admin.username,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    truename: admin.username,
    homePath: '/dashboard/analysis',
    ...newAccountKeys(),
  });
}

/** The three demo accounts that are missing by username. */
async function seedDemoAccounts(tx: Tx) {
  const existing = new Set(
    (
      await tx
        .select({ username: users.username })
        .from(users)
        .where(
          inArray(
            users.username,
            DEMO_ACCOUNTS.map((a) => a.username),
          ),
        )
    ).map((row) => row.username),
  );
  const [admin, demo, operator] = DEMO_ACCOUNTS as [
    (typeof DEMO_ACCOUNTS)[number],
    (typeof DEMO_ACCOUNTS)[number],
    (typeof DEMO_ACCOUNTS)[number],
  ];
  if (!existing.has(admin.username)) {
    await tx.insert(users).values({
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      truename: admin.truename,
      email: 'admin@example.com',
      homePath: '/dashboard/analysis',
      ...newAccountKeys(),
    });
  }
  if (!existing.has(demo.username)) {
    await tx.insert(users).values({
      username: demo.username,
      passwordHash: await hashPassword(demo.password),
      role: 'master',
      truename: demo.truename,
      email: 'demo@example.com',
      mobile: demo.mobile,
      unitPrice: DEMO_UNIT_PRICE,
      ...newAccountKeys(),
    });
  }
  const demoId = await demoMasterId(tx);
  if (!existing.has(operator.username) && demoId) {
    await tx.insert(users).values({
      username: operator.username,
      passwordHash: await hashPassword(operator.password),
      role: 'official',
      truename: operator.truename,
      email: 'operator@example.com',
      mobile: operator.mobile,
      parentId: demoId,
      ...newAccountKeys(),
    });
  }
}
