/**
 * The SDK area: access keys (the account's original app_key adopted, create, rotate, disable), requests
 * signed with them (signature, replay, stale timestamp, disabled key), the call log, verify_sdk,
 * pwa-sdk.js and its report, and the public OpenAPI document (linted with the recommended rules).
 */
import { gzipSync } from 'node:zlib';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { users } from '../../server/auth/tables';
import { sdkEvents } from '../../server/sdk/tables';
import { SDK_WINDOW_SECONDS, signatureOf, stringToSign } from '../../server/sdk/sdk-signature';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn, type CallOptions } from './helpers';
import { signed, type SigningKey } from './operation-requests';

let server: TestServer;
const tokens: Record<string, string> = {};
let original: SigningKey & { id: number };
let appId: string;

const DEVICE = 'sdk-test-device-0001';

beforeAll(async () => {
  server = await startTestServer();
  tokens.official = await signIn(server, 'operator', 'operator123');
  tokens.master = await signIn(server, 'demo', 'demo123');
  const [demo] = await server.database.db.select().from(users).where(eq(users.username, 'demo'));
  const [app] = await server.database.db.select({ appId: apps.appId }).from(apps).where(eq(apps.accountId, demo!.id)).limit(1);
  appId = app!.appId;
  const keys = await console_('GET', '/api/v1/sdk/key/list?pageSize=100');
  const adopted = keys.data.items.find((key: { app_key: string }) => key.app_key === demo!.appKey);
  original = { id: adopted.id, appKey: demo!.appKey, secret: demo!.appSecret };
});
afterAll(() => server?.close());

/** A console call as the demo account's operator. */
function console_(method: string, url: string, body?: unknown) {
  return inject(server, method, url, { token: tokens.official, lang: 'en', ...(body !== undefined ? { body } : {}) });
}

/** A signed server-to-server call. */
function call(key: SigningKey, method: string, url: string, options: CallOptions = {}, at?: { timestamp?: number; nonce?: string }) {
  return inject(server, method, url, signed(key, method, url, { lang: 'en', ...options }, at));
}

const event = (name = 'purchase') => ({ body: { app_id: appId, device: DEVICE, kind: 'conversion', name, value: 99_0000 } });

describe('access keys', () => {
  it("adopts the account's original app_key as its first key, whose secret is the user's app_secret", async () => {
    expect(original.id).toBeGreaterThan(0);
    const answer = await call(original, 'POST', '/api/v1/sdk/event', event());
    expect(answer).toMatchObject({ status: 200, code: 0, data: { recorded: true, known_user: false } });
    const [row] = await server.database.db
      .select()
      .from(sdkEvents)
      .where(and(eq(sdkEvents.deviceId, DEVICE), eq(sdkEvents.name, 'purchase')));
    expect(row).toMatchObject({ kind: 'conversion', value: 99_0000, source: 'server', appId });
  });

  it('creates a key whose secret is answered once, lists keys without secrets, and rotation invalidates the old secret', async () => {
    const created = await console_('POST', '/api/v1/sdk/key/add', { name: 'Backend' });
    expect(created.code).toBe(0);
    const key: SigningKey = { appKey: created.data.app_key, secret: created.data.app_secret };
    expect(key.secret.length).toBeGreaterThanOrEqual(24);
    const list = await console_('GET', '/api/v1/sdk/key/list');
    expect(JSON.stringify(list.data)).not.toContain(key.secret);
    expect(list.data.items.map((k: { name: string }) => k.name)).toEqual(expect.arrayContaining(['default', 'Backend']));
    expect((await call(key, 'POST', '/api/v1/sdk/event', event('signup'))).code).toBe(0);

    const rotated = await console_('POST', '/api/v1/sdk/key/rotate', { id: created.data.id });
    expect(rotated.data).toMatchObject({ id: created.data.id, app_key: key.appKey });
    expect(rotated.data.app_secret).not.toBe(key.secret);
    const old = await call(key, 'POST', '/api/v1/sdk/event', event('signup'));
    expect(old).toMatchObject({ status: 401, code: 401, data: { reason: 'badSignature' } });
    expect(old.msg).toContain('signature');
    expect((await call({ appKey: key.appKey, secret: rotated.data.app_secret }, 'POST', '/api/v1/sdk/event', event('signup'))).code).toBe(
      0,
    );
  });

  it('refuses a disabled key until it is enabled again', async () => {
    expect((await console_('POST', '/api/v1/sdk/key/state', { ids: [original.id], state: 'disabled' })).data).toEqual({ updated: 1 });
    expect(await call(original, 'POST', '/api/v1/sdk/event', event())).toMatchObject({ status: 401, data: { reason: 'disabledKey' } });
    expect((await console_('POST', '/api/v1/sdk/key/state', { ids: [original.id], state: 'active' })).data).toEqual({ updated: 1 });
    expect((await call(original, 'POST', '/api/v1/sdk/event', event())).code).toBe(0);
  });

  it("answers another account's key, and an unknown app of the key's account, as unknown", async () => {
    expect((await console_('POST', '/api/v1/sdk/key/rotate', { id: 2_000_000_000 })).status).toBe(404);
    const other = await call(original, 'POST', '/api/v1/sdk/event', { body: { ...event().body, app_id: 'nosuchapp1' } });
    expect(other).toMatchObject({ status: 200, code: 100201 });
  });
});

