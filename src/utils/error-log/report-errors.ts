import type { FailedCall } from './describe-error';
import { noteNetworkFailure } from './network-status';
import { captureError } from './record-error';

/** For the HTTP layer's onError hook: feeds the network status and the error log. */
export function reportApiError(error: FailedCall, url: string): void {
  if (error.kind === 'network') noteNetworkFailure();
  // Business answers and cancelled calls are left out by the recorder, and so is a refused token:
  // a session that ended (spec §8 401) is said on the login page, it is not an error of the console.
  if (error.kind === 'http' && error.httpStatus === 401) return;
  if (error.kind !== 'business' && error.kind !== 'cancelled') captureError({ kind: 'ajax', error, url });
}

/** For error boundaries: a component threw while rendering. */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  captureError({ kind: 'vue', error, componentStack });
}
