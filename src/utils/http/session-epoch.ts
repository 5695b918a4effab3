/*
 * Calls remember the session they started in. After logout (or when this layer itself ends the session on an
 * expired token) no retry of an older call is made, a retry already waiting stops at once, and failures of
 * older calls reject quietly instead of showing messages or logging the new session out.
 */
let epoch = 0;
const stopWaiting = new Set<() => void>();

export function sessionEpoch(): number {
  return epoch;
}

/** The app calls this on logout: pending GET retries stop and their callers' promises reject quietly. */
export function markLoggedOut(): void {
  epoch += 1;
  for (const stop of [...stopWaiting]) stop();
}

/** Waits `ms`; resolves false at once when the session ends or `cancelled` is signalled first. */
export function waitWithinSession(ms: number, startEpoch: number, cancelled: AbortSignal): Promise<boolean> {
  if (epoch !== startEpoch || cancelled.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (waited: boolean) => {
      clearTimeout(timer);
      stopWaiting.delete(stop);
      cancelled.removeEventListener('abort', stop);
      resolve(waited);
    };
    const stop = () => finish(false);
    const timer = setTimeout(() => finish(epoch === startEpoch), ms);
    stopWaiting.add(stop);
    cancelled.addEventListener('abort', stop);
  });
}
