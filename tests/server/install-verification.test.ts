import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installChecks, installEvents, pwaUsers } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';
import {
  ANDROID_CHROME,
  IPHONE_SAFARI,
  installAccount,
  installFigures,
  newDeviceId,
  pageFunnel,
  pwaUserOf,
  tokenFor,
  type EventBody,
} from './install-helpers';

let server: TestServer;
const MIN_FUNNEL_MS = 1000;
beforeAll(async () => {
  server = await startTestServer({
    config: {
      installChecks: {
        tokenSecret: '',
        tokenTtlMs: 60 * 60_000,
        minFunnelMs: MIN_FUNNEL_MS,
        installsPerAddressPerDay: 3,
        devicesPerAddressPerDay: 5,
      },
    },
  });
});
afterAll(() => server?.close());

const PRICE = 10_000;
let addressSerial = 0;
/** Each test's calls come from an address of their own, so the per-address limits of one never touch another. */
const newAddress = () => `10.9.${Math.floor(addressSerial / 250)}.${(addressSerial++ % 250) + 1}`;

/** One funnel call from `address` with the given User-Agent (an empty one when null), as a browser or a script sends it. */
async function send(body: EventBody, address: string, userAgent: string | null = ANDROID_CHROME) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/v1/hosted/event',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent ?? '' },
    payload: JSON.stringify(body),
  });
  return answer.json<{ code: number; data: { recorded: boolean } | null }>();
}

/** The device's visit, as if made a minute ago (a funnel of plausible pace without waiting for it): its event and its first sight. */
async function visitedAMinuteAgo(appId: string, deviceId: string) {
  await server.database.db.execute(
    sql`with device as (
          update ${pwaUsers} set first_seen = now() - interval '1 minute'
          where ${pwaUsers.appId} = ${appId} and ${pwaUsers.deviceId} = ${deviceId} returning ${pwaUsers.id}
        )
        update ${installEvents} set created_at = now() - interval '1 minute' where ${installEvents.pwaUserId} = (select id from device)`,
  );
}

async function checkOf(appId: string, deviceId: string) {
  const [row] = await server.database.db
    .select({ verdict: installChecks.verdict, reason: installChecks.reason })
    .from(installChecks)
    .where(and(eq(installChecks.appId, appId), eq(installChecks.deviceId, deviceId)));
  return row;
}

/** Nothing about the account says an install happened: no event, no charge, no count, the balance untouched. */
async function expectNothingBilled(accountId: number, balance: number) {
  const figures = await installFigures(server.database, accountId);
  expect(figures.events).toMatchObject({ installs: 0, balance: 0, quota: 0, unbilled: 0, amount: 0 });
  expect(figures.daily).toMatchObject({ installs: 0, amount: 0 });
  expect(figures).toMatchObject({ totalInstallSum: 0, channelInstalls: 0, balance, charges: [] });
}

describe('an install through the hosted page', () => {
  it('the page hands out a device id and its token; the visit, a plausible wait and the install bill it exactly once', async () => {
    const account = await installAccount(server.database, 'verifypage', { balance: PRICE * 5, unitPrice: PRICE });
    const address = newAddress();
    const { device, token, setCookie } = await pageFunnel(server, account.appId);
    // The cookie keeps the device: the page served again names the same one, with a token of its own.
    const again = await pageFunnel(server, account.appId, String(setCookie).split(';')[0]);
    expect(again.device).toBe(device);
    expect(again.setCookie).toBeUndefined();

    const body = { app_id: account.appId, device_id: device, channel: account.code, token };
    expect((await send({ ...body, step: 'visit' }, address)).data).toEqual({ recorded: true });
    await new Promise((resolve) => setTimeout(resolve, MIN_FUNNEL_MS + 100));
    expect((await send({ ...body, step: 'installed' }, address)).data).toEqual({ recorded: true });
    // Replayed: the same token for the same install changes nothing.
    expect((await send({ ...body, step: 'installed', token: again.token }, address)).data).toEqual({ recorded: false });
    expect((await send({ ...body, step: 'standalone' }, address)).data).toEqual({ recorded: true });

    const figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 1, balance: 1, amount: PRICE, opens: 1 });
    expect(figures).toMatchObject({ totalInstallSum: 1, channelInstalls: 1, balance: PRICE * 4 });
    expect(figures.charges).toHaveLength(1);
    expect(await checkOf(account.appId, device)).toEqual({ verdict: 'verified', reason: '' });
  });
});

