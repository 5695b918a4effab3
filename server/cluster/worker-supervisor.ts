/** What the supervisor needs of a worker process (node's `cluster.Worker` is one). */
export interface SupervisedWorker {
  process: { pid?: number; kill(signal?: NodeJS.Signals): boolean };
  on(event: 'listening', listener: (address: { port: number }) => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

export interface SupervisorOptions {
  count: number;
  fork(): SupervisedWorker;
  log(line: string): void;
  /** Once, when the first `count` workers all listen: the port they share. */
  onListening(port: number): void;
  /** A worker ended before the first ones all listened: the server cannot start (the others are being stopped). */
  onStartFailed(reason: string): void;
  /** The wait before replacing a worker: `firstMs`, doubled for each worker in a row that lived less than `stableMs`, at most `maxMs`. */
  backOff?: { firstMs: number; maxMs: number; stableMs: number };
  /** How long a worker may take to stop before it is killed. */
  stopGraceMs?: number;
  now?: () => number;
}

export interface Supervisor {
  /** Stops every worker (SIGTERM, SIGKILL after the grace time) and replaces none; resolves once all have ended. */
  stop(): Promise<void>;
}

export const DEFAULT_BACK_OFF = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 };

const exitOf = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * The primary's care of its workers (server/cluster/run-primary.ts): forks `count`, replaces one that ends
 * while the server runs, after a wait that grows while replacements keep dying soon (a crash loop waits up
 * to `maxMs` between tries instead of spinning), and stops them all on request.
 */
export function superviseWorkers(options: SupervisorOptions): Supervisor {
  const { count, fork, log, backOff = DEFAULT_BACK_OFF, stopGraceMs = 30_000, now = Date.now } = options;
  const alive = new Set<SupervisedWorker>();
  const pending = new Set<NodeJS.Timeout>();
  let listening = 0;
  let started = false;
  let stopping: Promise<void> | undefined;
  let allEnded: (() => void) | undefined;
  let shortLivesInARow = 0;

  function start() {
    const worker = fork();
    const startedAt = now();
    alive.add(worker);
    worker.on('listening', (address) => {
      if (started) {
        log(`worker ${worker.process.pid} is listening`);
        return;
      }
      if (++listening === count) {
        started = true;
        options.onListening(address.port);
      }
    });
    worker.on('exit', (code, signal) => {
      alive.delete(worker);
      if (stopping) {
        if (alive.size === 0) allEnded?.();
        return;
      }
      if (!started) {
        options.onStartFailed(`worker ${worker.process.pid} ended (${exitOf(code, signal)}) before the server was listening`);
        return;
      }
      shortLivesInARow = now() - startedAt < backOff.stableMs ? shortLivesInARow + 1 : 1;
      const waitMs = Math.min(backOff.maxMs, backOff.firstMs * 2 ** (shortLivesInARow - 1));
      log(`worker ${worker.process.pid} ended (${exitOf(code, signal)}); a new worker starts in ${waitMs} ms`);
      const timer = setTimeout(() => {
        pending.delete(timer);
        start();
      }, waitMs);
      pending.add(timer);
    });
  }

  for (let i = 0; i < count; i++) start();

  return {
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        if (alive.size === 0) return resolve();
        const kill = setTimeout(() => {
          for (const worker of alive) worker.process.kill('SIGKILL');
        }, stopGraceMs);
        allEnded = () => {
          clearTimeout(kill);
          resolve();
        };
        for (const worker of alive) worker.process.kill('SIGTERM');
      });
      return stopping;
    },
  };
}
