import { and, asc, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import type { ServerLocale } from '../http/i18n';
import { packagePlans } from './tables';

export type PlanRow = typeof packagePlans.$inferSelect;
export type PlanKind = PlanRow['kind'];

/** A plan's name in the request's language. */
export const planNameIn = (plan: Pick<PlanRow, 'nameZh' | 'nameEn'>, locale: ServerLocale) => (locale === 'en' ? plan.nameEn : plan.nameZh);

export const toPlan = (plan: PlanRow, locale: ServerLocale) => ({
  id: plan.id,
  code: plan.code,
  kind: plan.kind,
  name: planNameIn(plan, locale),
  name_zh_cn: plan.nameZh,
  name_en: plan.nameEn,
  price: plan.price,
  duration_days: plan.durationDays,
  install_quota: plan.installQuota,
  app_limit: plan.appLimit,
  domain_limit: plan.domainLimit,
  state: plan.state,
  order: plan.order,
});

/** The package catalogue (platform data): what a master may buy. */
export function createPlanCatalogue(platform: PlatformDb) {
  return {
    /** Enabled plans in their order, of one kind or both. */
    listEnabled(kind?: PlanKind) {
      return platform
        .select()
        .from(packagePlans)
        .where(and(eq(packagePlans.state, 'enabled'), kind ? eq(packagePlans.kind, kind) : undefined))
        .orderBy(asc(packagePlans.order), asc(packagePlans.id));
    },

    /** The enabled plan of `kind` with this code. */
    async findEnabled(code: string, kind: PlanKind): Promise<PlanRow | undefined> {
      const [plan] = await platform
        .select()
        .from(packagePlans)
        .where(and(eq(packagePlans.code, code), eq(packagePlans.kind, kind), eq(packagePlans.state, 'enabled')))
        .limit(1);
      return plan;
    },

    /** Any plan by id (enabled or not): the plan an account holds. */
    async byId(id: number): Promise<PlanRow | undefined> {
      const [plan] = await platform.select().from(packagePlans).where(eq(packagePlans.id, id)).limit(1);
      return plan;
    },
  };
}

export type PlanCatalogue = ReturnType<typeof createPlanCatalogue>;