describe('installs that are not billed', () => {
  it('an install without a token is recorded as unverified, never billed, and a later report of it changes nothing', async () => {
    const account = await installAccount(server.database, 'verifynotoken', { balance: PRICE * 5, unitPrice: PRICE });
    const address = newAddress();
    const device = newDeviceId();
    await send({ app_id: account.appId, device_id: device, step: 'visit' }, address);
    await visitedAMinuteAgo(account.appId, device);
    expect((await send({ app_id: account.appId, device_id: device, step: 'installed' }, address)).data).toEqual({ recorded: true });
    expect(await checkOf(account.appId, device)).toEqual({ verdict: 'unverified', reason: 'no_token' });
    // Judged once: a token sent afterwards does not turn it into a billed install.
    const token = await tokenFor(server.database, account.appId, device);
    expect((await send({ app_id: account.appId, device_id: device, step: 'installed', token }, address)).data).toEqual({
      recorded: false,
    });
    await expectNothingBilled(account.master.id, PRICE * 5);
  });

  it('a token of another device or another app, a forged one and an expired one are unverified', async () => {
    const account = await installAccount(server.database, 'verifyforged', { balance: PRICE * 5, unitPrice: PRICE });
    const address = newAddress();
    const other = newDeviceId();
    const cases: [string, (device: string) => Promise<string>, string][] = [
      ['another device', () => tokenFor(server.database, account.appId, other), 'bad_token'],
      ['another app', (device) => tokenFor(server.database, account.otherAppId, device), 'bad_token'],
      ['forged', async () => `${Math.floor(Date.now() / 1000).toString(36)}.${'A'.repeat(27)}`, 'bad_token'],
      ['expired', (device) => tokenFor(server.database, account.appId, device, Date.now() - 2 * 60 * 60_000), 'token_expired'],
    ];
    for (const [label, tokenOf, reason] of cases) {
      const device = newDeviceId();
      const token = await tokenOf(device);
      await send({ app_id: account.appId, device_id: device, step: 'visit', token }, address);
      await visitedAMinuteAgo(account.appId, device);
      expect((await send({ app_id: account.appId, device_id: device, step: 'installed', token }, address)).data, label).toEqual({
        recorded: true,
      });
      expect(await checkOf(account.appId, device), label).toEqual({ verdict: 'unverified', reason });
    }
    await expectNothingBilled(account.master.id, PRICE * 5);
  });

  it('a scripted flood bills nothing: new device ids without a visit, and one page token replayed for many devices', async () => {
    const account = await installAccount(server.database, 'verifyflood', { balance: PRICE * 100, unitPrice: PRICE });
    const address = newAddress();
    // Installs of devices that never visited, each with a genuine token of its own (a page served per device).
    const unvisited = Array.from({ length: 10 }, () => newDeviceId('flood'));
    for (const device of unvisited) {
      const token = await tokenFor(server.database, account.appId, device);
      await send({ app_id: account.appId, device_id: device, step: 'installed', token }, address);
    }
    // One page's token replayed with made-up device ids, each after a visit.
    const { token } = await pageFunnel(server, account.appId);
    const replayed = Array.from({ length: 10 }, () => newDeviceId('replay'));
    for (const device of replayed) {
      await send({ app_id: account.appId, device_id: device, step: 'visit', token }, address);
      await visitedAMinuteAgo(account.appId, device);
      await send({ app_id: account.appId, device_id: device, step: 'installed', token }, address);
    }
    for (const device of unvisited) expect(await checkOf(account.appId, device)).toEqual({ verdict: 'unverified', reason: 'no_visit' });
    for (const device of replayed) expect(await checkOf(account.appId, device)).toEqual({ verdict: 'unverified', reason: 'bad_token' });
    await expectNothingBilled(account.master.id, PRICE * 100);
  });

  it('a funnel too fast, no User-Agent, or a platform other than the visit’s is suspicious', async () => {
    const account = await installAccount(server.database, 'verifypace', { balance: PRICE * 5, unitPrice: PRICE });
    const address = newAddress();
    const install = async (visitAgent: string, installAgent: string | null, aMinuteAgo: boolean) => {
      const device = newDeviceId();
      const token = await tokenFor(server.database, account.appId, device);
      await send({ app_id: account.appId, device_id: device, step: 'visit', token }, address, visitAgent);
      if (aMinuteAgo) await visitedAMinuteAgo(account.appId, device);
      await send({ app_id: account.appId, device_id: device, step: 'installed', token }, address, installAgent);
      return checkOf(account.appId, device);
    };
    expect(await install(ANDROID_CHROME, ANDROID_CHROME, false)).toEqual({ verdict: 'suspicious', reason: 'too_fast' });
    expect(await install(ANDROID_CHROME, null, true)).toEqual({ verdict: 'suspicious', reason: 'no_user_agent' });
    expect(await install(IPHONE_SAFARI, ANDROID_CHROME, true)).toEqual({ verdict: 'suspicious', reason: 'platform_mismatch' });
    await expectNothingBilled(account.master.id, PRICE * 5);
  });

  it('past the installs of an app per address and day, and the installs of any app per address and day, installs are suspicious', async () => {
    const account = await installAccount(server.database, 'verifylimits', { balance: PRICE * 20, unitPrice: PRICE });
    const address = newAddress();
    const install = async (appId: string, from = address) => {
      const device = newDeviceId();
      const token = await tokenFor(server.database, appId, device);
      await send({ app_id: appId, device_id: device, step: 'visit', token }, from);
      await visitedAMinuteAgo(appId, device);
      await send({ app_id: appId, device_id: device, step: 'installed', token }, from);
      return checkOf(appId, device);
    };
    const verified = { verdict: 'verified', reason: '' };
    // Three per app and address: the fourth of the app is suspicious, another address is not.
    for (let i = 0; i < 3; i++) expect(await install(account.appId)).toEqual(verified);
    expect(await install(account.appId)).toEqual({ verdict: 'suspicious', reason: 'address_limit' });
    expect(await install(account.appId, newAddress())).toEqual(verified);
    // Five of any app per address (the suspicious one counts): the other app's first is the fifth, its second past it.
    expect(await install(account.otherAppId)).toEqual(verified);
    expect(await install(account.otherAppId)).toEqual({ verdict: 'suspicious', reason: 'address_devices' });
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 5, balance: 5 });
    expect(figures.charges).toHaveLength(5);
  });

  it('the account sees installs not billed apart: in the install statistics by day and in total, on the dashboard, and with the reason in the device’s events', async () => {
    const account = await installAccount(server.database, 'verifyfigures', { balance: PRICE * 5, unitPrice: PRICE });
    const address = newAddress();
    const install = async (withToken: boolean, aMinuteAgo: boolean) => {
      const device = newDeviceId();
      const token = withToken ? await tokenFor(server.database, account.appId, device) : undefined;
      await send({ app_id: account.appId, device_id: device, step: 'visit', token }, address);
      if (aMinuteAgo) await visitedAMinuteAgo(account.appId, device);
      await send({ app_id: account.appId, device_id: device, step: 'installed', token }, address);
      return device;
    };
    const billed = await install(true, true);
    await install(false, true);
    const tooFast = await install(true, false);
    // The statistics are an official's pages (an official of the master's account).
    await insertUser(server.database, {
      username: 'verifyfigures_op',
      password: 'official-pass-1',
      role: 'official',
      parentId: account.master.id,
    });
    const token = await signIn(server, 'verifyfigures_op', 'official-pass-1');
    const get = async (path: string) => {
      const answer = await inject(server, 'GET', path, { token, lang: 'en' });
      expect(answer.msg, path).toBe('ok');
      return answer.data;
    };
    const figures = { installs: 1, billed_balance: 1, unverified: 1, suspicious: 1, visits: 3 };
    expect(await get('/api/v1/statistics/install_totals')).toMatchObject(figures);
    const days = await get('/api/v1/statistics/install_list?page=1&pageSize=10');
    expect(days.items).toHaveLength(1);
    expect(days.items[0]).toMatchObject(figures);
    expect(await get('/api/v1/statistics/analysis')).toMatchObject({ installs_today: 1, installs_month: 1, suspicious_month: 2 });

    const eventsOfDevice = async (device: string) => {
      const user = (await pwaUserOf(server.database, account.appId, device))!;
      const detail = await get(`/api/v1/statistics/user_detail?id=${user.id}`);
      return (detail.events as { step: string; billing: string; reason: string }[]).map((e) => [e.step, e.billing, e.reason]);
    };
    expect(await eventsOfDevice(tooFast)).toEqual([
      ['installed', 'suspicious', 'too_fast'],
      ['visit', '', ''],
    ]);
    expect(await eventsOfDevice(billed)).toEqual([
      ['installed', 'balance', ''],
      ['visit', '', ''],
    ]);
  });
});
