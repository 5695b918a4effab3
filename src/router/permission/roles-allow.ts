/** Spec §6 role rule: a route without roles is open; otherwise the user needs one of them. */
export function rolesAllow(meta: { roles?: readonly string[] }, userRoles: readonly string[]): boolean {
  if (!meta.roles || meta.roles.length === 0) return true;
  return meta.roles.some((role) => userRoles.includes(role));
}
