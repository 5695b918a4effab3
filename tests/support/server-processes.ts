import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** One server process to start: its name in messages and its own settings (environment variables). */
export interface ServerProcessSpec {
  name: string;
  env?: Record<string, string>;
}

export interface ServerProcess {
  name: string;
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  pid: number;
  /** Every line the process wrote so far, stdout and stderr. */
  lines(): readonly string[];
  /** The first line (written already or coming) that `match` accepts; rejects when the process ends first. */
  waitForLine(match: (line: string) => boolean): Promise<string>;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  ended(): Promise<number | null>;
}

/** The log lines of a process that are pino's JSON objects (the server's log). */
export const logEntries = (server: ServerProcess): Record<string, unknown>[] =>
  server.lines().flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

const BANNER = /running at http:\/\/localhost:(\d+)\//;

/**
 * Real server processes, the way `npm run dev:server` runs the sources (`node --import tsx server/main.ts`:
 * no build first), each on a port of its own on 127.0.0.1, all on one database. Settings every process
 * shares go to `start`'s `env`, a process's own in its spec (a test where one process serves what another
 * stored names one `FILES_DIR` for both, for instance). `stopAll` (call it in `afterAll`, always) stops
 * every process started, those still starting too, and waits for them to end.
 */
export function serverProcessGroup() {
  const children = new Map<ChildProcess, Promise<unknown>>();
  const dataDirs: string[] = [];
  // Should the test run itself end without `stopAll`, no server outlives it.
  const killAll = () => children.forEach((_, child) => child.kill('SIGKILL'));
  let guarding = false;

  function startOne(databaseUrl: string, spec: ServerProcessSpec, env: Record<string, string>): Promise<ServerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pwa-process-${spec.name.toLowerCase()}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WORKERS: '1',
        DEMO_LOCALE: 'en',
        LOG_LEVEL: 'info',
        ...env,
        ...spec.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (!guarding) {
      guarding = true;
      process.once('exit', killAll);
    }
    const lines: string[] = [];
    const waiters = new Set<() => void>();
    let ended = false;
    let partial = '';
    const take = (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop()!;
      lines.push(...parts);
      waiters.forEach((wake) => wake());
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        ended = true;
        children.delete(child);
        waiters.forEach((wake) => wake());
        resolve(code);
      }),
    );
    children.set(child, exited);

    const waitForLine = (match: (line: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const found = lines.find(match);
          if (found !== undefined) {
            waiters.delete(look);
            resolve(found);
          } else if (ended) {
            waiters.delete(look);
            reject(new Error(`server ${spec.name} ended (code ${child.exitCode}) before the line came:\n${lines.slice(-40).join('\n')}`));
          }
        };
        waiters.add(look);
        look();
      });

    return waitForLine((line) => BANNER.test(line)).then((banner) => ({
      name: spec.name,
      baseUrl: `http://127.0.0.1:${BANNER.exec(banner)![1]}`,
      pid: child.pid!,
      lines: () => lines,
      waitForLine,
      ended: () => exited,
    }));
  }

  return {
    /** Starts one process per spec, together, and resolves once each answers; `env` is every process's. */
    start(databaseUrl: string, specs: readonly ServerProcessSpec[], env: Record<string, string> = {}): Promise<ServerProcess[]> {
      return Promise.all(specs.map((spec) => startOne(databaseUrl, spec, env)));
    },
    async stopAll(): Promise<void> {
      const ending = [...children].map(([child, exited]) => {
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
        return exited.finally(() => clearTimeout(kill));
      });
      await Promise.all(ending);
      process.removeListener('exit', killAll);
      guarding = false;
      for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CallAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: 'en' | 'zh-CN';
  /**
   * The caller's address: another loopback address (127.0.0.2 and up: Linux answers the whole of
   * 127.0.0.0/8), so a test's per-address limits and counts start from none.
   */
  from?: string;
}

/** A JSON API call over real HTTP to one of the processes. */
export function call<T = unknown>(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallAnswer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const sent = request(new URL(url, server.baseUrl), { method, headers, localAddress: options.from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          const envelope = JSON.parse(text) as { code: number; msg: string; data: T };
          resolve({ status: res.statusCode ?? 0, ...envelope });
        } catch {
          reject(new Error(`not a JSON envelope (HTTP ${res.statusCode}): ${text.slice(0, 200)}`));
        }
      });
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}
