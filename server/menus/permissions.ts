/**
 * The catalogue of permission codes (spec §6 button permissions and the BACK mode's code list).
 * A code is `<area>:<action>`; an area is a menu entry (its top-level route path without the slash).
 *
 * The codes a user holds are not decided here: they are the auth codes of the `admin_access` entries
 * of the menus the user's role sees (menu-permissions.ts), which admins edit. This catalogue
 * is what the demo seed attaches to each menu entry of schemas/pages.
 */
export const PERMISSION_ACTIONS = ['view', 'edit'] as const;

/** Areas of the menu entries (spec §6 roles: master, official, shared) and of the admin's systems area. */
export const PERMISSION_AREAS = [
  'dashboard',
  'notice',
  'workorder',
  'account',
  'app',
  'channel',
  'domain',
  'invitereg',
  'overlay_packages',
  'packages',
  'comment',
  'install',
  'push',
  'sdk',
  'user',
  'systems',
  'systems.account',
  'systems.role',
  'systems.menu',
  'systems.log',
  'catalogue',
  'platform',
] as const;

/** Route paths whose area name differs from the path (the domain area lives under /domainmanage). */
const AREA_OF_PATH: Record<string, string> = { domainmanage: 'domain' };

/** The area of a top-level route path such as '/channel', or undefined when it has no codes. */
export function areaOfPath(path: string): string | undefined {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  const area = AREA_OF_PATH[segment] ?? segment;
  return (PERMISSION_AREAS as readonly string[]).includes(area) ? area : undefined;
}

export const codesOfArea = (area: string) => PERMISSION_ACTIONS.map((action) => ({ action, code: `${area}:${action}` }));

/** Every code of the catalogue (page schemas may name only these in `permission.codes`). */
export const ALL_PERMISSION_CODES: readonly string[] = PERMISSION_AREAS.flatMap((area) => codesOfArea(area).map((c) => c.code));
