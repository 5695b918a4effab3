import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInstalls, installChecks, packageSubscriptions } from '../../server/db/schema';
import { createInstallTokens } from '../../server/installs/install-token';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn } from './helpers';
import { ANDROID_CHROME, installAccount, installFigures, type EventBody } from './install-helpers';
import { planByCode, subscribe } from './package-helpers';

let server: TestServer;
beforeAll(async () => {
  // No minimum pace: the billed install below need not wait after its visit.
  server = await startTestServer({
    config: {
      installChecks: {
        tokenSecret: '',
        tokenTtlMs: 60 * 60_000,
        minFunnelMs: 0,
        installsPerAddressPerDay: 20,
        devicesPerAddressPerDay: 50,
      },
    },
  });
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const PRICE = 10_000;

const send = (body: EventBody) =>
  inject<{ recorded: boolean }>(server, 'POST', '/api/v1/hosted/event', { body, headers: { 'user-agent': ANDROID_CHROME } });

/** The hosted page at `url` as a phone without cookies gets it: its device, install token and cookies. */
async function openPage(url: string, cookie?: string) {
  const page = await server.app.inject({ method: 'GET', url, headers: { 'user-agent': ANDROID_CHROME, ...(cookie ? { cookie } : {}) } });
  expect(page.statusCode).toBe(200);
  const setCookie = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
  return {
    device: /data-device="([^"]+)"/.exec(page.body)![1]!,
    token: /data-token="([^"]+)"/.exec(page.body)![1]!,
    cookies: setCookie.map((c) => c.split(';')[0]!).join('; '),
  };
}

/** A visit and an install of the page's device, as the page reports them. */
async function installFrom(page: { device: string; token: string }, appId: string) {
  await send({ app_id: appId, device_id: page.device, step: 'visit', token: page.token });
  return send({ app_id: appId, device_id: page.device, step: 'installed', token: page.token });
}

async function account(username: string) {
  const made = await installAccount(server.database, username, { balance: 100_0000, unitPrice: PRICE });
  const token = await signIn(server, username, 'master-pass-1');
  const standard = await planByCode(server.database, 'standard');
  // An ended period before the current one, each a base package with quota left.
  const earlier = await subscribe(server.database, made.master.id, { planId: standard.id, installQuota: 10, daysLeft: -1 });
  await server.database.db
    .update(packageSubscriptions)
    .set({ startsAt: new Date(Date.now() - 31 * DAY) })
    .where(eq(packageSubscriptions.id, earlier.id));
  const current = await subscribe(server.database, made.master.id, { planId: standard.id, installQuota: 10, daysLeft: 29 });
  const details = await inject(server, 'POST', '/api/v1/get_app', { token, body: { app_id: made.appId }, lang: 'en' });
  return { ...made, token, earlier, current, testLink: new URL(details.data.test_link as string) };
}

const demoRecords = (token: string, query = '') => inject(server, 'GET', `/api/v1/packages/demo_records${query}`, { token, lang: 'en' });

const quotaUsed = async (id: number) =>
  (await server.database.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.id, id)))[0]!.installsUsed;

describe("an app's test link", () => {
  it('is the install page with a secret key, and an install through it is a demo: not billed, not counted, in the demo records of its period', async () => {
    const { master, appId, token, current, earlier, testLink } = await account('demolinkone');
    expect(testLink.pathname).toBe(`/i/${appId}/`);
    expect(testLink.searchParams.get('test')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const before = await installFigures(server.database, master.id);

    const page = await openPage(`${testLink.pathname}${testLink.search}`);
    expect(page.cookies).toContain('pwa_test=');
    expect((await installFrom(page, appId)).data).toEqual({ recorded: true });
    // A repeat changes nothing.
    expect((await send({ app_id: appId, device_id: page.device, step: 'installed', token: page.token })).data).toEqual({ recorded: false });

    // Nothing billed, nothing counted: no event, day row, channel or account count, ledger row, quota or install check.
    expect(await installFigures(server.database, master.id)).toEqual(before);
    expect(await quotaUsed(current.id)).toBe(0);
    expect(await server.database.db.select().from(installChecks).where(eq(installChecks.appId, appId))).toEqual([]);

    const listed = await demoRecords(token);
    expect(listed.data.total).toBe(1);
    expect(listed.data.items[0]).toMatchObject({
      app_id: appId,
      app_name: 'demolinkone app',
      platform: 'android',
      subscription_id: current.id,
      plan_name: 'Standard',
      period_start: current.startsAt.toISOString(),
      period_end: current.endsAt.toISOString(),
    });
    expect(listed.data.items[0].device).toContain('Android');
    expect((await demoRecords(token, `?subscription_id=${current.id}`)).data.total).toBe(1);
    expect((await demoRecords(token, `?subscription_id=${earlier.id}`)).data).toEqual({ items: [], total: 0 });

    // The home-screen app's first open (the launcher, without the query) is the same device's demo.
    const launcher = await openPage(`/i/${appId}/launch`, page.cookies);
    expect(launcher.device).toBe(page.device);
    expect((await send({ app_id: appId, device_id: launcher.device, step: 'standalone', token: launcher.token })).data).toEqual({
      recorded: false,
    });
    expect(await installFigures(server.database, master.id)).toEqual(before);
  });

  it('with a wrong key is an ordinary install page: its install is billed like any other', async () => {
    const { master, appId, current, testLink } = await account('demolinktwo');
    const key = testLink.searchParams.get('test')!;
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const page = await openPage(`/i/${appId}/?test=${wrong}`);
    expect(page.cookies).not.toContain('pwa_test=');
    expect((await installFrom(page, appId)).data).toEqual({ recorded: true });
    expect(await quotaUsed(current.id)).toBe(1);
    expect((await installFigures(server.database, master.id)).totalInstallSum).toBe(1);
    expect(await server.database.db.select().from(demoInstalls).where(eq(demoInstalls.appId, appId))).toEqual([]);
  });

  it("is the app's own: another app's key, or a demo token not signed by the server, makes no demo install", async () => {
    const { master, appId, otherAppId, token, testLink } = await account('demolinkthree');
    const key = testLink.searchParams.get('test')!;
    // Another app of the account opened with this app's key gets an ordinary token.
    const other = await openPage(`/i/${otherAppId}/?test=${key}`);
    expect(other.cookies).not.toContain('pwa_test=');
    // A demo token signed with another key is refused: recorded as an unverified install, never a demo.
    const device = 'forged-demo-device-0001';
    const forged = await createInstallTokens(async () => 'not-the-server-key').issue(appId, device, Date.now(), 'demo');
    await send({ app_id: appId, device_id: device, step: 'visit', token: forged });
    await send({ app_id: appId, device_id: device, step: 'installed', token: forged });
    const [check] = await server.database.db
      .select()
      .from(installChecks)
      .where(and(eq(installChecks.appId, appId), eq(installChecks.deviceId, device)));
    expect(check).toMatchObject({ verdict: 'unverified', reason: 'bad_token' });
    expect((await demoRecords(token)).data.total).toBe(0);
    expect((await installFigures(server.database, master.id)).totalInstallSum).toBe(0);
  });
});
