/**
 * Whether the console can reach the server: the browser's own online flag, plus the time of
 * the last API call that got no answer at all (the flag stays true behind a dead proxy or a
 * server that is down).
 */
const listeners = new Set<() => void>();
let lastFailureAt = 0;

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Milliseconds since the epoch; 0 when no call failed for want of a network. */
export function lastNetworkFailureAt(): number {
  return lastFailureAt;
}

/** Called for an API call that failed without any answer (HTTP layer kind 'network'). */
export function noteNetworkFailure(): void {
  lastFailureAt = Date.now();
  listeners.forEach((listener) => listener());
}

/** Called on each network failure and when the browser goes offline or online again. */
export function subscribeNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
