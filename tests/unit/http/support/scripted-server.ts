import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  delayMs?: number;
  /** Drop the connection without answering (a network error for the client). */
  hangUp?: boolean;
}

type Script = (hit: Hit, count: number) => ScriptedAnswer;

/** A real HTTP server on 127.0.0.1 answering each path from a script the test sets. */
export interface ScriptedServer {
  url: string;
  hits: Hit[];
  hitsOf(path: string): Hit[];
  answer(path: string, script: Script | ScriptedAnswer): void;
  /** Resolves when `path` has been hit `count` times. */
  waitForHits(path: string, count: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const scripts = new Map<string, Script>();
  const hits: Hit[] = [];
  const waiters: Array<() => void> = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const hit: Hit = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      at: performance.now(),
    };
    hits.push(hit);
    waiters.splice(0).forEach((wake) => wake());
    const script = scripts.get(hit.path);
    const answer: ScriptedAnswer = script
      ? script(hit, hits.filter((h) => h.path === hit.path).length)
      : { status: 404, body: { code: 404, msg: 'no script' } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.hangUp) {
      req.socket.destroy();
      return;
    }
    const isText = typeof answer.body === 'string';
    res.writeHead(answer.status ?? 200, {
      ...(answer.body === undefined ? {} : { 'content-type': isText ? 'text/plain' : 'application/json' }),
      ...answer.headers,
    });
    res.end(answer.body === undefined ? undefined : isText ? (answer.body as string) : JSON.stringify(answer.body));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: ScriptedServer = {
    url: `http://127.0.0.1:${port}`,
    hits,
    hitsOf: (path) => hits.filter((hit) => hit.path === path),
    answer(path, script) {
      scripts.set(path, typeof script === 'function' ? script : () => script);
    },
    waitForHits(path, count) {
      return new Promise((resolve) => {
        const check = () => (api.hitsOf(path).length >= count ? resolve() : waiters.push(check));
        check();
      });
    },
    reset() {
      scripts.clear();
      hits.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
