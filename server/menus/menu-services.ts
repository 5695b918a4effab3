import type { PlatformDb } from '../db/client';
import { createAdminMenuService } from './admin-menu-service';
import { createMenuPermissionService } from './menu-permissions';
import type { GrantService } from '../roles/grant-service';

/** Menus and their access entries: the admin's editors and what a signed-in user may see and use (by the grants of `grants`). */
export function createMenuServices(db: PlatformDb, grants: GrantService) {
  return {
    adminMenus: createAdminMenuService(db),
    menuPermissions: createMenuPermissionService(db, grants),
  };
}
