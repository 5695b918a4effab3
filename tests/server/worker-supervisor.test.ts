import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { superviseWorkers, type SupervisedWorker, type SupervisorOptions } from '../../server/cluster/worker-supervisor';

/** A worker process stand-in: the test makes it listen and end. */
class FakeWorker extends EventEmitter {
  signals: string[] = [];
  readonly process: SupervisedWorker['process'];
  constructor(readonly pid: number) {
    super();
    this.process = {
      pid,
      kill: (signal?: NodeJS.Signals) => {
        this.signals.push(signal ?? 'SIGTERM');
        return true;
      },
    };
  }
  listen(port = 4000) {
    this.emit('listening', { port });
  }
  end(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit('exit', code, signal);
  }
}

const BACK_OFF = { firstMs: 500, maxMs: 4000, stableMs: 60_000 };

function setup(count: number, options: Partial<SupervisorOptions> = {}) {
  const forked: FakeWorker[] = [];
  const lines: string[] = [];
  const listening: number[] = [];
  const failures: string[] = [];
  const supervisor = superviseWorkers({
    count,
    fork: () => {
      const worker = new FakeWorker(100 + forked.length);
      forked.push(worker);
      return worker as unknown as SupervisedWorker;
    },
    log: (line) => lines.push(line),
    onListening: (port) => listening.push(port),
    onStartFailed: (reason) => failures.push(reason),
    backOff: BACK_OFF,
    stopGraceMs: 10_000,
    now: () => Date.now(),
    ...options,
  });
  return { supervisor, forked, lines, listening, failures };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the workers supervisor', () => {
  it('forks the workers and announces the port once all of them listen', () => {
    const { forked, listening } = setup(3);
    expect(forked).toHaveLength(3);
    forked[0]!.listen();
    forked[1]!.listen();
    expect(listening).toEqual([]);
    forked[2]!.listen();
    expect(listening).toEqual([4000]);
  });

  it('replaces a worker that ends, waiting longer for each one in a row that dies soon, and less after one that lived', () => {
    const { forked, lines, listening } = setup(2);
    forked.forEach((worker) => worker.listen());
    const waits: number[] = [];
    // Each replacement dies as soon as it has started: 500, 1000, 2000, 4000, then the cap.
    for (let i = 0; i < 5; i++) {
      const before = forked.length;
      forked.at(-1)!.end(1);
      waits.push(Number(/starts in (\d+) ms/.exec(lines.at(-1)!)![1]));
      vi.advanceTimersByTime(waits.at(-1)! - 1);
      expect(forked).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(forked).toHaveLength(before + 1);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 4000]);
    // One that lived past the stable time: the next wait is the first again.
    forked.at(-1)!.listen();
    vi.advanceTimersByTime(BACK_OFF.stableMs);
    forked.at(-1)!.end(null, 'SIGKILL');
    expect(lines.at(-1)).toBe(`worker ${forked.at(-1)!.pid} ended (signal SIGKILL); a new worker starts in 500 ms`);
    expect(listening).toEqual([4000]);
  });

  it('a worker that ends before all listened means the server cannot start: nothing is replaced', () => {
    const { forked, failures } = setup(2);
    forked[0]!.listen();
    forked[1]!.end(1);
    expect(failures).toEqual(['worker 101 ended (code 1) before the server was listening']);
    vi.advanceTimersByTime(BACK_OFF.maxMs);
    expect(forked).toHaveLength(2);
  });

  it('stop ends every worker, replaces none, kills those that do not end in time, and resolves once all have ended', async () => {
    const { supervisor, forked } = setup(3);
    forked.forEach((worker) => worker.listen());
    forked[0]!.end(1);
    let stopped = false;
    const stopping = supervisor.stop().then(() => (stopped = true));
    expect(forked[1]!.signals).toEqual(['SIGTERM']);
    expect(forked[2]!.signals).toEqual(['SIGTERM']);
    forked[1]!.end(0);
    // The pending replacement is cancelled.
    vi.advanceTimersByTime(BACK_OFF.firstMs);
    expect(forked).toHaveLength(3);
    vi.advanceTimersByTime(10_000);
    expect(forked[2]!.signals).toEqual(['SIGTERM', 'SIGKILL']);
    await Promise.resolve();
    expect(stopped).toBe(false);
    forked[2]!.end(null, 'SIGKILL');
    await stopping;
    expect(stopped).toBe(true);
  });
});
