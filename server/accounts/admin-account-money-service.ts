import { desc, eq, sql } from 'drizzle-orm';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { ledger as ledgerTable, packageOrders, packageSubscriptions, users } from '../db/schema';
import { BizCode, bizError, notFound } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import { chargeOnce, type IdempotencyKey } from '../money/idempotency';
import type { LedgerService } from '../money/ledger-service';
import { activeAt } from '../packages/active-subscriptions';
import { planNameIn, type PlanCatalogue } from '../packages/plan-catalogue';
import { addDays } from '../shared/days';
import { newOrderNo } from '../shared/order-number';
import { notAMaster } from './admin-account-change-service';

/**
 * What the admin does to a master's money and package, each in one transaction of the master's account
 * holding its row:
 * - an adjustment is a ledger row of kind `adjust` whose reference is the admin's reason (the master reads
 *   it in its ledger); a deduction that would take the balance below zero is refused and changes nothing;
 *   with an `Idempotency-Key` a repeat answers the first result (the key is kept with the master's keys).
 * - a package grant moves no money: without an active base the plan starts now, else the active base ends
 *   later by the plan's duration × periods and gains the plan's install quota × periods. The master sees a
 *   package order of price 0 numbered `GR…` (kind buy or renew) in its package orders.
 */
export function createAdminAccountMoneyService(
  db: PlatformDb,
  ledger: LedgerService,
  catalogue: PlanCatalogue,
  /** Run in the grant's transaction when it adds install quota (resuming apps paused for unpaid installs). */
  afterQuotaAdded: readonly ((account: AccountData) => Promise<void>)[] = [],
) {
  async function masterAccount(id: number): Promise<AccountData> {
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound();
    if (row.role !== 'master') throw notAMaster();
    return AccountData.of(db, id);
  }

  return {
    async adjust(id: number, amount: number, reason: string, key?: IdempotencyKey) {
      if (amount === 0) throw bizError(BizCode.adminAdjustInvalid, 'adminAccount.adjustZero', {}, { field: 'amount' });
      const reference = reason.trim();
      if (reference === '') throw bizError(BizCode.adminAdjustInvalid, 'adminAccount.reasonEmpty', {}, { field: 'reason' });
      const account = await masterAccount(id);
      return account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          await tx.owner({ lock: true });
          const change = { kind: 'adjust' as const, reference };
          const entry =
            amount > 0 ? await ledger.credit(tx, { ...change, amount }) : await ledger.tryCharge(tx, { ...change, amount: -amount });
          if (!entry) {
            throw bizError(
              BizCode.adminAdjustBelowZero,
              'adminAccount.belowZero',
              { balance: (await tx.balance()) / 10000 },
              { field: 'amount' },
            );
          }
          const [row] = await tx.rows(ledgerTable, eq(ledgerTable.id, entry.id)).limit(1);
          return {
            id: row!.id,
            created_at: row!.createdAt.toISOString(),
            kind: row!.kind,
            amount: row!.amount,
            balance_after: row!.balanceAfter,
            reference: row!.reference,
          };
        }),
      );
    },

    async grant(id: number, code: string, periods: number, locale: ServerLocale) {
      const account = await masterAccount(id);
      const plan = await catalogue.findEnabled(code, 'base');
      if (!plan) throw bizError(BizCode.packagePlanNotFound, 'package.planNotFound', {}, { field: 'plan' });
      const days = plan.durationDays * periods;
      const quota = plan.installQuota * periods;
      return account.transaction(async (tx) => {
        await tx.owner({ lock: true });
        const now = new Date();
        const [current] = await tx
          .rows(packageSubscriptions, eq(packageSubscriptions.kind, 'base'), activeAt(now))
          .orderBy(desc(packageSubscriptions.endsAt))
          .limit(1);
        let subscriptionId: number;
        let startsAt: Date;
        let endsAt: Date;
        if (current) {
          startsAt = current.endsAt;
          endsAt = addDays(current.endsAt, days);
          await tx.update(
            packageSubscriptions,
            { endsAt, installQuota: sql`${packageSubscriptions.installQuota} + ${quota}` },
            eq(packageSubscriptions.id, current.id),
          );
          subscriptionId = current.id;
        } else {
          startsAt = now;
          endsAt = addDays(now, days);
          const [row] = await tx
            .insert(packageSubscriptions, {
              planId: plan.id,
              kind: 'base',
              baseId: null,
              startsAt,
              endsAt,
              installQuota: quota,
              appLimit: plan.appLimit,
              domainLimit: plan.domainLimit,
              periodPrice: plan.price,
              periodDays: plan.durationDays,
            })
            .returning({ id: packageSubscriptions.id });
          subscriptionId = row!.id;
        }
        await tx.insert(packageOrders, {
          orderNo: newOrderNo('grant'),
          planId: plan.id,
          subscriptionId,
          kind: current ? 'renew' : 'buy',
          price: 0,
          credit: 0,
          amount: 0,
          balanceAfter: await tx.balance(),
          startsAt,
          endsAt,
        });
        if (quota > 0) for (const hook of afterQuotaAdded) await hook(tx);
        return {
          action: current ? ('extend' as const) : ('start' as const),
          plan_name: planNameIn(plan, locale),
          starts_at: startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
        };
      });
    },
  };
}

export type AdminAccountMoneyService = ReturnType<typeof createAdminAccountMoneyService>;
