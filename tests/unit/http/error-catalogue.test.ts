import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '@/utils/cache';
import {
  ApiRequestError,
  createHttp,
  REPEAT_LOGIN_CODE,
  SUPPRESSED_MESSAGE_CODES,
  TOKEN_INVALID_CODE,
  type HttpClient,
} from '@/utils/http';
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
  setToken('token-abc');
  ui = installUiSpies();
  http = createHttp({ apiUrl: server.url, urlPrefix: '' });
});

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(ApiRequestError);
  return outcome.error as ApiRequestError;
}

function envelope(code: number, msg?: string, data?: unknown) {
  return { status: 200, body: { code, ...(msg === undefined ? {} : { msg }), ...(data === undefined ? {} : { data }) } };
}

describe('success codes', () => {
  it.each([0, 200])('code %i resolves with the envelope data and shows nothing', async (code) => {
    server.answer('/ok', envelope(code, 'fine', { id: 7, names: ['a'] }));
    await expect(http.get({ url: '/ok' })).resolves.toEqual({ id: 7, names: ['a'] });
    expect(ui.showMessage).not.toHaveBeenCalled();
    expect(getToken()).toBe('token-abc');
  });
});

describe('codes that end the session as expired (401, repeat login, 100007)', () => {
  it.each([401, REPEAT_LOGIN_CODE, TOKEN_INVALID_CODE])('code %i clears the token, logs out and shows the server message', async (code) => {
    server.answer('/expired', envelope(code, `server says ${code}`));
    const error = await rejection(http.post({ url: '/expired' }));
    expect(error).toMatchObject({ kind: 'business', code, msg: `server says ${code}`, shown: true });
    expect(getToken()).toBeUndefined();
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(`server says ${code}`, 'error');
    expect(ui.onUnauthorized).toHaveBeenCalledExactlyOnceWith('expired', `server says ${code}`);
  });

  it.each([401, REPEAT_LOGIN_CODE, TOKEN_INVALID_CODE])('code %i without a message shows the token-expired text', async (code) => {
    server.answer('/expired', envelope(code));
    const error = await rejection(http.post({ url: '/expired' }));
    expect(error.msg).toBe(enText('http.tokenExpired'));
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.tokenExpired'), 'error');
    expect(ui.onUnauthorized).toHaveBeenCalledWith('expired', enText('http.tokenExpired'));
    expect(getToken()).toBeUndefined();
  });

  it('names the repeat-login code', () => {
    expect(REPEAT_LOGIN_CODE).toBe(100008);
  });
});

describe('code 4001 (session timeout)', () => {
  it('clears the token, logs out and shows the timeout text, not the server message', async () => {
    server.answer('/timeout', envelope(4001, 'raw server text'));
    const error = await rejection(http.get({ url: '/timeout' }));
    expect(error).toMatchObject({ code: 4001, msg: enText('http.sessionTimeout') });
    expect(getToken()).toBeUndefined();
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.sessionTimeout'), 'error');
    expect(ui.onUnauthorized).toHaveBeenCalledExactlyOnceWith('timeout', enText('http.sessionTimeout'));
  });
});

