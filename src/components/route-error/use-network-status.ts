import { useSyncExternalStore } from 'react';
import { isOffline, lastNetworkFailureAt, subscribeNetworkStatus } from '@/utils/error-log/network-status';

/** How long after a call that got no answer the network still counts as failing. */
export const NETWORK_FAILURE_MEMORY_MS = 30_000;

/**
 * True while the browser is offline, or an API call got no answer at all in the last 30 s
 * (for exception pages that tell a network error from a server error).
 */
export function useNetworkTrouble(): boolean {
  const offline = useSyncExternalStore(subscribeNetworkStatus, isOffline, isOffline);
  const failedAt = useSyncExternalStore(subscribeNetworkStatus, lastNetworkFailureAt, lastNetworkFailureAt);
  return offline || (failedAt > 0 && Date.now() - failedAt < NETWORK_FAILURE_MEMORY_MS);
}
