import type { AreaHandlers } from '../api/handler-types';

/** The admin's role editor and giving an account a role (server/roles/). */
export const roleHandlers = {
  adminRoleList: async ({ query, services }) => services.roles.list(query),
  adminRoleAdd: async ({ body, services }) => services.roles.add(body),
  adminRoleEdit: async ({ body, services }) => services.roles.edit(body),
  adminRoleDel: async ({ body, services }) => services.roles.remove(body.id),
  adminRoleGrantTree: async ({ services }) => services.roles.grantTree(),
  adminRoleAssign: async ({ body, services }) => services.roles.assign(body),
} satisfies AreaHandlers;
