/**
 * Web push: subscriptions from the hosted pages, composing and sending, the delivery jobs (two
 * workers, a restart mid-send), gone subscriptions and clicks. Pushes go to a local receiver that
 * decrypts them (tests/support/push-receiver.ts). Roles and account boundaries of the push operations
 * are the generated tests' (generated-access, generated-bad-input).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { users } from '../../server/auth/tables';
import { pwaUsers } from '../../server/installs/tables';
import { createPushJobs, LEASE_MS } from '../../server/push/push-jobs';
import { createWebPushSender, isAllowedEndpoint } from '../../server/push/push-sender';
import { pushDeliveries, pushMessages, pushSubscriptions } from '../../server/push/tables';
import { vapidKeysOf } from '../../server/push/vapid-keys';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn } from './helpers';

let server: TestServer;
let receiver: PushReceiver;
let token: string;
let demoId: number;
let appId: string;
let otherAppId: string;

const jobsAt = (clock: () => Date = () => new Date(), batchSize = 20) =>
  createPushJobs(
    server.database.db,
    createWebPushSender(vapidKeysOf(server.database.db), 'mailto:push-test@example.test', [receiver.origin]),
    { batchSize, clock },
  );

/** PWA users of the demo app subscribed to the receiver, made directly (as many devices would). */
async function subscribers(prefix: string, n: number, extra: { platform?: string; country?: string } = {}) {
  const rows = await server.database.db
    .insert(pwaUsers)
    .values(
      Array.from({ length: n }, (_, i) => ({
        accountId: demoId,
        appId,
        deviceId: `${prefix}-${String(i).padStart(4, '0')}-device`,
        ...extra,
      })),
    )
    .returning({ id: pwaUsers.id, deviceId: pwaUsers.deviceId });
  await server.database.db.insert(pushSubscriptions).values(
    rows.map((row) => {
      const sub = receiver.subscribe(row.deviceId);
      return {
        accountId: demoId,
        appId,
        pwaUserId: row.id,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        state: 'subscribed' as const,
        platform: extra.platform ?? 'other',
        country: extra.country ?? '',
      };
    }),
  );
  return rows;
}

async function compose(body: Record<string, unknown>) {
  const answer = await inject(server, 'POST', '/api/v1/push/add', { token, body: { app_id: appId, title: 'Hello', ...body } });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as { id: number; state: string };
}

const pushRow = async (id: number) => (await server.database.db.select().from(pushMessages).where(eq(pushMessages.id, id)))[0]!;
const receivedOf = (push: number) => receiver.received.filter((r) => r.message.push === push);

