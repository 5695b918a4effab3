/**
 * Permission codes per role, used by the console's BACK permission mode (spec §6) and by button checks.
 * A code is `<area>:<action>`; the areas follow the menu entries each role sees (spec §6 roles).
 */
const MASTER = ['account', 'app', 'channel', 'domain', 'invitereg', 'overlay_packages', 'packages'];
const OFFICIAL = ['comment', 'install', 'push', 'sdk', 'user'];
const SHARED = ['dashboard', 'notice', 'workorder'];
const ADMIN = ['systems', 'systems.account', 'systems.role', 'systems.menu', 'systems.log'];

const codesFor = (areas: string[]) => areas.flatMap((a) => [`${a}:view`, `${a}:edit`]);

export const ROLE_PERM_CODES: Record<string, string[]> = {
  master: codesFor([...SHARED, ...MASTER]),
  official: codesFor([...SHARED, ...OFFICIAL]),
  admin: codesFor([...SHARED, ...ADMIN]),
};

export const permCodesOf = (role: string) => ROLE_PERM_CODES[role] ?? [];
