/** Every running call (all attempts of it), so they can be cancelled together or as duplicates. */
export interface PendingRun {
  /** Aborted when the call is cancelled; attempts and retry waits listen to it. */
  readonly signal: AbortSignal;
  cancel(): void;
}

const running = new Set<PendingRun>();
const byKey = new Map<string, PendingRun>();

export function startRun(duplicateKey?: string): PendingRun & { finish(): void } {
  const controller = new AbortController();
  const run = {
    signal: controller.signal,
    cancel: () => controller.abort(),
    finish: () => {
      running.delete(run);
      if (duplicateKey !== undefined && byKey.get(duplicateKey) === run) byKey.delete(duplicateKey);
    },
  };
  if (duplicateKey !== undefined) {
    byKey.get(duplicateKey)?.cancel();
    byKey.set(duplicateKey, run);
  }
  running.add(run);
  return run;
}

/** Cancels every running call; their callers' promises reject quietly (kind `cancelled`). */
export function cancelAllPendingRequests(): void {
  for (const run of [...running]) run.cancel();
}

export function pendingRequestCount(): number {
  return running.size;
}

/** Same method, URL, query and body: the identity used to cancel a duplicate. */
export function duplicateKeyOf(method: string, url: string, params: Record<string, unknown>, data: unknown): string {
  const { _t: _ignored, ...query } = params;
  const body = data instanceof FormData ? '' : JSON.stringify(data ?? null);
  return `${method}&${url}&${JSON.stringify(query)}&${body}`;
}
