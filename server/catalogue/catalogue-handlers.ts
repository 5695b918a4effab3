import type { AreaHandlers } from '../api/handler-types';

/**
 * The admin's catalogue: root domains and packages (recharge plans are the resource
 * schemas/resources/recharge-plan.json, its delete rule in server/orders/recharge-plan-hooks.ts).
 */
export const catalogueHandlers = {
  adminRootDomainList: async ({ query, services }) => services.rootDomainAdmin.list(query),
  adminRootDomainAdd: async ({ body, services }) => services.rootDomainAdmin.add(body),
  adminRootDomainEdit: async ({ body, services }) => services.rootDomainAdmin.edit(body),
  adminRootDomainDel: async ({ body, services }) => services.rootDomainAdmin.remove(body.id),
  adminPackagePlanList: async ({ query, services, locale }) => services.packagePlanAdmin.list(query, locale),
  adminPackagePlanAdd: async ({ body, services, locale }) => services.packagePlanAdmin.add(body, locale),
  adminPackagePlanEdit: async ({ body, services, locale }) => services.packagePlanAdmin.edit(body, locale),
  adminPackagePlanDel: async ({ body, services }) => services.packagePlanAdmin.remove(body.id),
} satisfies AreaHandlers;
