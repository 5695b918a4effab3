import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake API received. */
export interface ApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  /** The envelope's data (code 0). */
  data?: unknown;
  /** A whole envelope, e.g. a business error {code: 100500, msg}. */
  envelope?: { code: number; msg: string; data?: unknown };
  delayMs?: number;
}

export type Handler = (request: ApiRequest, nth: number) => ApiAnswer | Promise<ApiAnswer>;

/** A real HTTP server on 127.0.0.1 answering `METHOD /path` routes with {code, msg, data} envelopes. */
export interface FakeApi {
  url: string;
  requests: ApiRequest[];
  requestsTo(method: string, path: string): ApiRequest[];
  route(method: string, path: string, handler: Handler): void;
  /** Resolves once `count` requests reached `METHOD path`. */
  waitFor(method: string, path: string, count: number): Promise<ApiRequest[]>;
  /**
   * Resolves once every request the page has sent so far is in: the pending work of the page runs,
   * then a marker request follows its requests to the server (and is not recorded). Use it instead
   * of waiting a while to show that something asked nothing.
   */
  allSent(): Promise<void>;
  /** Resolves once `count` answers to `METHOD path` have been written to the page. */
  answered(method: string, path: string, count: number): Promise<void>;
  close(): Promise<void>;
}

const MARKER_PATH = '/__all-sent';

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: ApiRequest[] = [];
  const waiters = new Set<() => void>();
  const answers: string[] = [];
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = Buffer.concat(chunks).toString('utf8');
    if (url.pathname === MARKER_PATH) {
      res.writeHead(204).end();
      return;
    }
    const query = Object.fromEntries([...url.searchParams].filter(([key]) => key !== '_t'));
    const request: ApiRequest = { method: req.method ?? 'GET', path: url.pathname, query, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    waiters.forEach((wake) => wake());
    const handler = routes.get(keyOf(request.method, request.path));
    const nth = requests.filter((r) => r.method === request.method && r.path === request.path).length;
    const answer: ApiAnswer = handler ? await handler(request, nth) : { status: 404, envelope: { code: 404, msg: 'Not found' } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.envelope ?? { code: 0, msg: 'ok', data: answer.data ?? null }));
    answers.push(keyOf(request.method, request.path));
    waiters.forEach((wake) => wake());
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeApi = {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    route: (method, path, handler) => routes.set(keyOf(method, path), handler),
    async allSent() {
      // A macrotask lets the page's effects and promise chains send what they were going to send.
      await new Promise((resolve) => setImmediate(resolve));
      await fetch(`${api.url}${MARKER_PATH}`);
    },
    answered(method, path, count) {
      return new Promise((resolve) => {
        const check = () => {
          if (answers.filter((key) => key === keyOf(method, path)).length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    },
    waitFor(method, path, count) {
      return new Promise((resolve) => {
        const check = () => {
          const hits = api.requestsTo(method, path);
          if (hits.length < count) return;
          waiters.delete(check);
          resolve(hits);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
