import type { AdminAccess } from '@contract/generated/types';
import type { MenuEntry } from '@/router/menu/build-menu';
import type { AppRouteRecord } from '@/router/routes/route-types';
import type { PermissionMode } from '@/settings/project-setting';
import { createStore, useStore } from './create-store';
import { registerStoreReset } from './session-reset';
import { userStore } from './user-store';

export type RouteBuildStatus = 'idle' | 'building' | 'ready' | 'error';

/** A menu entry's button permissions (spec §6), fetched by its id when a page of it opens. */
export interface MenuAccess {
  status: 'loading' | 'ready' | 'error';
  entries: AdminAccess[];
  /** auth_code, or the id when an entry has none. */
  keys: string[];
}

/**
 * Spec §3 permission store: permission codes, back-end and front-end menu lists, last menu build
 * time, the dynamic-routes-added flag; plus the route table built from them (rendered by
 * AppRoutes). State only: building lives in permission-store-actions.ts, which loads the HTTP
 * client, so the login screen does not.
 */
export interface PermissionState {
  /** BACK: every permission code of the user (GET /getPermCode). */
  permCodeList: string[];
  /** BACK: the menu built from the server's menu tree. */
  backMenuList: MenuEntry[];
  /** ROLE and ROUTE_MAPPING: the menu built from the role-filtered routes. */
  frontMenuList: MenuEntry[];
  lastBuildMenuTime: number;
  /** Spec §4: dynamic routes are built once after login; set once they are in the table. */
  isDynamicAddedRoute: boolean;
  routes: AppRouteRecord[];
  /** Every path the console knows, whoever may open it (outside `routes`: 403 rather than 404). */
  knownPaths: string[];
  /** The mode the table was built in. */
  builtMode: PermissionMode | undefined;
  /** The roles the table was built for (ROLE, ROUTE_MAPPING). */
  builtRoles: string[];
  buildStatus: RouteBuildStatus;
  /** By menu id. */
  menuAccess: Record<number, MenuAccess>;
}

const initialState = (): PermissionState => ({
  permCodeList: [],
  backMenuList: [],
  frontMenuList: [],
  lastBuildMenuTime: 0,
  isDynamicAddedRoute: false,
  routes: [],
  knownPaths: [],
  builtMode: undefined,
  builtRoles: [],
  buildStatus: 'idle',
  menuAccess: {},
});

export const permissionStore = createStore<PermissionState>(initialState);

/** Each reset starts a new generation; an answer of an older one is dropped. */
let generation = 0;

export function permissionGeneration(): number {
  return generation;
}

/** Spec §4 "resetting app state removes dynamic routes": the next signed-in navigation builds them again. */
export function resetPermissionState(): void {
  generation += 1;
  permissionStore.reset();
}

registerStoreReset('permission', resetPermissionState);

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

/*
 * The table belongs to one session and, outside BACK mode, to one role list: another token drops
 * it, and new roles (fresh user info says so) mark it for building again on the next navigation
 * (the current table stays on screen meanwhile).
 */
let lastToken = userStore.getState().token;
userStore.subscribe(() => {
  const { token, roleList } = userStore.getState();
  if (token !== lastToken) {
    const hadSession = lastToken !== undefined;
    lastToken = token;
    if (hadSession) {
      resetPermissionState();
      return;
    }
  }
  const state = permissionStore.getState();
  if (state.isDynamicAddedRoute && state.builtMode !== 'BACK' && !sameRoles(roleList, state.builtRoles)) {
    permissionStore.setState({ isDynamicAddedRoute: false });
  }
});

export function usePermissionState<T>(select: (state: PermissionState) => T): T {
  return useStore(permissionStore, select);
}

/** The menu of the mode the routes were built in (spec §4: BACK → back-end list, else front-end list). */
export function menusOf(state: PermissionState): MenuEntry[] {
  return state.builtMode === 'BACK' ? state.backMenuList : state.frontMenuList;
}

export function useMenus(): MenuEntry[] {
  return useStore(permissionStore, menusOf);
}
