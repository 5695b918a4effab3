import { getSessionStorage } from '@/utils/storage';
import { userStore } from './user-store';

/**
 * Why the last session ended without the user logging out (spec §8: a refused or expired token,
 * a timeout), kept for the login page to say until the next sign-in. In session storage: at start
 * the app may leave for the login page by a full page load (before the router is up).
 */
export type SessionEndReason = 'expired' | 'timeout';

const REASON_KEY = 'SESSION__END__REASON__';

function isReason(value: unknown): value is SessionEndReason {
  return value === 'expired' || value === 'timeout';
}

export function noteSessionEnded(next: SessionEndReason): void {
  try {
    getSessionStorage().set(REASON_KEY, next, null);
  } catch {
    // Without storage the login page simply says nothing.
  }
}

export function sessionEndReason(): SessionEndReason | undefined {
  try {
    const stored: unknown = getSessionStorage().get(REASON_KEY);
    return isReason(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSessionEndReason(): void {
  try {
    getSessionStorage().remove(REASON_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The message id the login page shows for a reason (spec §8's texts). */
export function sessionEndMessageId(ended: SessionEndReason): string {
  return ended === 'timeout' ? 'http.sessionTimeout' : 'http.tokenExpired';
}

// A new session (a token other than the one before: any way of signing in) ends the notice.
let lastToken = userStore.getState().token;
userStore.subscribe(() => {
  const { token } = userStore.getState();
  if (token && token !== lastToken) forgetSessionEndReason();
  lastToken = token;
});
