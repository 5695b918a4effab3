import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { ApiError, BizCode, bizError, notFound } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import { toPlan, type PlanRow } from '../packages/plan-catalogue';
import { packageOrders, packagePlans, packageSubscriptions } from '../packages/tables';
import { violatedUniqueIndex } from '../shared/db-errors';
import { containsPattern, orderByOf, pageWindow } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';

const SORTABLE = sortColumnsOf('adminPackagePlanList', {
  id: packagePlans.id,
  code: packagePlans.code,
  price: packagePlans.price,
  order: packagePlans.order,
});

const PLAN_ORDER = [asc(packagePlans.order), asc(packagePlans.id)];

const codeTaken = () => bizError(BizCode.packageCodeTaken, 'catalogue.packageCodeTaken', {}, { field: 'code' });

/** A text that must not be blank after trimming (the schema's minLength cannot see whitespace). */
function filled(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, 400, 'validation.required', { field });
  return trimmed;
}

/** Column values of the fields present in an add or edit body. */
function columnsOf(input: Omit<BodyOf<'adminPackagePlanEdit'>, 'id'>) {
  return {
    ...(input.name_zh_cn !== undefined ? { nameZh: filled('name_zh_cn', input.name_zh_cn) } : {}),
    ...(input.name_en !== undefined ? { nameEn: filled('name_en', input.name_en) } : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.duration_days !== undefined ? { durationDays: input.duration_days } : {}),
    ...(input.install_quota !== undefined ? { installQuota: input.install_quota } : {}),
    ...(input.app_limit !== undefined ? { appLimit: input.app_limit } : {}),
    ...(input.domain_limit !== undefined ? { domainLimit: input.domain_limit } : {}),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.state !== undefined ? { state: input.state } : {}),
  };
}

/** A base package lasts a day at least; an overlay ends with its base, so its period is always 0. */
function withPeriod<T extends { durationDays?: number }>(kind: PlanRow['kind'], values: T, currentDays = 0): T {
  if (kind === 'overlay') return { ...values, durationDays: 0 };
  if ((values.durationDays ?? currentDays) < 1) {
    throw bizError(BizCode.packageDurationMissing, 'catalogue.packageDurationMissing', {}, { field: 'duration_days' });
  }
  return values;
}

/**
 * The admin's editor of the package catalogue (base and overlay packages). Masters read the table on
 * every call (plan-catalogue.ts keeps nothing), so a change shows on their next call; a subscription
 * keeps the quota, limits and price it was bought with. A package goes only while no subscription or
 * order names it; otherwise it is disabled (offered to nobody).
 */
export function createPackagePlanAdminService(platform: PlatformDb) {
  async function find(id: number): Promise<PlanRow> {
    const [row] = await platform.select().from(packagePlans).where(eq(packagePlans.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: QueryOf<'adminPackagePlanList'>, locale: ServerLocale) {
      const filters: SQL[] = [];
      if (query.kind) filters.push(eq(packagePlans.kind, query.kind));
      if (query.state) filters.push(eq(packagePlans.state, query.state));
      const name = query.name?.trim();
      if (name) filters.push(or(ilike(packagePlans.nameZh, containsPattern(name)), ilike(packagePlans.nameEn, containsPattern(name)))!);
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [totals]] = await Promise.all([
        platform
          .select()
          .from(packagePlans)
          .where(where)
          .orderBy(...orderByOf(query, SORTABLE, PLAN_ORDER, packagePlans.id))
          .limit(limit)
          .offset(offset),
        platform.select({ total: count() }).from(packagePlans).where(where),
      ]);
      return { items: rows.map((row) => toPlan(row, locale)), total: totals?.total ?? 0 };
    },

    async add(input: BodyOf<'adminPackagePlanAdd'>, locale: ServerLocale) {
      const values = withPeriod(input.kind, {
        code: input.code,
        kind: input.kind,
        nameZh: filled('name_zh_cn', input.name_zh_cn),
        nameEn: filled('name_en', input.name_en),
        ...columnsOf(input),
      });
      const [taken] = await platform.select({ id: packagePlans.id }).from(packagePlans).where(eq(packagePlans.code, input.code)).limit(1);
      if (taken) throw codeTaken();
      try {
        const [row] = await platform
          .insert(packagePlans)
          .values({ ...values, price: input.price })
          .returning();
        return toPlan(row!, locale);
      } catch (error) {
        if (violatedUniqueIndex(error) !== undefined) throw codeTaken();
        throw error;
      }
    },

    async edit(input: BodyOf<'adminPackagePlanEdit'>, locale: ServerLocale) {
      const { id, ...fields } = input;
      const current = await find(id);
      const values = withPeriod(current.kind, columnsOf(fields), current.durationDays);
      if (Object.keys(values).length === 0) return toPlan(current, locale);
      const [row] = await platform.update(packagePlans).set(values).where(eq(packagePlans.id, id)).returning();
      if (!row) throw notFound();
      return toPlan(row, locale);
    },

    /** Deletes the package in one statement that also checks nothing names it (a purchase meanwhile keeps it). */
    async remove(id: number) {
      await find(id);
      const removed = await platform
        .delete(packagePlans)
        .where(
          and(
            eq(packagePlans.id, id),
            sql`not exists (select 1 from ${packageSubscriptions} where ${packageSubscriptions.planId} = ${packagePlans.id})`,
            sql`not exists (select 1 from ${packageOrders} where ${packageOrders.planId} = ${packagePlans.id})`,
          ),
        )
        .returning({ id: packagePlans.id });
      if (removed.length === 0) {
        await find(id);
        throw bizError(BizCode.packagePlanInUse, 'catalogue.packagePlanInUse');
      }
      return { deleted: removed.length };
    },
  };
}

export type PackagePlanAdminService = ReturnType<typeof createPackagePlanAdminService>;
