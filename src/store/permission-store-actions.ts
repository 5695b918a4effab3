import { getMenuAccess, getMenuList, getPermCode } from '@/api/generated/client';
import type { AdminMenu } from '@contract/generated/types';
import { t } from '@/locales';
import { accessKeys } from '@/router/permission/access';
import { homePathOf } from '@/router/guard/auth-guard';
import { currentHomePath } from '@/router/use-home-path';
import { navigateTo } from '@/router/navigation';
import { buildRouteTable } from '@/router/routes/build-route-table';
import { PermissionMode } from '@/settings/project-setting';
import { loadConsolePages } from './load-pages';
import { pagesStore } from './pages-store';
import { permissionGeneration, permissionStore, type MenuAccess } from './permission-store';
import { getProjectConfig, togglePermissionMode } from './project-config-store';
import { refreshUserInfo } from './session-actions';
import { setRoleList, userStore } from './user-store';

interface RouteSources {
  mode: PermissionMode;
  backMenus?: AdminMenu[];
  permCodes?: string[];
}

/** What the mode builds from: page schemas always (bodies, known paths); BACK adds the menu tree and codes. */
async function fetchRouteSources(mode: PermissionMode): Promise<RouteSources | undefined> {
  const back = mode === PermissionMode.BACK;
  const [, backMenus, permCodes] = await Promise.all([
    loadConsolePages(),
    back ? getMenuList() : undefined,
    back ? getPermCode() : undefined,
  ]);
  if (pagesStore.getState().status !== 'ready') return undefined;
  return { mode, backMenus, permCodes };
}

/** Builds the table from fetched sources and the user's current roles, and publishes it. */
function applyRouteTable(sources: RouteSources): void {
  const { roleList, userInfo } = userStore.getState();
  const table = buildRouteTable({
    mode: sources.mode,
    pages: pagesStore.getState().pages,
    roles: roleList,
    backMenus: sources.backMenus,
    homePath: homePathOf(userInfo?.homePath),
  });
  const back = sources.mode === PermissionMode.BACK;
  permissionStore.setState({
    routes: table.routes,
    knownPaths: table.knownPaths,
    ...(back ? { backMenuList: table.menus, permCodeList: sources.permCodes ?? [] } : { frontMenuList: table.menus }),
    builtMode: sources.mode,
    builtRoles: [...roleList],
    buildStatus: 'ready',
    lastBuildMenuTime: Date.now(),
    isDynamicAddedRoute: true,
  });
}

let preparing: Promise<boolean> | undefined;

/**
 * Spec §2 rules 4 and 5 for a signed-in navigation: user info is fetched when it was not in this
 * page's life (a failure lets the navigation go on with what is stored), and the dynamic routes
 * are built once from the permission mode. The mode's requests start together with the user info
 * request; the table is built from the fetched user's roles. Resolves true once the routes are in
 * (the caller then repeats the navigation), false when building failed or the session ended.
 */
export function prepareSignedInNavigation(): Promise<boolean> {
  preparing ??= (async () => {
    const generation = permissionGeneration();
    const needsInfo = userStore.getState().lastUpdateTime === 0;
    const needsRoutes = !permissionStore.getState().isDynamicAddedRoute;
    const mode = getProjectConfig().permissionMode;
    if (needsRoutes) permissionStore.setState({ buildStatus: 'building' });
    const sources = needsRoutes ? fetchRouteSources(mode).catch(() => undefined) : undefined;
    if (needsInfo) await refreshUserInfo();
    if (!needsRoutes) return true;
    const fetched = await sources;
    if (generation !== permissionGeneration() || !userStore.getState().token) return false;
    if (!fetched) {
      permissionStore.setState({ buildStatus: 'error' });
      return false;
    }
    applyRouteTable(fetched);
    return true;
  })().finally(() => {
    preparing = undefined;
  });
  return preparing;
}

/** Builds the routes again from fresh sources (the retry after a failed build). */
export function rebuildRoutes(): Promise<boolean> {
  permissionStore.setState({ isDynamicAddedRoute: false });
  return prepareSignedInNavigation();
}

/** Thrown by changeRole outside ROUTE_MAPPING (spec §5). */
export class RoleSwitchModeError extends Error {
  readonly messageId = 'permission.switchRoleWrongMode';
  constructor() {
    super(t('permission.switchRoleWrongMode'));
    this.name = 'RoleSwitchModeError';
  }
}

/**
 * Spec §4: in ROUTE_MAPPING the role can be changed; routes and menu are rebuilt for it and all
 * tabs close (then the console opens the home page). Anywhere else raises spec §5's message
 * (in English exactly 'Please switch PermissionModeEnum to ROUTE_MAPPING mode in the configuration to operate!').
 * The server keeps judging every call by the account's real role.
 */
export async function changeRole(roles: string | readonly string[]): Promise<void> {
  if (getProjectConfig().permissionMode !== PermissionMode.ROUTE_MAPPING) throw new RoleSwitchModeError();
  setRoleList(typeof roles === 'string' ? [roles] : roles);
  if (pagesStore.getState().status === 'ready') applyRouteTable({ mode: PermissionMode.ROUTE_MAPPING });
  else await rebuildRoutes();
  const { closeAllTabs } = await import('./tabs-store');
  await closeAllTabs({ navigate: false });
  await navigateTo(currentHomePath(), { replace: true });
}

/** Spec §4: switches BACK ⇄ ROUTE_MAPPING in the project config (persisted) and reloads the page. */
export function switchPermissionMode(options: { reload?: () => void } = {}): PermissionMode {
  return togglePermissionMode(options);
}

const accessRequests = new Map<number, Promise<void>>();

/**
 * Spec §6: the button permissions of a menu entry, fetched once per session by its id. Kept in
 * the store by menu id; a failed request leaves an empty set (and may be asked again).
 */
export function loadMenuAccess(menuId: number): Promise<void> {
  const known = permissionStore.getState().menuAccess[menuId];
  if (known && known.status !== 'error') return accessRequests.get(menuId) ?? Promise.resolve();
  const generation = permissionGeneration();
  const put = (access: MenuAccess) => permissionStore.setState((state) => ({ menuAccess: { ...state.menuAccess, [menuId]: access } }));
  put({ status: 'loading', entries: [], keys: [] });
  const request = getMenuAccess({ menu_id: menuId }, { errorMessageMode: 'none' })
    .then((entries) => {
      if (generation === permissionGeneration()) put({ status: 'ready', entries, keys: accessKeys(entries) });
    })
    .catch(() => {
      if (generation === permissionGeneration()) put({ status: 'error', entries: [], keys: [] });
    })
    .finally(() => accessRequests.delete(menuId));
  accessRequests.set(menuId, request);
  return request;
}

// The menu's retry reloads the page schemas; a table that failed to build follows them.
pagesStore.subscribe(() => {
  const { buildStatus } = permissionStore.getState();
  if (buildStatus === 'error' && pagesStore.getState().status === 'ready' && userStore.getState().token) {
    void rebuildRoutes();
  }
});