beforeAll(async () => {
  receiver = await startPushReceiver();
  // The receiver is the one push service this server may name.
  server = await startTestServer({
    logger: { level: 'error' },
    config: { push: { tickMs: 0, serviceHosts: [receiver.origin], contact: 'mailto:push-test@example.test', batchSize: 20 } },
  });
  token = await signIn(server, 'operator', 'operator123');
  const [demo] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demoId = demo!.id;
  const own = await server.database.db.select({ appId: apps.appId }).from(apps).where(eq(apps.accountId, demoId)).orderBy(apps.id);
  appId = own[0]!.appId;
  otherAppId = own[1]!.appId;
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('demo data', () => {
  it('has subscribers, two sent pushes with their figures and one scheduled', async () => {
    const listed = await inject(server, 'GET', '/api/v1/push/list?pageSize=100', { token });
    const states = listed.data.items.map((p: { state: string }) => p.state).sort();
    expect(states).toEqual(['scheduled', 'sent', 'sent']);
    for (const sent of listed.data.items.filter((p: { state: string }) => p.state === 'sent')) {
      expect(sent.accepted).toBeGreaterThan(0);
      expect(sent.clicked).toBeGreaterThan(0);
      expect(sent.click_rate).toBeGreaterThan(0);
      const log = await inject(server, 'GET', `/api/v1/push/delivery_list?push_id=${sent.id}`, { token });
      expect(log.data.total).toBe(sent.total);
    }
    const apps = await inject(server, 'GET', '/api/v1/push/app_list', { token });
    expect(apps.data.items.some((a: { subscribers: number }) => a.subscribers > 0)).toBe(true);
  });
});

describe('push service endpoints', () => {
  it('allows only the configured push services', () => {
    const hosts = ['fcm.googleapis.com', '*.push.apple.com', 'http://127.0.0.1:4000'];
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/x', hosts)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:4000/push/a', hosts)).toBe(true);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedEndpoint('https://push.apple.com.evil.test/x', hosts)).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:4001/push/a', hosts)).toBe(false);
    expect(isAllowedEndpoint('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
  });
});

describe('hosted pages and one push end to end', () => {
  const device = 'hosted-subscriber-device-01';
  let pwaUserId: number;
  let pushId: number;

  it('serve one VAPID public key, kept in the database', async () => {
    const first = await inject(server, 'GET', '/api/v1/hosted/push_key');
    const second = await inject(server, 'GET', '/api/v1/hosted/push_key');
    expect(first.code).toBe(0);
    expect(Buffer.from(first.data.public_key, 'base64url')).toHaveLength(65);
    expect(second.data.public_key).toBe(first.data.public_key);
    expect((await vapidKeysOf(server.database.db)()).publicKey).toBe(first.data.public_key);
  });

  it('store a subscription on the device’s PWA user; refuse other push services', async () => {
    const saveAs = (body: Record<string, unknown>) =>
      inject(server, 'POST', '/api/v1/hosted/push_subscription', { body: { app_id: appId, device_id: device, ...body } });
    const sub = receiver.subscribe(device);
    // A device the app has never seen: nothing saved.
    expect((await saveAs({ state: 'subscribed', subscription: sub })).data).toEqual({ saved: false });
    await inject(server, 'POST', '/api/v1/hosted/event', { body: { app_id: appId, device_id: device, step: 'visit' } });
    const refused = await saveAs({ state: 'subscribed', subscription: { ...sub, endpoint: 'https://push.example.test/x' } });
    expect(refused.code).toBe(101103);
    expect((await saveAs({ state: 'subscribed', subscription: sub })).data).toEqual({ saved: true });
    const [user] = await server.database.db
      .select()
      .from(pwaUsers)
      .where(and(eq(pwaUsers.appId, appId), eq(pwaUsers.deviceId, device)));
    expect(user).toMatchObject({ subscribed: true, pushSubscription: { endpoint: sub.endpoint } });
    pwaUserId = user!.id;
    const listed = await inject(server, 'GET', `/api/v1/push/subscriber_list?app_id=${appId}&device=${device}`, { token });
    expect(listed.data.items).toEqual([expect.objectContaining({ id: pwaUserId, state: 'subscribed', device_id: device })]);
  });

  it('composes a push to chosen users, sends it and the receiver decrypts title and body', async () => {
    const count = await inject(server, 'PUT', '/api/v1/push/audience_count', {
      token,
      body: { app_id: appId, audience_kind: 'users', user_ids: [pwaUserId] },
    });
    expect(count.data).toEqual({ count: 1 });
    const push = await compose({
      title: 'Flash sale',
      body: 'Half price today',
      url: '/sale',
      audience_kind: 'users',
      user_ids: [pwaUserId],
      mode: 'now',
    });
    pushId = push.id;
    expect(push.state).toBe('scheduled');
    const done = await jobsAt().runOnce();
    expect(done).toMatchObject({ started: 1, delivered: 1, finished: 1 });
    expect(receiver.messagesOf(device)).toEqual([
      expect.objectContaining({ title: 'Flash sale', body: 'Half price today', url: '/sale', push: pushId, app: appId, device }),
    ]);
    const sent = receivedOf(pushId)[0]!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(String(sent.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const detail = await inject(server, 'GET', `/api/v1/push/detail?id=${pushId}`, { token });
    expect(detail.data).toMatchObject({ state: 'sent', total: 1, sent: 1, accepted: 1, failed: 0, clicked: 0, click_rate: 0 });
    const log = await inject(server, 'GET', `/api/v1/push/delivery_list?push_id=${pushId}`, { token });
    expect(log.data.items).toEqual([expect.objectContaining({ state: 'accepted', status_code: 201, device_id: device, attempts: 1 })]);
  });

  it('counts a notification click once and shows the click rate', async () => {
    const click = (body: Record<string, unknown>) =>
      inject(server, 'POST', '/api/v1/hosted/push_click', { body: { app_id: appId, device_id: device, push_id: pushId, ...body } });
    expect((await click({ device_id: 'some-other-device-0000' })).data).toEqual({ counted: false });
    expect((await click({})).data).toEqual({ counted: true });
    expect((await click({})).data).toEqual({ counted: false });
    const listed = await inject(server, 'GET', `/api/v1/push/list?app_id=${appId}`, { token });
    expect(listed.data.items.find((p: { id: number }) => p.id === pushId)).toMatchObject({ clicked: 1, click_rate: 1 });
  });

  it('changes only drafts and scheduled pushes', async () => {
    const edit = await inject(server, 'PUT', '/api/v1/push/edit', { token, body: { id: pushId, app_id: appId, title: 'Changed' } });
    expect(edit.code).toBe(101102);
    const later = await compose({ mode: 'schedule', send_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(later.state).toBe('scheduled');
    // Not due yet: the jobs leave it.
    expect((await jobsAt().runOnce()).started).toBe(0);
    const cancelled = await inject(server, 'POST', '/api/v1/push/cancel', { token, body: { id: later.id } });
    expect(cancelled.data.state).toBe('draft');
    const moved = await inject(server, 'PUT', '/api/v1/push/edit', {
      token,
      body: { id: later.id, app_id: otherAppId, title: 'Moved', audience_kind: 'platform', platforms: ['ios'] },
    });
    expect(moved.data).toMatchObject({ app_id: otherAppId, title: 'Moved', audience_kind: 'platform', platforms: ['ios'], state: 'draft' });
    const deleted = await inject(server, 'DELETE', '/api/v1/push/del', { token, body: { ids: [later.id] } });
    expect(deleted.data).toEqual({ deleted: 1 });
  });
});

describe('delivery jobs', () => {
  it('two workers sending one push never send a delivery twice', async () => {
    const devices = await subscribers('twoworkers', 90, { platform: 'android', country: 'AQ' });
    const count = await inject(server, 'PUT', '/api/v1/push/audience_count', {
      token,
      body: { app_id: appId, audience_kind: 'country', countries: ['AQ'] },
    });
    expect(count.data).toEqual({ count: 90 });
    const push = await compose({ title: 'Both workers', audience_kind: 'country', countries: ['AQ'], mode: 'now' });
    const [a, b] = [jobsAt(), jobsAt()];
    await Promise.all([a.startDue(), b.startDue()]);
    const drain = async (jobs: ReturnType<typeof jobsAt>) => {
      let handled = 0;
      for (let n = await jobs.sendBatch(); n > 0; n = await jobs.sendBatch()) handled += n;
      return handled;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(90);
    await a.finish();
    const names = receivedOf(push.id).map((r) => r.name);
    expect(names).toHaveLength(90);
    expect(new Set(names).size).toBe(90);
    expect(new Set(names)).toEqual(new Set(devices.map((d) => d.deviceId)));
    expect(await pushRow(push.id)).toMatchObject({ state: 'sent', total: 90, sent: 90, accepted: 90, failed: 0 });
  });

  it('a restart mid-send resumes without sending again what went out', async () => {
    await subscribers('restart', 50, { platform: 'ios', country: 'BV' });
    const push = await compose({ title: 'Resumed', audience_kind: 'country', countries: ['BV'], mode: 'now' });
    let now = new Date();
    const first = jobsAt(() => now);
    await first.startDue();
    // The first worker sends one batch, then claims another and stops before sending it.
    expect(await first.sendBatch()).toBe(20);
    expect(await first.claim()).toHaveLength(20);
    // A second worker (the restarted process) sends what is open; the stopped worker's claim waits for its lease.
    const second = jobsAt(() => now);
    expect((await second.runOnce()).delivered).toBe(10);
    expect((await pushRow(push.id)).state).toBe('sending');
    now = new Date(now.getTime() + LEASE_MS + 1000);
    expect((await second.runOnce()).delivered).toBe(20);
    const names = receivedOf(push.id).map((r) => r.name);
    expect(names).toHaveLength(50);
    expect(new Set(names).size).toBe(50);
    expect(await pushRow(push.id)).toMatchObject({ state: 'sent', total: 50, sent: 50, accepted: 50 });
    const attempts = await server.database.db
      .select({ attempts: pushDeliveries.attempts, n: sql<number>`count(*)::int` })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.pushId, push.id))
      .groupBy(pushDeliveries.attempts);
    expect(attempts.sort((x, y) => x.attempts - y.attempts)).toEqual([
      { attempts: 1, n: 30 },
      { attempts: 2, n: 20 },
    ]);
  });

  it('removes gone subscriptions (404/410) and leaves them out of later pushes', async () => {
    const devices = await subscribers('gone', 4, { country: 'GS' });
    receiver.answer(devices[0]!.deviceId, 410);
    receiver.answer(devices[1]!.deviceId, 404);
    receiver.answer(devices[2]!.deviceId, 500);
    const push = await compose({ title: 'Some are gone', audience_kind: 'country', countries: ['GS'], mode: 'now' });
    await jobsAt().runOnce();
    expect(await pushRow(push.id)).toMatchObject({ state: 'sent', total: 4, sent: 4, accepted: 1, failed: 3 });
    const log = await inject(server, 'GET', `/api/v1/push/delivery_list?push_id=${push.id}`, { token });
    const states = Object.fromEntries(log.data.items.map((d: { device_id: string; state: string }) => [d.device_id, d.state]));
    expect(states).toEqual({
      [devices[0]!.deviceId]: 'gone',
      [devices[1]!.deviceId]: 'gone',
      [devices[2]!.deviceId]: 'failed',
      [devices[3]!.deviceId]: 'accepted',
    });
    const subs = await server.database.db
      .select({ state: pushSubscriptions.state })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.pwaUserId, [devices[0]!.id, devices[1]!.id]));
    expect(subs.map((s) => s.state)).toEqual(['gone', 'gone']);
    const users = await server.database.db
      .select({ subscribed: pwaUsers.subscribed })
      .from(pwaUsers)
      .where(eq(pwaUsers.id, devices[0]!.id));
    expect(users[0]!.subscribed).toBe(false);
    const count = await inject(server, 'PUT', '/api/v1/push/audience_count', {
      token,
      body: { app_id: appId, audience_kind: 'country', countries: ['GS'] },
    });
    expect(count.data).toEqual({ count: 2 });
  });

  it('a push with nobody in its audience is sent at once; one none accepted failed', async () => {
    const empty = await compose({ audience_kind: 'country', countries: ['ZZ'], mode: 'now' });
    const devices = await subscribers('allfail', 2, { country: 'HM' });
    for (const d of devices) receiver.answer(d.deviceId, 500);
    const failing = await compose({ audience_kind: 'country', countries: ['HM'], mode: 'now' });
    await jobsAt().runOnce();
    expect(await pushRow(empty.id)).toMatchObject({ state: 'sent', total: 0 });
    expect(await pushRow(failing.id)).toMatchObject({ state: 'failed', total: 2, failed: 2 });
  });
});
