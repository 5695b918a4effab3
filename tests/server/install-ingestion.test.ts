import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { rowCounts } from './helpers';
import {
  IPHONE_SAFARI,
  eventsOf,
  installAccount,
  installFigures,
  newDeviceId,
  pwaUserOf,
  sendEvent,
  sendEventOverHttp,
  sendInstall,
  tokenFor,
} from './install-helpers';
import { storedData } from './operation-requests';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { countryHeader: 'cf-ipcountry' } });
});
afterAll(() => server?.close());

const PRICE = 25_000;

describe('hosted funnel events', () => {
  it('a visit records the PWA user with platform, browser, OS and country from the request', async () => {
    const { appId } = await installAccount(server.database, 'funnelvisit', { balance: 0, unitPrice: PRICE });
    const device = newDeviceId();
    const answer = await sendEvent(
      server,
      { app_id: appId, device_id: device, step: 'visit' },
      { headers: { 'user-agent': IPHONE_SAFARI, 'cf-ipcountry': 'de' } },
    );
    expect(answer).toMatchObject({ status: 200, code: 0, data: { recorded: true } });
    const user = await pwaUserOf(server.database, appId, device);
    expect(user).toMatchObject({
      platform: 'ios',
      os: 'iOS 17',
      browser: 'Mobile Safari 17',
      country: 'DE',
      channelId: null,
      subscribed: false,
      installedAt: null,
    });
    const events = await eventsOf(server.database, user!.id);
    expect(events.map((e) => [e.step, e.platform, e.billing])).toEqual([['visit', 'ios', null]]);
  });

  it('attributes the device to the channel of its first attributed visit, and the install to that channel', async () => {
    const account = await installAccount(server.database, 'funnelattr', { balance: PRICE * 10, unitPrice: PRICE });
    const device = newDeviceId();
    const token = await tokenFor(server.database, account.appId, device);
    const send = (step: string, channel?: string) =>
      sendEvent(server, { app_id: account.appId, device_id: device, step, token, ...(channel ? { channel } : {}) });
    await send('visit');
    expect((await pwaUserOf(server.database, account.appId, device))!.channelId).toBeNull();
    // Codes are matched ignoring case, as they are unique ignoring case.
    await send('visit', account.code.toUpperCase());
    await send('prompt', account.secondCode);
    await send('click');
    await send('accepted');
    expect((await send('installed', account.secondCode)).data).toEqual({ recorded: true });
    const user = (await pwaUserOf(server.database, account.appId, device))!;
    expect(user.channelId).toBe(account.channelId(account.code));
    expect(user.installedAt).not.toBeNull();
    const events = await eventsOf(server.database, user.id);
    expect(events.map((e) => e.step)).toEqual(['visit', 'visit', 'prompt', 'click', 'accepted', 'installed']);
    // The first visit came before any channel; every later step carries the device's channel.
    expect(events.slice(1).every((e) => e.channelId === account.channelId(account.code))).toBe(true);
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.channelInstalls).toBe(1);
    expect(figures.totalInstallSum).toBe(1);
    expect(figures.daily).toMatchObject({ installs: 1, visits: 2, balance: 1, amount: PRICE });
  });

  it("records a code that is unknown or another app's channel without a channel", async () => {
    const account = await installAccount(server.database, 'funnelcodes', { balance: 0, unitPrice: 0 });
    for (const channel of ['no-such-code', account.otherCode]) {
      const device = newDeviceId();
      expect((await sendEvent(server, { app_id: account.appId, device_id: device, step: 'visit', channel })).data).toEqual({
        recorded: true,
      });
      const user = (await pwaUserOf(server.database, account.appId, device))!;
      expect(user.channelId).toBeNull();
      expect((await eventsOf(server.database, user.id))[0]!.channelId).toBeNull();
    }
  });

  it('an unknown app answers its business error and stores nothing', async () => {
    const before = await storedData(server.database);
    const answer = await sendEvent(server, { app_id: 'nosuchapp1', device_id: newDeviceId(), step: 'installed' });
    expect(answer).toMatchObject({ status: 200, code: 101001, msg: 'There is no app with this id.', data: null });
    const chinese = await sendEvent(server, { app_id: 'nosuchapp1', device_id: newDeviceId(), step: 'visit' }, { lang: 'zh-CN' });
    expect(chinese.msg).toBe('不存在此 ID 的应用。');
    expect(await storedData(server.database)).toEqual(before);
  });

  it('refuses malformed events with a 400 naming the field, storing nothing', async () => {
    const { appId } = await installAccount(server.database, 'funnelbad', { balance: 0, unitPrice: 0 });
    const good = { app_id: appId, device_id: newDeviceId(), step: 'visit' };
    const cases: [string, Record<string, unknown>][] = [
      ['device_id', { ...good, device_id: 'short' }],
      ['device_id', { ...good, device_id: 'has space in it 1234567' }],
      ['device_id', { ...good, device_id: 'x'.repeat(65) }],
      ['step', { ...good, step: 'uninstalled' }],
      ['app_id', { ...good, app_id: 'Not An Id' }],
      ['channel', { ...good, channel: 'c'.repeat(65) }],
      ['token', { ...good, token: 'not a token' }],
      ['push_subscription', { ...good, push_subscription: { endpoint: 'https://push.example.test/x' } }],
      ['push_subscription', { ...good, push_subscription: { endpoint: 'http://push.example.test/x', keys: { p256dh: 'a', auth: 'b' } } }],
      ['zz', { ...good, zz: 1 }],
    ];
    const before = await rowCounts(server.database);
    const stored = await storedData(server.database);
    for (const [field, body] of cases) {
      const answer = await sendEvent(server, body as never);
      expect([answer.status, answer.code], JSON.stringify(body)).toEqual([400, 400]);
      expect(answer.msg).toContain(field);
      // A field's own error also names it (or a part of it) in `data`; an unknown field only in the message.
      if (answer.data !== null) expect(answer.data.field.split('.')[0]).toBe(field);
    }
    expect(await rowCounts(server.database)).toEqual(before);
    expect(await storedData(server.database)).toEqual(stored);
  });

  it('an install reported again changes nothing and is billed once', async () => {
    const account = await installAccount(server.database, 'funnelreplay', { balance: PRICE * 5, unitPrice: PRICE });
    const device = newDeviceId();
    const install = {
      app_id: account.appId,
      device_id: device,
      step: 'installed',
      channel: account.code,
      token: await tokenFor(server.database, account.appId, device),
    };
    expect((await sendInstall(server, install)).data).toEqual({ recorded: true });
    const afterFirst = await storedData(server.database);
    expect((await sendEvent(server, install)).data).toEqual({ recorded: false });
    const parallel = await Promise.all(Array.from({ length: 5 }, () => sendEventOverHttp(server, install)));
    expect(parallel.map((a) => a.data)).toEqual(Array(5).fill({ recorded: false }));
    expect(await storedData(server.database)).toEqual(afterFirst);
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.events.installs).toBe(1);
    expect(figures.charges).toHaveLength(1);
    expect(figures.balance).toBe(PRICE * 4);
  });

  it('the first standalone open of a device that never reported an install is its install; later opens are opens', async () => {
    const account = await installAccount(server.database, 'funnelopen', { balance: PRICE * 5, unitPrice: PRICE });
    const device = newDeviceId();
    const token = await tokenFor(server.database, account.appId, device);
    const send = (step: string) => sendEvent(server, { app_id: account.appId, device_id: device, step, token });
    await send('visit');
    expect((await send('standalone')).data).toEqual({ recorded: true });
    expect((await send('installed')).data).toEqual({ recorded: false });
    expect((await send('standalone')).data).toEqual({ recorded: true });
    const user = (await pwaUserOf(server.database, account.appId, device))!;
    expect((await eventsOf(server.database, user.id)).map((e) => e.step).sort()).toEqual([
      'installed',
      'standalone',
      'standalone',
      'visit',
    ]);
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 1, opens: 2, balance: 1 });
    expect(figures.daily).toMatchObject({ installs: 1, opens: 2, balance: 1, amount: PRICE });
    expect(figures.totalInstallSum).toBe(1);
    expect(figures.balance).toBe(PRICE * 4);
  });

  it('keeps a push subscription and marks the user subscribed; a later event without one keeps it', async () => {
    const { appId } = await installAccount(server.database, 'funnelpush', { balance: 0, unitPrice: 0 });
    const device = newDeviceId();
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    await sendEvent(server, { app_id: appId, device_id: device, step: 'accepted', push_subscription: subscription });
    await sendEvent(server, { app_id: appId, device_id: device, step: 'prompt' });
    const user = (await pwaUserOf(server.database, appId, device))!;
    expect(user.subscribed).toBe(true);
    expect(user.pushSubscription).toEqual(subscription);
  });
});

