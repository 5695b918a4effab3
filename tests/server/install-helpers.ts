import { request, Agent } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { createInstallTokens, installTokenKey } from '../../server/installs/install-token';
import { apps, channels, installDaily, installEvents, ledger, notices, pwaUsers, users } from '../../server/db/schema';
import type { TestServer } from '../support/test-db';
import { masterWithBalance } from './domain-money-helpers';
import { http, inject, type Answer, type CallOptions } from './helpers';

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let serial = 0;
/** A device id of the hosted page's shape (16–64 of [A-Za-z0-9_-]), distinct per call and test file run. */
export const newDeviceId = (label = 'dev') =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${(serial++).toString(36)}`.padEnd(16, 'x');

/**
 * A master made in the database with a balance, a unit price, two online apps (`appId`, `otherAppId`)
 * and a channel on each (`code` on the first app, `otherCode` on the second).
 */
export async function installAccount(database: Database, username: string, figures: { balance: number; unitPrice: number }) {
  const master = await masterWithBalance(database, username, figures.balance);
  await database.db.update(users).set({ unitPrice: figures.unitPrice }).where(eq(users.id, master.id));
  const suffix = `${username.toLowerCase().replace(/[^a-z0-9]/g, '')}${Date.now().toString(36)}`.slice(-12);
  const appId = `a${suffix}`.slice(0, 16);
  const otherAppId = `b${suffix}`.slice(0, 16);
  await database.db.insert(apps).values([
    { appId, accountId: master.id, appName: `${username} app`, state: 'online', targetUrl: 'https://example.test/' },
    { appId: otherAppId, accountId: master.id, appName: `${username} other app`, state: 'online', targetUrl: 'https://example.test/' },
  ]);
  const code = `c${suffix}`;
  const secondCode = `d${suffix}`;
  const otherCode = `e${suffix}`;
  const made = await database.db
    .insert(channels)
    .values([
      { accountId: master.id, appId, name: 'first', code },
      { accountId: master.id, appId, name: 'second', code: secondCode },
      { accountId: master.id, appId: otherAppId, name: 'other app', code: otherCode },
    ])
    .returning({ id: channels.id, code: channels.code });
  const channelId = (c: string) => made.find((row) => row.code === c)!.id;
  return { master, appId, otherAppId, code, secondCode, otherCode, channelId };
}

export interface EventBody {
  app_id: string;
  device_id: string;
  step: string;
  channel?: string;
  token?: string;
  push_subscription?: unknown;
}

/** An install token as the server's hosted page is served with (signed with the database's key). */
export const tokenFor = (database: Database, appId: string, deviceId: string, issuedAtMs?: number) =>
  createInstallTokens(installTokenKey(database.db, '')).issue(appId, deviceId, issuedAtMs);

/** The device id and install token of the hosted install page, as a browser without cookies is served them. */
export async function pageFunnel(server: TestServer, appId: string, cookie?: string) {
  const page = await server.app.inject({ method: 'GET', url: `/i/${appId}/`, headers: cookie ? { cookie } : {} });
  const device = /data-device="([^"]+)"/.exec(page.body)?.[1];
  const token = /data-token="([^"]+)"/.exec(page.body)?.[1];
  if (!device || !token) throw new Error(`no funnel data on the install page (${page.statusCode})`);
  return { device, token, setCookie: page.headers['set-cookie'] };
}

export const sendEvent = (server: TestServer, body: EventBody, options: CallOptions = {}): Promise<Answer> =>
  inject(server, 'POST', '/api/v1/hosted/event', {
    lang: 'en',
    body,
    headers: { 'user-agent': ANDROID_CHROME, ...options.headers },
    ...options,
  });

export const sendEventOverHttp = (server: TestServer, body: EventBody, options: CallOptions = {}): Promise<Answer> =>
  http(server, 'POST', '/api/v1/hosted/event', {
    lang: 'en',
    body,
    headers: { 'user-agent': ANDROID_CHROME, ...options.headers },
    ...options,
  });

/**
 * A device's install the way the hosted page reports it: the visit, then the step (`installed` unless
 * given) with the page's token. The answer is the install step's.
 */
export async function sendInstall(server: TestServer, body: Omit<EventBody, 'step'> & { step?: string }, options: CallOptions = {}) {
  const token = await tokenFor(server.database, body.app_id, body.device_id);
  await sendEvent(server, { ...body, step: 'visit', token }, options);
  return sendEvent(server, { step: 'installed', ...body, token }, options);
}

/**
 * Many events at once over real HTTP through at most `sockets` keep-alive connections (a thousand
 * sockets opened at once would overflow the server's listen queue, which tests nothing of ours).
 */
export function eventSender(server: Pick<TestServer, 'baseUrl'>, sockets = 64) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL('/api/v1/hosted/event', server.baseUrl);
  const send = (body: EventBody) =>
    new Promise<{ status: number; code: number; data: { recorded: boolean } | null }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const call = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'user-agent': ANDROID_CHROME } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            try {
              const envelope = JSON.parse(text) as { code: number; data: { recorded: boolean } | null };
              resolve({ status: res.statusCode ?? 0, code: envelope.code, data: envelope.data });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      call.on('error', reject);
      call.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

export async function pwaUserOf(database: Database, appId: string, deviceId: string) {
  const [row] = await database.db
    .select()
    .from(pwaUsers)
    .where(and(eq(pwaUsers.appId, appId), eq(pwaUsers.deviceId, deviceId)));
  return row;
}

export async function eventsOf(database: Database, pwaUserId: number) {
  return database.db.select().from(installEvents).where(eq(installEvents.pwaUserId, pwaUserId)).orderBy(installEvents.id);
}

const int = (value: unknown) => Number(value ?? 0);

/** Every figure that counts an account's installs, each read from where it is kept. */
export async function installFigures(database: Database, accountId: number) {
  const [events] = await database.db
    .select({
      installs: sql`count(*) filter (where ${installEvents.step} = 'installed')`,
      quota: sql`count(*) filter (where ${installEvents.billing} = 'quota')`,
      balance: sql`count(*) filter (where ${installEvents.billing} = 'balance')`,
      unbilled: sql`count(*) filter (where ${installEvents.billing} = 'unbilled')`,
      unpriced: sql`count(*) filter (where ${installEvents.step} = 'installed' and ${installEvents.billing} is null)`,
      amount: sql`coalesce(sum(${installEvents.amount}), 0)`,
      visits: sql`count(*) filter (where ${installEvents.step} = 'visit')`,
      opens: sql`count(*) filter (where ${installEvents.step} = 'standalone')`,
    })
    .from(installEvents)
    .where(eq(installEvents.accountId, accountId));
  const [daily] = await database.db
    .select({
      installs: sql`coalesce(sum(${installDaily.installs}), 0)`,
      quota: sql`coalesce(sum(${installDaily.billedQuota}), 0)`,
      balance: sql`coalesce(sum(${installDaily.billedBalance}), 0)`,
      unbilled: sql`coalesce(sum(${installDaily.unbilled}), 0)`,
      amount: sql`coalesce(sum(${installDaily.amount}), 0)`,
      visits: sql`coalesce(sum(${installDaily.visits}), 0)`,
      opens: sql`coalesce(sum(${installDaily.opens}), 0)`,
    })
    .from(installDaily)
    .where(eq(installDaily.accountId, accountId));
  const [channelSum] = await database.db
    .select({ installs: sql`coalesce(sum(${channels.installCount}), 0)` })
    .from(channels)
    .where(eq(channels.accountId, accountId));
  const [account] = await database.db
    .select({ balance: users.balance, total: users.totalInstallSum, unpaidSince: users.installsUnpaidSince })
    .from(users)
    .where(eq(users.id, accountId));
  const charges = await database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.accountId, accountId), eq(ledger.kind, 'install')))
    .orderBy(ledger.id);
  return {
    events: Object.fromEntries(Object.entries(events!).map(([k, v]) => [k, int(v)])),
    daily: Object.fromEntries(Object.entries(daily!).map(([k, v]) => [k, int(v)])),
    channelInstalls: int(channelSum!.installs),
    totalInstallSum: account!.total,
    balance: account!.balance,
    unpaid: account!.unpaidSince !== null,
    charges,
  };
}

export async function appStates(database: Database, accountId: number) {
  return database.db
    .select({ appId: apps.appId, state: apps.state, pausedUnpaid: apps.pausedUnpaid })
    .from(apps)
    .where(eq(apps.accountId, accountId))
    .orderBy(apps.appId);
}

export async function noticesOf(database: Database, accountId: number) {
  return database.db.select().from(notices).where(eq(notices.accountId, accountId)).orderBy(notices.id);
}