describe('signed requests', () => {
  it('refuses a wrong signature, a replayed nonce, a stale or future timestamp and missing headers', async () => {
    const wrong = await call({ ...original, secret: 'not-the-secret' }, 'POST', '/api/v1/sdk/event', event());
    expect(wrong).toMatchObject({ status: 401, code: 401, data: { reason: 'badSignature' } });

    const nonce = 'replayed-nonce-000001';
    expect((await call(original, 'POST', '/api/v1/sdk/event', event(), { nonce })).code).toBe(0);
    const replay = await call(original, 'POST', '/api/v1/sdk/event', event(), { nonce });
    expect(replay).toMatchObject({ status: 401, data: { reason: 'replayed' } });

    // Each call reads the clock just before it is signed, and stays far from the window's edge: under load a second
    // or more passes between calls, which moved a timestamp 301 s ahead back inside the 300 s window.
    const secondsFromNow = (offset: number) => Math.floor(Date.now() / 1000) + offset;
    const stale = { status: 401, data: { reason: 'staleTimestamp' } };
    expect(
      await call(original, 'POST', '/api/v1/sdk/event', event(), { timestamp: secondsFromNow(-SDK_WINDOW_SECONDS - 1) }),
    ).toMatchObject(stale);
    expect(
      await call(original, 'POST', '/api/v1/sdk/event', event(), { timestamp: secondsFromNow(SDK_WINDOW_SECONDS + 60) }),
    ).toMatchObject(stale);
    expect((await call(original, 'POST', '/api/v1/sdk/event', event(), { timestamp: secondsFromNow(-SDK_WINDOW_SECONDS + 60) })).code).toBe(
      0,
    );

    const unsigned = await inject(server, 'POST', '/api/v1/sdk/event', { ...event(), token: tokens.official });
    expect(unsigned).toMatchObject({ status: 401, data: { reason: 'headersMissing' } });
    const unknown = await call({ appKey: 'ak_nosuchkey', secret: 'x' }, 'POST', '/api/v1/sdk/event', event());
    expect(unknown).toMatchObject({ status: 401, data: { reason: 'unknownKey' } });
  });

  it('answers odd input with an envelope, never a 500: a body over the limit, odd header values, far days', async () => {
    const huge = {
      payload: JSON.stringify({ ...event().body, name: 'x'.repeat(3_000_000) }),
      headers: { 'content-type': 'application/json' },
    };
    const tooBig = await call(original, 'POST', '/api/v1/sdk/event', huge);
    expect(tooBig.status).toBeGreaterThanOrEqual(400);
    expect(tooBig.status).toBeLessThan(500);
    for (const timestamp of [99_999_999_999_999, -5, 1.5]) {
      const odd = await call(original, 'POST', '/api/v1/sdk/event', event(), { timestamp });
      expect(odd).toMatchObject({ status: 401, data: { reason: expect.stringMatching(/staleTimestamp|badSignature/) } });
    }
    const options = signed(original, 'POST', '/api/v1/sdk/event', event());
    const shortNonce = await inject(server, 'POST', '/api/v1/sdk/event', {
      ...options,
      headers: { ...options.headers, 'x-pwa-nonce': 'short' },
    });
    expect(shortNonce).toMatchObject({ status: 401, data: { reason: 'headersMissing' } });
    const farDay = await console_('GET', '/api/v1/sdk/call/list?created_at_end=9999-12-31');
    expect(farDay, farDay.msg).toMatchObject({ status: 200 });
    expect((await call(original, 'GET', '/api/v1/sdk/installs?day_start=0001-01-01')).status).toBe(400);
  });

  it('signs the body as sent: a body changed after signing is refused', async () => {
    const options = signed(original, 'POST', '/api/v1/sdk/event', event('a'));
    const tampered = await inject(server, 'POST', '/api/v1/sdk/event', { ...options, body: event('b').body });
    expect(tampered).toMatchObject({ status: 401, data: { reason: 'badSignature' } });
  });

  it('reads install counts by day, for one app or all, with the query string signed', async () => {
    const answer = await call(original, 'GET', `/api/v1/sdk/installs?app_id=${appId}`);
    expect(answer.code).toBe(0);
    expect(answer.data.days.length).toBeGreaterThan(0);
    expect(answer.data.installs).toBe(answer.data.days.reduce((sum: number, d: { installs: number }) => sum + d.installs, 0));
    const all = await call(original, 'GET', '/api/v1/sdk/installs');
    expect(all.data.installs).toBeGreaterThanOrEqual(answer.data.installs);
    // The signature covers the query: another app with the same signature is refused.
    const options = signed(original, 'GET', `/api/v1/sdk/installs?app_id=${appId}`, {});
    expect((await inject(server, 'GET', '/api/v1/sdk/installs', options)).data).toEqual({ reason: 'badSignature' });
  });

  it('logs every call of a known key, refused ones too, with its status, address and duration; filters the log', async () => {
    const log = await console_('GET', `/api/v1/sdk/call/list?key_id=${original.id}&pageSize=100`);
    expect(log.code).toBe(0);
    const statuses = new Set(log.data.items.map((row: { status: number }) => row.status));
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401]));
    expect(log.data.items[0]).toMatchObject({
      key_id: original.id,
      key_name: 'default',
      app_key: original.appKey,
      address: expect.any(String),
    });
    expect(log.data.items.every((row: { duration_ms: number }) => row.duration_ms >= 0)).toBe(true);
    const refused = await console_('GET', `/api/v1/sdk/call/list?key_id=${original.id}&status=401&call=sdkEventReport`);
    expect(refused.data.total).toBeGreaterThanOrEqual(4);
    expect(refused.data.items.every((row: { status: number; call: string }) => row.status === 401 && row.call === 'sdkEventReport')).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await console_('GET', `/api/v1/sdk/call/list?created_at_start=${today}&created_at_end=${today}`);
    expect(byDay.data.total).toBeGreaterThan(0);
    const before = await console_('GET', '/api/v1/sdk/call/list?created_at_end=2000-01-01');
    expect(before.data.total).toBe(0);
    expect((await console_('GET', '/api/v1/sdk/call/list?created_at_start=2026-02-31')).status).toBe(400);
    // The key's last use is shown in the list.
    const keys = await console_('GET', '/api/v1/sdk/key/list');
    expect(keys.data.items.find((k: { id: number }) => k.id === original.id).last_used_at).not.toBeNull();
  });

  it('is for the official: the master is refused the key calls', async () => {
    const answer = await inject(server, 'GET', '/api/v1/sdk/key/list', { token: tokens.master, lang: 'en' });
    expect(answer.status).toBe(403);
  });
});

