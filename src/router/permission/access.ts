import type { PagePermission } from '@contract/generated/page-schema';
import type { AdminAccess } from '@contract/generated/types';
import { PermissionMode } from '@/settings/project-setting';

/** A role or permission code, or several (any one of them suffices). */
export type PermissionValue = string | readonly string[] | null | undefined;

export interface AccessContext {
  mode: string;
  /** The user's role list (ROLE and ROUTE_MAPPING). */
  roles: readonly string[];
  /** BACK: the permission codes of the current page's menu entry. */
  codes: readonly string[];
}

function required(value: PermissionValue): string[] {
  if (value == null) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((item) => item !== '');
}

/**
 * Spec §6 button permissions. An empty requirement allows. ROLE and ROUTE_MAPPING compare with
 * the role list, BACK with the permission codes; a single value or any one of a list is enough.
 * Any other mode allows everything. (The server checks every call regardless.)
 */
export function hasPermission(value: PermissionValue, context: AccessContext): boolean {
  const wanted = required(value);
  if (wanted.length === 0) return true;
  switch (context.mode) {
    case PermissionMode.ROLE:
    case PermissionMode.ROUTE_MAPPING:
      return wanted.some((role) => context.roles.includes(role));
    case PermissionMode.BACK:
      return wanted.some((code) => context.codes.includes(code));
    default:
      return true;
  }
}

/**
 * A page schema's `permission` in the mode's terms: its roles in ROLE and ROUTE_MAPPING, its
 * codes in BACK. The other list does not restrict in that mode (it names no one there).
 */
export function pagePermissionValue(permission: PagePermission | undefined, mode: string): PermissionValue {
  if (!permission) return undefined;
  return mode === PermissionMode.BACK ? permission.codes : permission.roles;
}

/** The keys of a menu's access list (spec §6: auth_code, or the id when it has none), children included. */
export function accessKeys(entries: readonly AdminAccess[] | undefined): string[] {
  const keys: string[] = [];
  const visit = (list: readonly AdminAccess[]) =>
    list.forEach((entry) => {
      keys.push(entry.auth_code || String(entry.id));
      visit(entry.children ?? []);
    });
  visit(entries ?? []);
  return keys;
}