describe('code 2005', () => {
  it('shows the server message and goes to login', async () => {
    server.answer('/relogin', envelope(2005, 'please sign in'));
    const error = await rejection(http.get({ url: '/relogin' }));
    expect(error.code).toBe(2005);
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('please sign in', 'error');
    expect(ui.toLogin).toHaveBeenCalledOnce();
    expect(ui.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('other codes', () => {
  it('shows the server message and rejects with code, message and data; the session stays', async () => {
    server.answer('/login', envelope(100001, 'Wrong username or password', { attempts: 2 }));
    const error = await rejection(http.post({ url: '/login', data: { username: 'x' } }));
    expect(error).toMatchObject({ kind: 'business', code: 100001, msg: 'Wrong username or password', data: { attempts: 2 } });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('Wrong username or password', 'error');
    expect(getToken()).toBe('token-abc');
    expect(ui.onUnauthorized).not.toHaveBeenCalled();
    expect(ui.toLogin).not.toHaveBeenCalled();
  });

  it('falls back to the request-failed text when the server sends no message', async () => {
    server.answer('/bare', envelope(123456));
    const error = await rejection(http.post({ url: '/bare' }));
    expect(error.msg).toBe(enText('http.apiRequestFailed'));
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.apiRequestFailed'), 'error');
  });

  it.each(SUPPRESSED_MESSAGE_CODES.map((code) => [code]))(
    'code %i is not shown but still rejects so the caller can react',
    async (code) => {
      server.answer('/quiet', envelope(code, `hidden ${code}`));
      const error = await rejection(http.post({ url: '/quiet' }));
      expect(error).toMatchObject({ kind: 'business', code, msg: `hidden ${code}`, shown: false });
      expect(ui.showMessage).not.toHaveBeenCalled();
      expect(ui.showModal).not.toHaveBeenCalled();
      expect(getToken()).toBe('token-abc');
    },
  );

  it('suppresses exactly the codes of the spec', () => {
    expect([...SUPPRESSED_MESSAGE_CODES].sort()).toEqual([100020, 100121, 100122, 100123, 100124, 100139, 100140]);
  });
});

describe('bodies that are not an envelope', () => {
  it('an empty body shows the request-failed text', async () => {
    server.answer('/empty', { status: 200 });
    const error = await rejection(http.get({ url: '/empty' }));
    expect(error).toMatchObject({ kind: 'empty', msg: enText('http.apiRequestFailed') });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.apiRequestFailed'), 'error');
  });

  it('JSON without a code shows the request-failed text', async () => {
    server.answer('/no-code', { status: 200, body: { data: 1 } });
    const error = await rejection(http.get({ url: '/no-code' }));
    expect(error.msg).toBe(enText('http.apiRequestFailed'));
  });

  it('isTransformResponse false resolves with the whole body, unchecked', async () => {
    server.answer('/raw', envelope(100001, 'kept', { a: 1 }));
    await expect(http.get({ url: '/raw' }, { isTransformResponse: false })).resolves.toEqual({ code: 100001, msg: 'kept', data: { a: 1 } });
    expect(ui.showMessage).not.toHaveBeenCalled();
  });

  it('isReturnNativeResponse resolves with the fetch Response', async () => {
    server.answer('/native', { status: 200, body: { code: 0, data: 'x' }, headers: { 'x-extra': 'yes' } });
    const response = await http.get<Response>({ url: '/native' }, { isReturnNativeResponse: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-extra')).toBe('yes');
    await expect(response.json()).resolves.toEqual({ code: 0, data: 'x' });
  });
});

describe('HTTP statuses', () => {
  it('400 shows the server message (it names the bad field)', async () => {
    server.answer('/bad', { status: 400, body: { code: 400, msg: 'body/username must be a string' } });
    const error = await rejection(http.post({ url: '/bad' }));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 400, code: 400, msg: 'body/username must be a string' });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('body/username must be a string', 'error');
    expect(getToken()).toBe('token-abc');
  });

  it('400 without a message shows the bad-request text', async () => {
    server.answer('/bad', { status: 400, body: '' });
    const error = await rejection(http.post({ url: '/bad' }));
    expect(error.msg).toBe(enText('http.status400'));
  });

  it('401 clears the token and lets the app choose logout or the session-timeout cover', async () => {
    server.answer('/private', { status: 401, body: { code: 401, msg: 'Token expired' } });
    const error = await rejection(http.get({ url: '/private' }));
    expect(error).toMatchObject({ httpStatus: 401, msg: 'Token expired' });
    expect(getToken()).toBeUndefined();
    expect(ui.onUnauthorized).toHaveBeenCalledExactlyOnceWith('unauthorized', 'Token expired');
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('Token expired', 'error');
    expect(server.hitsOf('/private')).toHaveLength(1);
  });

  it('401 without a message uses the translated text', async () => {
    server.answer('/private', { status: 401 });
    const error = await rejection(http.get({ url: '/private' }));
    expect(error.msg).toBe(enText('http.status401'));
    expect(ui.onUnauthorized).toHaveBeenCalledWith('unauthorized', enText('http.status401'));
  });

  it.each([403, 404, 405, 408, 500, 501, 502, 503, 504, 505])(
    '%i shows its own translated text, whatever the server says',
    async (status) => {
      server.answer('/status', { status, body: { code: status, msg: 'server detail' } });
      const error = await rejection(http.post({ url: '/status' }));
      const text = enText(`http.status${status}`);
      expect(text).not.toBe(`http.status${status}`);
      expect(error).toMatchObject({ kind: 'http', httpStatus: status, msg: text, shown: true });
      expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(text, 'error');
      expect(getToken()).toBe('token-abc');
    },
  );

  it('another status (429) shows the server message', async () => {
    server.answer('/limited', { status: 429, body: { code: 429, msg: 'Too many attempts, wait a minute' } });
    const error = await rejection(http.post({ url: '/limited' }));
    expect(error.msg).toBe('Too many attempts, wait a minute');
  });

  it('another status without a message names the status', async () => {
    server.answer('/teapot', { status: 418 });
    const error = await rejection(http.post({ url: '/teapot' }));
    expect(error.msg).toBe(enText('http.statusOther', { status: 418 }));
  });
});

describe('no answer', () => {
  it('a client timeout shows the API timeout text', async () => {
    server.answer('/slow', { delayMs: 300, body: { code: 0 } });
    const error = await rejection(http.post({ url: '/slow' }, { timeout: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', msg: enText('http.apiTimeout') });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.apiTimeout'), 'error');
  });

  it('a dropped connection shows the network exception text', async () => {
    server.answer('/drop', { hangUp: true });
    const error = await rejection(http.post({ url: '/drop' }));
    expect(error).toMatchObject({ kind: 'network', msg: enText('http.networkException') });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith(enText('http.networkException'), 'error');
  });
});

describe('error display modes', () => {
  beforeEach(() => server.answer('/fail', envelope(100001, 'Wrong username or password')));

  it('message (the default) shows a toast', async () => {
    await rejection(http.post({ url: '/fail' }, { errorMessageMode: 'message' }));
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('Wrong username or password', 'error');
    expect(ui.showModal).not.toHaveBeenCalled();
  });

  it('modal shows a modal instead', async () => {
    const error = await rejection(http.post({ url: '/fail' }, { errorMessageMode: 'modal' }));
    expect(ui.showModal).toHaveBeenCalledExactlyOnceWith('Wrong username or password');
    expect(ui.showMessage).not.toHaveBeenCalled();
    expect(error.shown).toBe(true);
  });

  it('none shows nothing, and the caller still gets the error', async () => {
    const error = await rejection(http.post({ url: '/fail' }, { errorMessageMode: 'none' }));
    expect(error).toMatchObject({ code: 100001, msg: 'Wrong username or password', shown: false });
    expect(ui.showMessage).not.toHaveBeenCalled();
    expect(ui.showModal).not.toHaveBeenCalled();
  });

  it('none still ends an expired session', async () => {
    server.answer('/expired', envelope(401, 'expired'));
    await rejection(http.post({ url: '/expired' }, { errorMessageMode: 'none' }));
    expect(getToken()).toBeUndefined();
    expect(ui.onUnauthorized).toHaveBeenCalledWith('expired', 'expired');
    expect(ui.showMessage).not.toHaveBeenCalled();
  });
});

describe('after the session ends', () => {
  it('a failure of a call started before stays quiet and does not log out again', async () => {
    server.answer('/slow-fail', { delayMs: 150, status: 200, body: { code: 100001, msg: 'late failure' } });
    server.answer('/expired', envelope(401, 'expired'));
    const older = http.post({ url: '/slow-fail' });
    await server.waitForHits('/slow-fail', 1);
    await rejection(http.post({ url: '/expired' }));
    const quiet = await rejection(older);
    expect(quiet).toMatchObject({ kind: 'cancelled', shown: false });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('expired', 'error');
    expect(ui.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports every shown failure to the error log hook with the URL', async () => {
    server.answer('/fail', envelope(100001, 'nope'));
    const error = await rejection(http.post({ url: '/fail' }));
    expect(ui.onError).toHaveBeenCalledExactlyOnceWith(error, `${server.url}/fail`);
  });
});
