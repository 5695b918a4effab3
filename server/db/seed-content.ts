import type { Db } from './client';
import { apps, channels, noticeReads, notices } from './schema';
import { newAppId } from '../apps/app-id';
import { newChannelCode } from '../channels/channel-codes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

/** A plain square icon as an inline SVG, so the demo shows icons without any outside host. */
const icon = (color: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

const storePage = (developer: string, rating: number, size: string, description: string) =>
  JSON.stringify({ developer, rating, size, description, screenshots: [] });

/** The demo master's apps, channels and notices; the operator shares the account. */
export async function seedDemoContent(tx: Tx, ids: { demo: number }) {
  const now = Date.now();
  const [shop, news] = await tx
    .insert(apps)
    .values([
      {
        appId: newAppId(),
        accountId: ids.demo,
        appName: 'Demo Shop',
        winIcon: icon('#0960bd', 'S'),
        appType: 'shopping',
        appTypeJson: storePage('Demo Studio', 4.6, '2.1 MB', 'Daily deals in an app that installs in a second.'),
        targetUrl: 'https://shop.example.com/',
        state: 'online',
        createdAt: new Date(now - 40 * DAY),
        updatedAt: new Date(now - 3 * DAY),
      },
      {
        appId: newAppId(),
        accountId: ids.demo,
        appName: 'Demo News',
        winIcon: icon('#d4380d', 'N'),
        appType: 'news',
        appTypeJson: storePage('Demo Studio', 4.3, '1.4 MB', 'Headlines that work offline.'),
        targetUrl: 'https://news.example.com/',
        state: 'online',
        createdAt: new Date(now - 35 * DAY),
        updatedAt: new Date(now - 5 * DAY),
      },
    ])
    .returning({ appId: apps.appId });

  const channel = (appId: string, name: string, installCount: number, daysAgo: number, remark = '') => ({
    accountId: ids.demo,
    appId,
    name,
    code: newChannelCode(),
    remark,
    installCount,
    createdAt: new Date(now - daysAgo * DAY),
  });
  await tx
    .insert(channels)
    .values([
      channel(shop!.appId, 'Facebook ads', 1280, 30, 'Spring campaign'),
      channel(shop!.appId, 'Google ads', 864, 25),
      channel(shop!.appId, 'TikTok creators', 312, 12),
      channel(news!.appId, 'Telegram group', 97, 8, 'Community posts'),
    ]);

  const [, welcome] = await tx
    .insert(notices)
    .values([
      {
        accountId: null,
        level: 'important',
        title: 'Scheduled maintenance on Sunday',
        content: 'The console will be unavailable for about 30 minutes on Sunday at 02:00 UTC. Installed apps keep working.',
        createdAt: new Date(now - 1 * DAY),
      },
      {
        accountId: ids.demo,
        level: 'info',
        title: 'Welcome to PWA Console',
        content: 'Create an app, add promotion channels and share their short links to start counting installs.',
        createdAt: new Date(now - 20 * DAY),
      },
      {
        accountId: ids.demo,
        level: 'warning',
        title: 'Your balance covers about 30 days of installs',
        content: 'Top up your balance or buy a package so that your apps are not paused.',
        createdAt: new Date(now - 2 * DAY),
      },
    ])
    .returning({ id: notices.id });
  await tx.insert(noticeReads).values({ noticeId: welcome!.id, userId: ids.demo, readAt: new Date(now - 19 * DAY) });
}
