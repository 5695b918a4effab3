import type { PlatformDb } from '../db/client';
import { createAdminMenuService } from './admin-menu-service';
import { createMenuPermissionService } from './menu-permissions';

/** Menus and their access entries: the admin's editors and what a signed-in user may see and use. */
export function createMenuServices(db: PlatformDb) {
  return {
    adminMenus: createAdminMenuService(db),
    menuPermissions: createMenuPermissionService(db),
  };
}
