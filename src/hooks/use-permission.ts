import { useCallback, useEffect, useMemo } from 'react';
import { useCurrentRoute } from '@/router/current-route';
import { hasPermission as checkPermission, type PermissionValue } from '@/router/permission/access';
import { PermissionMode } from '@/settings/project-setting';
import { useStore } from '@/store/create-store';
import { usePermissionState } from '@/store/permission-store';
import { loadMenuAccess } from '@/store/permission-store-actions';
import { projectConfigStore } from '@/store/project-config-store';
import { useRoleList } from '@/store/user-store';

const NO_CODES: readonly string[] = [];

export interface PermissionApi {
  /** Spec §6: whether the user may see an element that requires `value` (a role or code, or any of several). */
  hasPermission(value: PermissionValue): boolean;
  mode: string;
  roles: readonly string[];
  /** BACK: the current page's permission codes (its menu entry's access list; none without a menu id). */
  codes: readonly string[];
  /** BACK: false while the page's access list is being fetched (elements with a code stay hidden). */
  ready: boolean;
}

/**
 * Button permissions of the page on screen (spec §6). In BACK mode the page's menu entry's access
 * list is fetched by its menu id (once per session); ROLE and ROUTE_MAPPING judge by the role list.
 */
export function usePermission(): PermissionApi {
  const mode = useStore(projectConfigStore, (state) => state.config.permissionMode);
  const roles = useRoleList();
  const { meta } = useCurrentRoute();
  const menuId = mode === PermissionMode.BACK ? meta.menuId : undefined;
  const access = usePermissionState((state) => (menuId === undefined ? undefined : state.menuAccess[menuId]));

  useEffect(() => {
    if (menuId !== undefined) void loadMenuAccess(menuId);
  }, [menuId]);

  const codes = access?.keys ?? NO_CODES;
  const hasPermission = useCallback((value: PermissionValue) => checkPermission(value, { mode, roles, codes }), [mode, roles, codes]);
  return useMemo(
    () => ({ hasPermission, mode, roles, codes, ready: menuId === undefined || access?.status === 'ready' }),
    [hasPermission, mode, roles, codes, menuId, access?.status],
  );
}
