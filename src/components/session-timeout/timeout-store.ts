import { createStore, useStore } from '@/store/create-store';
import { onSessionReset } from '@/store/session-reset';

/**
 * The session-timeout flag of spec §3/§4: the server refused the token while the project config
 * says "page-cover", so a login form covers the page instead of leaving it. A successful re-login
 * only clears the flag; nothing navigates.
 */
export interface SessionTimeoutState {
  timedOut: boolean;
  /** Who was signed in, to fill the cover's username. */
  username: string | undefined;
  userId: number | undefined;
}

export const sessionTimeoutStore = createStore<SessionTimeoutState>(() => ({
  timedOut: false,
  username: undefined,
  userId: undefined,
}));

export function useSessionTimedOut(): boolean {
  return useStore(sessionTimeoutStore, (state) => state.timedOut);
}

export function markSessionTimedOut(user: { username?: string; id?: number } | undefined): void {
  if (sessionTimeoutStore.getState().timedOut) return;
  sessionTimeoutStore.setState({ timedOut: true, username: user?.username, userId: user?.id });
}

export function clearSessionTimeout(): void {
  if (sessionTimeoutStore.getState().timedOut) sessionTimeoutStore.reset();
}

// Leaving to login (logout, or the cover's own "go to the login page") drops the flag.
onSessionReset(clearSessionTimeout);
