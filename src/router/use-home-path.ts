import { useStore } from '@/store/create-store';
import { permissionStore } from '@/store/permission-store';
import { userStore } from '@/store/user-store';
import { homePathOf } from './guard/auth-guard';
import { landingHomePath, routesInclude } from './routes/home-landing';

/**
 * The signed-in user's home: their homePath when their own routes open it, else the first page of
 * their menu (an admin whose homePath is the owners' dashboard lands in the admin's own area).
 * Before the routes are built it is the plain homePath.
 */
export function useHomePath(): string {
  const homePath = useStore(userStore, (state) => homePathOf(state.userInfo?.homePath));
  const routes = useStore(permissionStore, (state) => state.routes);
  const added = useStore(permissionStore, (state) => state.isDynamicAddedRoute);
  return added ? landingHomePath(homePath, routes) : homePath;
}

/** The same, read once (outside React). */
export function currentHomePath(): string {
  const homePath = homePathOf(userStore.getState().userInfo?.homePath);
  const { routes, isDynamicAddedRoute } = permissionStore.getState();
  return isDynamicAddedRoute ? landingHomePath(homePath, routes) : homePath;
}

/**
 * Whether a header button may lead to the path: only when the user's routes hold it (a role
 * never gets a button to a page it may not open). False while the routes are being built.
 */
export function useCanOpen(path: string): boolean {
  return useStore(permissionStore, (state) => state.isDynamicAddedRoute && routesInclude(state.routes, path));
}
