import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appVersions, apps, channels, noticeReads, notices } from '../db/schema';
import { DEMO_PACKAGE_VERSION, demoPackageStats } from '../apps/demo-package';
import { newAppId } from '../apps/app-id';
import { newChannelCode } from '../channels/channel-codes';
import { addDays, daysAgo } from '../shared/days';
import { SEED_TEXTS, type SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A plain square icon as an inline SVG, so the demo shows icons without any outside host. */
export const demoAppIcon = (color: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

const storePage = (developer: string, rating: number, size: string, description: string) =>
  JSON.stringify({ developer, rating, size, description, screenshots: [] });

/**
 * The demo master's apps (the shop wraps a URL, the news app is an uploaded static package), channels and
 * notices in one language; the operator shares the account. Answers the package app, whose files the
 * caller writes once the transaction has committed.
 */
export async function seedDemoContent(tx: Tx, ids: { demo: number }, locale: SeedLocale) {
  const text = SEED_TEXTS[locale];
  const now = Date.now();
  const [shop, news] = await tx
    .insert(apps)
    .values([
      {
        appId: newAppId(),
        accountId: ids.demo,
        appName: text.shop.name,
        winIcon: demoAppIcon('#0960bd', 'S'),
        appType: 'shopping',
        appTypeJson: storePage(text.shop.developer, 4.6, '2.1 MB', text.shop.description),
        targetUrl: 'https://shop.example.com/',
        state: 'online',
        createdAt: daysAgo(40, now),
        updatedAt: daysAgo(3, now),
      },
      {
        appId: newAppId(),
        accountId: ids.demo,
        appName: text.news.name,
        winIcon: demoAppIcon('#d4380d', 'N'),
        appType: 'news',
        appTypeJson: storePage(text.news.developer, 4.3, '1.4 MB', text.news.description),
        source: 'package',
        packageVersion: DEMO_PACKAGE_VERSION,
        state: 'online',
        createdAt: daysAgo(35, now),
        updatedAt: daysAgo(5, now),
      },
    ])
    .returning({ appId: apps.appId });
  await tx.insert(appVersions).values({
    accountId: ids.demo,
    appId: news!.appId,
    version: DEMO_PACKAGE_VERSION,
    ...demoPackageStats(text.news.name, text.news.description),
    createdAt: daysAgo(5, now),
  });

  const channel = (appId: string, name: string, installCount: number, daysAgo: number, remark = '') => ({
    accountId: ids.demo,
    appId,
    name,
    code: newChannelCode(),
    remark,
    installCount,
    createdAt: addDays(now, -daysAgo),
  });
  await tx
    .insert(channels)
    .values([
      channel(shop!.appId, text.channels.facebook, 1280, 30, text.channels.springCampaign),
      channel(shop!.appId, text.channels.google, 864, 25),
      channel(shop!.appId, text.channels.tiktok, 312, 12),
      channel(news!.appId, text.channels.telegram, 97, 8, text.channels.communityPosts),
    ]);

  const [, welcome] = await tx
    .insert(notices)
    .values([
      {
        accountId: null,
        level: 'important',
        ...text.notices.maintenance,
        createdAt: daysAgo(1, now),
      },
      {
        accountId: ids.demo,
        level: 'info',
        ...text.notices.welcome,
        createdAt: daysAgo(20, now),
      },
      {
        accountId: ids.demo,
        level: 'warning',
        ...text.notices.balance,
        createdAt: daysAgo(2, now),
      },
    ])
    .returning({ id: notices.id });
  await tx.insert(noticeReads).values({ noticeId: welcome!.id, userId: ids.demo, readAt: daysAgo(19, now) });
  return { packageApp: { appId: news!.appId, title: text.news.name, description: text.news.description } };
}

/**
 * For a database whose demo content came before uploaded packages (its news app wraps a URL): a package
 * app of its own, when the demo master has none. Existing apps are left as they are.
 */
export async function seedDemoPackageApp(tx: Tx, demo: number, locale: SeedLocale) {
  const [existing] = await tx
    .select({ appId: apps.appId })
    .from(apps)
    .where(and(eq(apps.accountId, demo), eq(apps.source, 'package')))
    .limit(1);
  if (existing) return;
  const text = SEED_TEXTS[locale].reader;
  const now = Date.now();
  const [reader] = await tx
    .insert(apps)
    .values({
      appId: newAppId(),
      accountId: demo,
      appName: text.name,
      winIcon: demoAppIcon('#389e0d', 'R'),
      appType: 'education',
      appTypeJson: storePage(text.developer, 4.4, '0.1 MB', text.description),
      source: 'package',
      packageVersion: DEMO_PACKAGE_VERSION,
      state: 'online',
      createdAt: daysAgo(2, now),
      updatedAt: daysAgo(2, now),
    })
    .returning({ appId: apps.appId });
  await tx.insert(appVersions).values({
    accountId: demo,
    appId: reader!.appId,
    version: DEMO_PACKAGE_VERSION,
    ...demoPackageStats(text.name, text.description),
    createdAt: daysAgo(2, now),
  });
}

/** The demo master's seeded package apps (the demo version), whose files `writeDemoPackage` writes when missing. */
export async function demoPackageApps(db: Db, demo: number) {
  return db
    .select({ appId: apps.appId, appName: apps.appName, appTypeJson: apps.appTypeJson })
    .from(apps)
    .where(and(eq(apps.accountId, demo), eq(apps.source, 'package'), eq(apps.packageVersion, DEMO_PACKAGE_VERSION)));
}
