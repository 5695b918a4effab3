import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET_RETRY } from '@/settings/http-setting';
import { setToken } from '@/utils/cache';
import { cancelAllPendingRequests, createHttp, markLoggedOut, type HttpClient } from '@/utils/http';
import { startScriptedServer, type ScriptedServer } from './support/scripted-server';
import { enText, installUiSpies } from './support/ui-spies';

let server: ScriptedServer;
let http: HttpClient;
let ui: ReturnType<typeof installUiSpies>;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
  setToken('tok');
  ui = installUiSpies();
  http = createHttp({ apiUrl: server.url, urlPrefix: '' });
});
afterEach(() => vi.useRealTimers());

function gaps(path: string): number[] {
  const times = server.hitsOf(path).map((hit) => hit.at);
  return times.slice(1).map((time, i) => time - times[i]);
}

describe('GET retry', () => {
  it('is 5 more attempts, 100 ms apart, by default (spec §9)', () => {
    expect(GET_RETRY).toEqual({ count: 5, delay: 100 });
  });

  it('gives the caller the result of the attempt that succeeded', async () => {
    server.answer('/flaky', (_hit, count) => (count < 3 ? { status: 503 } : { body: { code: 0, data: { third: true } } }));
    await expect(http.get({ url: '/flaky' })).resolves.toEqual({ third: true });
    expect(server.hitsOf('/flaky')).toHaveLength(3);
    for (const gap of gaps('/flaky')) expect(gap).toBeGreaterThanOrEqual(90);
    expect(ui.showMessage).not.toHaveBeenCalled();
  });

  it('stops after 5 retries and then shows the last failure once', async () => {
    server.answer('/down', { status: 502 });
    await expect(http.get({ url: '/down' })).rejects.toMatchObject({ httpStatus: 502, msg: enText('http.status502') });
    expect(server.hitsOf('/down')).toHaveLength(6);
    for (const gap of gaps('/down')) expect(gap).toBeGreaterThanOrEqual(90);
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.status502'), 'error');
  });

  it('retries dropped connections', async () => {
    server.answer('/drop', (_hit, count) => (count < 2 ? { hangUp: true } : { body: { code: 0, data: 'back' } }));
    await expect(http.get({ url: '/drop' })).resolves.toBe('back');
    expect(server.hitsOf('/drop')).toHaveLength(2);
  });

  it('retries timeouts and shows the timeout text when all fail', async () => {
    server.answer('/slow', { delayMs: 200, body: { code: 0 } });
    await expect(http.get({ url: '/slow' }, { timeout: 40, retry: { count: 1, delay: 10 } })).rejects.toMatchObject({ kind: 'timeout' });
    expect(server.hitsOf('/slow')).toHaveLength(2);
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.apiTimeout'), 'error');
  });

  it.each([
    ['a 4xx status', { status: 404 }],
    ['a business code', { body: { code: 100001, msg: 'no' } }],
  ])('does not retry %s', async (_name, answer) => {
    server.answer('/final', answer);
    await expect(http.get({ url: '/final' })).rejects.toBeTruthy();
    expect(server.hitsOf('/final')).toHaveLength(1);
  });

  it('does not retry other methods, nor a GET with retry: false', async () => {
    server.answer('/down', { status: 500 });
    await expect(http.post({ url: '/down' })).rejects.toMatchObject({ httpStatus: 500 });
    await expect(http.get({ url: '/down' }, { retry: false })).rejects.toMatchObject({ httpStatus: 500 });
    expect(server.hitsOf('/down')).toHaveLength(2);
  });

  it('stops waiting at once on logout; the caller is rejected quietly', async () => {
    // Fake timers: the retry wait never ends by itself, so the call can only end through the logout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    server.answer('/down', { status: 503 });
    const call = http.get({ url: '/down' }, { retry: { count: 5, delay: 1_000 } });
    const outcome = call.catch((error: unknown) => error);
    // Logout once the 503 was read and the retry wait began.
    while (!timers.mock.calls.some(([, ms]) => ms === 1_000)) await new Promise((resolve) => setImmediate(resolve));
    markLoggedOut();
    await expect(outcome).resolves.toMatchObject({ kind: 'cancelled', shown: false });
    expect(server.hitsOf('/down')).toHaveLength(1);
    expect(ui.showMessage).not.toHaveBeenCalled();
    expect(ui.onError).not.toHaveBeenCalled();
  });

  it('makes no retry when logout happens while an attempt is on the way', async () => {
    // The server holds its answer on a fake timer until the logout is done; a retry would be a
    // second hit before the caller hears of the cancel.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.answer('/down', { status: 503, delayMs: 80 });
    const outcome = http.get({ url: '/down' }).catch((error: unknown) => error);
    await server.waitForHits('/down', 1);
    markLoggedOut();
    vi.advanceTimersByTime(80);
    await expect(outcome).resolves.toMatchObject({ kind: 'cancelled', shown: false });
    expect(server.hitsOf('/down')).toHaveLength(1);
    expect(ui.showMessage).not.toHaveBeenCalled();
  });

  it('calls made after logout retry as usual', async () => {
    markLoggedOut();
    server.answer('/flaky', (_hit, count) => (count < 2 ? { status: 500 } : { body: { code: 0, data: 1 } }));
    await expect(http.get({ url: '/flaky' })).resolves.toBe(1);
    expect(server.hitsOf('/flaky')).toHaveLength(2);
  });
});

describe('cancelling', () => {
  it('cancelAllPendingRequests rejects running calls quietly', async () => {
    server.answer('/slow', { delayMs: 300, body: { code: 0, data: 'late' } });
    const first = http.get({ url: '/slow' }).catch((error: unknown) => error);
    const second = http.post({ url: '/slow' }).catch((error: unknown) => error);
    await server.waitForHits('/slow', 2);
    cancelAllPendingRequests();
    await expect(first).resolves.toMatchObject({ kind: 'cancelled', shown: false });
    await expect(second).resolves.toMatchObject({ kind: 'cancelled', shown: false });
    expect(ui.showMessage).not.toHaveBeenCalled();
  });

  it('leaves identical calls alone by default', async () => {
    server.answer('/list', { delayMs: 50, body: { code: 0, data: 'rows' } });
    const results = await Promise.all([http.get({ url: '/list', params: { page: 1 } }), http.get({ url: '/list', params: { page: 1 } })]);
    expect(results).toEqual(['rows', 'rows']);
  });

  it('with ignoreCancelToken false, a new identical call cancels the pending one', async () => {
    server.answer('/list', { delayMs: 100, body: { code: 0, data: 'rows' } });
    const options = { ignoreCancelToken: false };
    const older = http.get({ url: '/list', params: { page: 1 } }, options).catch((error: unknown) => error);
    await server.waitForHits('/list', 1);
    const newer = http.get({ url: '/list', params: { page: 1 } }, options);
    const other = http.get({ url: '/list', params: { page: 2 } }, options);
    await expect(older).resolves.toMatchObject({ kind: 'cancelled' });
    await expect(newer).resolves.toBe('rows');
    await expect(other).resolves.toBe('rows');
    expect(ui.showMessage).not.toHaveBeenCalled();
  });
});