describe('verify_sdk', () => {
  const parts = { method: 'POST', path: '/api/v1/sdk/event', nonce: 'verify-nonce-0000001', body: '{"a":1}' };
  const verify = (over: Record<string, unknown>) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = signatureOf(original.secret, { ...parts, timestamp });
    return console_('POST', '/api/v1/verify_sdk', { app_key: original.appKey, ...parts, timestamp, signature, ...over });
  };

  it('answers valid for a right signature, with the string that is signed, and consumes no nonce', async () => {
    const answer = await verify({});
    expect(answer.data).toMatchObject({ valid: true, reason: 'ok' });
    expect(answer.data.string_to_sign).toBe(stringToSign({ ...parts, timestamp: answer.data.string_to_sign.split('\n')[2] }));
    expect((await verify({})).data.valid).toBe(true);
  });

  it('says why not: wrong signature, stale timestamp, unknown or disabled key', async () => {
    expect((await verify({ signature: '0'.repeat(64) })).data).toMatchObject({ valid: false, reason: 'badSignature' });
    expect((await verify({ signature: 'nonsense' })).data.reason).toBe('badSignature');
    expect((await verify({ timestamp: '1000' })).data.reason).toBe('staleTimestamp');
    expect((await verify({ app_key: 'ak_unknown' })).data.reason).toBe('unknownKey');
    const rival = await insertUser(server.database, { username: 'sdkrival', password: 'rival-pass-1', role: 'master' });
    expect((await verify({ app_key: rival.appKey })).data.reason).toBe('unknownKey');
    await console_('POST', '/api/v1/sdk/key/state', { ids: [original.id], state: 'disabled' });
    expect((await verify({})).data.reason).toBe('disabledKey');
    await console_('POST', '/api/v1/sdk/key/state', { ids: [original.id], state: 'active' });
  });
});

