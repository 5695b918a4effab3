import { onSessionReset } from '@/store/session-reset';
import type { CurrentRoute } from './current-route';

type RouteChangeListener = (route: CurrentRoute) => void;

/*
 * Route changes for code outside the page tree (tabs, menus): the last route is kept, so a
 * listener added later hears it at once. Spec §2 rule 9: leaving to login clears the listeners.
 */
const listeners = new Set<RouteChangeListener>();
let lastRoute: CurrentRoute | undefined;

export function onRouteChange(listener: RouteChangeListener, options: { immediate?: boolean } = {}): () => void {
  listeners.add(listener);
  if ((options.immediate ?? true) && lastRoute) listener(lastRoute);
  return () => listeners.delete(listener);
}

export function emitRouteChange(route: CurrentRoute): void {
  lastRoute = route;
  for (const listener of [...listeners]) listener(route);
}

export function clearRouteChangeListeners(): void {
  listeners.clear();
  lastRoute = undefined;
}

export function routeChangeListenerCount(): number {
  return listeners.size;
}

onSessionReset(clearRouteChangeListeners);
