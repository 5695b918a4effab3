import { vi } from 'vitest';
import { consoleMessages } from './fixtures';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

type Handler = (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The server, seen from the browser: `fetch` answers from scripted handlers and every call is
 * recorded. Unscripted calls answer HTTP 404 so a test never hangs on a request it forgot.
 */
export function installFakeApi() {
  const calls: ApiCall[] = [];
  const handlers = new Map<string, Handler>();
  // The signed-in console loads its messages from the server, like the real one (locales/ on disk).
  handlers.set('GET /api/v1/console/messages', (call) => ok(consoleMessages(call.query.get('locale') ?? 'zh_CN')));

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(call) : { status: 404, body: { code: 404, msg: 'Not found', data: null } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    calls,
    /** Answers `METHOD /path` with the handler's result (an envelope). */
    on(method: string, path: string, handler: Handler | FakeAnswer) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    callsTo(path: string): ApiCall[] {
      return calls.filter((call) => call.path === path);
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

export const ok = (data: unknown): FakeAnswer => ({ body: { code: 0, msg: 'ok', data } });
export const fail = (code: number, msg: string, status = 200): FakeAnswer => ({
  status,
  body: { code, msg, data: null },
});