describe('steps sent at the same time', () => {
  /** Steps sent at once: the first starts its account's turn, the others wait and go together in the next. */
  const sendAtOnce = (bodies: Parameters<typeof sendEvent>[1][]) => Promise.all(bodies.map((body) => sendEvent(server, body)));

  it('a step the database refuses answers its own error and writes nothing; the steps sent with it are recorded', async () => {
    const account = await installAccount(server.database, 'funnelrefused', { balance: PRICE * 10, unitPrice: PRICE });
    const refused = newDeviceId();
    const devices = [newDeviceId(), newDeviceId(), refused, newDeviceId()];
    const appOf = (device: string) => (device === refused ? account.otherAppId : account.appId);
    // Each device visited before (which also makes each app's account, so its turns, known).
    for (const device of devices) await sendEvent(server, { app_id: appOf(device), device_id: device, step: 'visit' });
    const tokens = await Promise.all(devices.map((device) => tokenFor(server.database, appOf(device), device)));
    await server.database.db.execute(
      sql.raw(`create function refuse_test_installs() returns trigger language plpgsql as $$
        begin
          if new.app_id = '${account.otherAppId}' and new.step = 'installed' then
            raise exception 'refused by the test' using errcode = '23514';
          end if;
          return new;
        end $$`),
    );
    await server.database.db.execute(
      sql.raw('create trigger refuse_test_installs before insert on install_events for each row execute function refuse_test_installs()'),
    );
    try {
      const answers = await sendAtOnce(
        devices.map((device_id, i) => ({
          app_id: appOf(device_id),
          device_id,
          step: 'installed',
          channel: device_id === refused ? account.otherCode : account.code,
          token: tokens[i],
        })),
      );
      expect(answers.map((a) => [a.status, a.code])).toEqual(devices.map((device) => (device === refused ? [400, 400] : [200, 0])));
      expect((await pwaUserOf(server.database, account.otherAppId, refused))!.installedAt).toBeNull();
      const figures = await installFigures(server.database, account.master.id);
      expect(figures.events).toMatchObject({ installs: 3, balance: 3, amount: PRICE * 3 });
      expect(figures.daily).toMatchObject({ installs: 3, balance: 3, amount: PRICE * 3 });
      expect(figures).toMatchObject({ channelInstalls: 3, totalInstallSum: 3, balance: PRICE * 7 });
      expect(figures.charges).toHaveLength(3);
    } finally {
      await server.database.db.execute(sql.raw('drop trigger refuse_test_installs on install_events'));
      await server.database.db.execute(sql.raw('drop function refuse_test_installs()'));
    }
  });
});

describe('the per-address limit of the funnel call', () => {
  it('answers 429 past the configured number of events per address, and nothing is recorded then', async () => {
    // A database of its own: on PostgreSQL every server of a database shares the counts, this file's other calls included.
    const limited = await startTestServer({ rateLimits: { hosted: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const { appId, master } = await installAccount(limited.database, 'funnellimit', { balance: 0, unitPrice: 0 });
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(await sendEventOverHttp(limited, { app_id: appId, device_id: newDeviceId(), step: 'visit' }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
      expect(answers[3]).toMatchObject({ code: 429, data: null });
      expect((await installFigures(limited.database, master.id)).events.visits).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
