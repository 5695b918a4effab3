import { randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { Holder, HolderKind } from './lock-file';

/**
 * The holder's control channel: a TCP listener on 127.0.0.1 that answers one JSON line per connection.
 * A request carries the token of the lock file, which only the data folder's owner can read; the
 * channel answers who holds the folder (`ping`) and, in a server, makes a copy of the database inside
 * the data folder (`snapshot`). Nothing of the data travels over it.
 */
export interface ControlRequest {
  token: string;
  op: 'ping' | 'snapshot';
  /** The asking process: names the work folder of its snapshot. */
  pid: number;
}

export type ControlAnswer =
  | { ok: true; kind: HolderKind; staging?: string; lastMigration?: number | null }
  | { ok: false; reason: 'token' | 'not-ready' | 'busy' | 'not-a-server' | 'failed' | 'bad-request'; message?: string };

export type ControlHandler = (request: ControlRequest) => Promise<ControlAnswer>;

const MAX_REQUEST_BYTES = 4096;
const REQUEST_TIMEOUT_MS = 10_000;

export interface ControlChannel {
  port: number;
  token: string;
  close(): Promise<void>;
}

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseRequest(line: string): ControlRequest | undefined {
  try {
    const value = JSON.parse(line) as ControlRequest;
    if (typeof value !== 'object' || value === null) return undefined;
    if ((value.op !== 'ping' && value.op !== 'snapshot') || !Number.isInteger(value.pid)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/** Listens on a free port of 127.0.0.1; `handle` sees only requests that carry the right token. */
export async function openControlChannel(handle: ControlHandler): Promise<ControlChannel> {
  const token = randomBytes(32).toString('base64url');
  const server = net.createServer((socket) => {
    let received = '';
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      const request = end < 0 ? undefined : parseRequest(received.slice(0, end));
      const answer: Promise<ControlAnswer> = !request
        ? Promise.resolve({ ok: false, reason: 'bad-request' })
        : !sameToken(request.token, token)
          ? Promise.resolve({ ok: false, reason: 'token' })
          : handle(request).catch((error: unknown) => ({ ok: false, reason: 'failed', message: (error as Error).message }));
      void answer.then((value) => {
        if (!socket.destroyed) socket.end(`${JSON.stringify(value)}\n`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What asking a holder gave: its answer, nobody listening (`refused`), or no usable answer in time (`silent`). */
export type AskOutcome = { answer: ControlAnswer } | { refused: true } | { silent: true };

/** Asks the holder of a lock file; `timeoutMs` bounds the wait for the answer (a snapshot takes as long as the copy). */
export function askHolder(holder: Holder, op: ControlRequest['op'], timeoutMs: number): Promise<AskOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: holder.port });
    let received = '';
    let settled = false;
    const settle = (outcome: AskOutcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(timeoutMs, () => settle({ silent: true }));
    socket.on('connect', () => socket.write(`${JSON.stringify({ token: holder.token, op, pid: process.pid } satisfies ControlRequest)}\n`));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end < 0) return;
      try {
        settle({ answer: JSON.parse(received.slice(0, end)) as ControlAnswer });
      } catch {
        settle({ silent: true });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? { refused: true } : { silent: true }));
    socket.on('close', () => settle({ silent: true }));
  });
}
