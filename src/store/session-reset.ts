// Deep import on purpose: the HTTP layer's index pulls in the whole client, which the
// login screen does not need before the user submits.
import { markLoggedOut } from '@/utils/http/session-epoch';
import { resetPages } from './pages-store';
import { clearSession, resetUserState } from './user-store';

type Listener = () => void;
const resetListeners = new Set<Listener>();

/**
 * Lets modules with state or requests of their own (stores, the pages loader) forget them when
 * the session ends: at logout, on an expired session, and whenever the app lands on the login
 * page (spec §2 rule 9, see resetAllStores).
 */
export function onSessionReset(listener: Listener): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/*
 * The reset registry (spec §2 rule 9: settings, permissions, tabs, user, …). A store registers
 * its reset under its name, once, when its module loads; registering a name again replaces the
 * entry. A store whose module never loaded has nothing in memory to reset.
 */
const storeResets = new Map<string, Listener>();

export function registerStoreReset(name: string, reset: Listener): () => void {
  storeResets.set(name, reset);
  return () => {
    if (storeResets.get(name) === reset) storeResets.delete(name);
  };
}

/** Names of the registered store resets (for tests and diagnostics). */
export function registeredStoreResets(): string[] {
  return [...storeResets.keys()];
}

registerStoreReset('user', resetUserState);
registerStoreReset('pages', resetPages);

/**
 * Spec §2 rule 9: leaving to login resets every registered store and runs every session-reset
 * listener (which also clears route-change listeners). Storage is not touched here; a logout
 * clears it first (endSessionLocally).
 */
export function resetAllStores(): void {
  for (const reset of storeResets.values()) reset();
  for (const listener of [...resetListeners]) listener();
}

/** Forgets the session locally and resets the stores that belong to it (spec §2 rule 9, in part). */
export function endSessionLocally(options: { byUser?: boolean } = {}): void {
  // Pending GET retries of the old session stop and stay quiet.
  markLoggedOut();
  clearSession(options);
  resetAllStores();
}
