// Deep import on purpose: the HTTP layer's index pulls in the whole client, which the
// login screen does not need before the user submits.
import { markLoggedOut } from '@/utils/http/session-epoch';
import { resetPages } from './pages-store';
import { clearSession } from './user-store';

type Listener = () => void;
const resetListeners = new Set<Listener>();

/** Lets modules with requests of their own (e.g. the pages loader) forget them at logout. */
export function onSessionReset(listener: Listener): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Forgets the session locally and resets the stores that belong to it (spec §2 rule 9, in part). */
export function endSessionLocally(options: { byUser?: boolean } = {}): void {
  // Pending GET retries of the old session stop and stay quiet.
  markLoggedOut();
  clearSession(options);
  resetPages();
  for (const listener of resetListeners) listener();
}