describe('pwa-sdk.js', () => {
  it('is served, small (gzipped within 2 KB) and loadable from any site', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/sdk/pwa-sdk.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('/api/v1/hosted/sdk_event');
    expect(res.body).not.toMatch(/https?:\/\//);
    const gzipped = gzipSync(res.rawPayload, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(2048);
  });

  it('reports standalone opens, custom events and push permission from any origin, without a secret', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/hosted/sdk_event',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    for (const body of [{ kind: 'standalone' }, { kind: 'custom', name: 'add_to_cart' }, { kind: 'push_permission', name: 'granted' }]) {
      const answer = await inject(server, 'POST', '/api/v1/hosted/sdk_event', {
        body: { app_id: appId, device_id: 'browser-device-00001', ...body },
        headers: { origin: 'https://shop.example' },
      });
      expect(answer).toMatchObject({ status: 200, code: 0, data: { recorded: true } });
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    const rows = await server.database.db.select().from(sdkEvents).where(eq(sdkEvents.deviceId, 'browser-device-00001'));
    expect(rows.map((r) => [r.kind, r.name, r.source])).toEqual([
      ['standalone', '', 'browser'],
      ['custom', 'add_to_cart', 'browser'],
      ['push_permission', 'granted', 'browser'],
    ]);
    const unknown = await inject(server, 'POST', '/api/v1/hosted/sdk_event', {
      body: { app_id: 'nosuchapp1', device_id: 'browser-device-00001', kind: 'standalone' },
    });
    expect(unknown.code).toBe(101001);
  });
});

describe('OpenAPI document', () => {
  const lintErrors = async (doc: unknown) => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
  };

  it('is public, holds the signed calls and servers, spells own keywords x-…, and passes the recommended rules', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: expect.stringMatching(/^http/) }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/sdk/event', '/api/v1/sdk/installs', '/api/v1/hosted/sdk_event']),
    );
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/sdk/key/list');
    expect(doc.paths['/api/v1/sdk/event'].post.security).toEqual([{ sdkKey: [], sdkSignature: [] }]);
    expect(res.body).not.toMatch(/"(tsType|maxDepth|maxJsonBytes)"/);
    expect(await lintErrors(doc)).toEqual([]);
  });

  it("the console's whole document (signed in) passes them too", async () => {
    const answer = await inject(server, 'GET', '/api/v1/console/openapi', { token: tokens.official });
    expect(answer.code).toBe(0);
    expect(JSON.stringify(answer.data)).not.toMatch(/"(tsType|maxDepth|maxJsonBytes)"/);
    expect(await lintErrors(answer.data)).toEqual([]);
  });
});
