import type { QueryOf } from '../api/operation-inputs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { bizError, BizCode } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import { chargeOnce, type IdempotencyKey } from '../money/idempotency';
import type { LedgerService } from '../money/ledger-service';
import { addDays, utcDay } from '../shared/days';
import { newOrderNo } from '../shared/order-number';
import { activeAt } from './active-subscriptions';
import { planNameIn, type PlanCatalogue, type PlanKind, type PlanRow } from './plan-catalogue';
import { upgradeCredit } from './proration';
import { findSubscription, type Subscription } from './subscription-view';
import { packageOrders, packagePlans, packageSubscriptions } from './tables';

/** An action with terms of its own; a quote's `purchase` is whichever of buy, renew and upgrade a base plan means for the account now. */
type QuoteAction = Exclude<QueryOf<'packageQuote'>['action'], 'purchase'>;
type BaseAction = 'buy' | 'upgrade' | 'renew';

/** What choosing a base plan means: buying it without an active base, renewing the active one, else upgrading. */
function purchaseActionOf(current: ActiveBase | undefined, plan: PlanRow): BaseAction {
  if (!current) return 'buy';
  return current.subscription.planId === plan.id ? 'renew' : 'upgrade';
}

const planNotFound = () => bizError(BizCode.packagePlanNotFound, 'package.planNotFound');
const noActiveBase = () => bizError(BizCode.packageNoActiveBase, 'package.noActiveBase');

/** The account's active base with its plan (read through the account, so it works inside its transaction). */
async function activeBase(account: AccountData, now: Date) {
  const [row] = await account
    .select({ subscription: packageSubscriptions, plan: packagePlans })
    .from(packageSubscriptions, eq(packageSubscriptions.kind, 'base'), activeAt(now))
    .leftJoin(packagePlans, eq(packagePlans.id, packageSubscriptions.planId))
    .orderBy(desc(packageSubscriptions.endsAt))
    .limit(1);
  return row;
}

type ActiveBase = NonNullable<Awaited<ReturnType<typeof activeBase>>>;

/** An upgrade is another plan dearer than what the active base's period was paid at. */
const isUpgradeOf = (current: ActiveBase, target: Pick<PlanRow, 'id' | 'price'>) =>
  target.id !== current.subscription.planId && target.price > current.subscription.periodPrice;

/** What a purchase would charge and give; `refuse` throws when it may not be made now. */
interface Plan {
  plan: PlanRow;
  price: number;
  credit: number;
  daysCredited: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Buying, upgrading and renewing base packages and buying overlays, paid from the balance. Each is one
 * transaction holding the account's row (`owner({ lock: true })`): the check of what the account holds, the
 * subscription change, the ledger rows (the ledger service refuses an overdraft) and the order row;
 * any refusal leaves none of them. Catalogue plans are read before the transaction. A purchase that adds
 * install quota runs `afterQuotaAdded` in its transaction (services.ts: the apps paused for unpaid installs resume).
 */
export function createPackagePurchaseService(
  catalogue: PlanCatalogue,
  ledger: LedgerService,
  /** Run in the purchase's transaction when what was bought adds install quota (resuming apps paused for unpaid installs). */
  afterQuotaAdded: readonly ((account: AccountData) => Promise<void>)[] = [],
) {
  async function planOf(code: string | undefined, kind: PlanKind): Promise<PlanRow> {
    const plan = code ? await catalogue.findEnabled(code, kind) : undefined;
    if (!plan) throw planNotFound();
    return plan;
  }

  function refuseBuying(current: ActiveBase | undefined, locale: ServerLocale) {
    if (!current) return;
    throw bizError(BizCode.packageAlreadyActive, 'package.alreadyActive', {
      plan: current.plan ? planNameIn(current.plan, locale) : '',
      end: utcDay(current.subscription.endsAt),
    });
  }

  function refuseUpgrade(current: ActiveBase, target: PlanRow, locale: ServerLocale) {
    if (isUpgradeOf(current, target)) return;
    throw bizError(BizCode.packageNotAnUpgrade, 'package.notAnUpgrade', {
      plan: planNameIn(target, locale),
      current: current.plan ? planNameIn(current.plan, locale) : '',
    });
  }

  /** What each action gives at `now`, given what the account holds; throws the refusal the action would meet. */
  function terms(action: QuoteAction, plan: PlanRow, current: ActiveBase | undefined, now: Date, locale: ServerLocale, periods = 1): Plan {
    if (action === 'buy') {
      refuseBuying(current, locale);
      return { plan, price: plan.price, credit: 0, daysCredited: 0, startsAt: now, endsAt: addDays(now, plan.durationDays) };
    }
    if (!current) throw noActiveBase();
    if (action === 'overlay') {
      return { plan, price: plan.price, credit: 0, daysCredited: 0, startsAt: now, endsAt: current.subscription.endsAt };
    }
    if (action === 'upgrade') {
      refuseUpgrade(current, plan, locale);
      const { days, credit } = upgradeCredit(current.subscription, now);
      return { plan, price: plan.price, credit, daysCredited: days, startsAt: now, endsAt: addDays(now, plan.durationDays) };
    }
    const from = current.subscription.endsAt;
    return {
      plan,
      price: plan.price * periods,
      credit: 0,
      daysCredited: 0,
      startsAt: from,
      endsAt: addDays(from, plan.durationDays * periods),
    };
  }

  /** The renewal's plan: the active base's, still enabled. */
  function renewalPlan(current: ActiveBase | undefined): PlanRow {
    if (!current) throw noActiveBase();
    if (!current.plan || current.plan.state !== 'enabled') throw planNotFound();
    return current.plan;
  }

  /** Credits then charges, each with its ledger row; answers the balance after. Nothing when both are 0. */
  async function settle(tx: AccountData, terms: Plan, kind: 'package' | 'overlay', reference: string): Promise<number> {
    if (terms.credit > 0) await ledger.credit(tx, { amount: terms.credit, kind, reference });
    if (terms.price > 0) return (await ledger.charge(tx, { amount: terms.price, kind, reference })).balanceAfter;
    return tx.balance();
  }

  async function order(
    tx: AccountData,
    kind: 'buy' | 'renew' | 'upgrade' | 'overlay',
    terms: Plan,
    subscriptionId: number,
    ledgerKind: 'package' | 'overlay',
  ) {
    const orderNo = newOrderNo('package');
    const balanceAfter = await settle(tx, terms, ledgerKind, orderNo);
    await tx.insert(packageOrders, {
      orderNo,
      planId: terms.plan.id,
      subscriptionId,
      kind,
      price: terms.price,
      credit: terms.credit,
      amount: terms.price - terms.credit,
      balanceAfter,
      startsAt: terms.startsAt,
      endsAt: terms.endsAt,
    });
    if (terms.plan.installQuota > 0) for (const hook of afterQuotaAdded) await hook(tx);
  }

  const newSubscription = (tx: AccountData, terms: Plan, baseId: number | null) =>
    tx
      .insert(packageSubscriptions, {
        planId: terms.plan.id,
        kind: terms.plan.kind,
        baseId,
        startsAt: terms.startsAt,
        endsAt: terms.endsAt,
        installQuota: terms.plan.installQuota,
        appLimit: terms.plan.appLimit,
        domainLimit: terms.plan.domainLimit,
        periodPrice: terms.plan.price,
        periodDays: terms.plan.durationDays,
      })
      .returning({ id: packageSubscriptions.id });

  const answer = async (account: AccountData, id: number, locale: ServerLocale): Promise<Subscription> =>
    (await findSubscription(account, id, locale))!;

  return {
    /** Of these base plans, those the account's active base may be upgraded to now (none without an active base). */
    async upgradesOf<T extends Pick<PlanRow, 'id' | 'price'>>(account: AccountData, plans: T[]): Promise<T[]> {
      const current = await activeBase(account, new Date());
      return current ? plans.filter((plan) => isUpgradeOf(current, plan)) : [];
    },

    /** package_quote: the terms of an action now, with the balance; the refusal the action would meet is thrown. */
    async quote(account: AccountData, input: QueryOf<'packageQuote'>, locale: ServerLocale) {
      const now = new Date();
      const current = await activeBase(account, now);
      const plan =
        input.action === 'renew' ? renewalPlan(current) : await planOf(input.plan, input.action === 'overlay' ? 'overlay' : 'base');
      const action = input.action === 'purchase' ? purchaseActionOf(current, plan) : input.action;
      const quoted = terms(action, plan, current, now, locale, input.periods ?? 1);
      const amount = quoted.price - quoted.credit;
      const covered = await ledger.check(account, Math.max(0, amount));
      return {
        action,
        plan_name: planNameIn(plan, locale),
        price: quoted.price,
        credit: quoted.credit,
        days_credited: quoted.daysCredited,
        amount,
        balance: covered.balance,
        enough: covered.enough,
        starts_at: quoted.startsAt.toISOString(),
        ends_at: quoted.endsAt.toISOString(),
      };
    },

    /**
     * Buys, renews (one period) or upgrades to a base plan, whichever it means for the account now
     * (the dashboard's buy-package modal). The action chosen re-checks inside its own transaction.
     */
    async purchase(account: AccountData, code: string, locale: ServerLocale, key?: IdempotencyKey) {
      const plan = await planOf(code, 'base');
      const action = purchaseActionOf(await activeBase(account, new Date()), plan);
      if (action === 'buy') return this.buy(account, code, locale, key);
      if (action === 'renew') return this.renew(account, 1, locale, key);
      return this.upgrade(account, code, locale, key);
    },

    /** Buys a base package when none is active; it starts now. */
    async buy(account: AccountData, code: string, locale: ServerLocale, key?: IdempotencyKey): Promise<Subscription> {
      const plan = await planOf(code, 'base');
      return account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          await tx.owner({ lock: true });
          const now = new Date();
          const bought = terms('buy', plan, await activeBase(tx, now), now, locale);
          const [row] = await newSubscription(tx, bought, null);
          await order(tx, 'buy', bought, row!.id, 'package');
          return answer(tx, row!.id, locale);
        }),
      );
    },

    /** Buys an overlay on the active base, ending with the base's period. */
    async buyOverlay(account: AccountData, code: string, locale: ServerLocale, key?: IdempotencyKey): Promise<Subscription> {
      const plan = await planOf(code, 'overlay');
      return account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          await tx.owner({ lock: true });
          const now = new Date();
          const current = await activeBase(tx, now);
          const bought = terms('overlay', plan, current, now, locale);
          const [row] = await newSubscription(tx, bought, current!.subscription.id);
          await order(tx, 'overlay', bought, row!.id, 'overlay');
          return answer(tx, row!.id, locale);
        }),
      );
    },

    /**
     * Replaces the active base by a dearer one starting now: the old one ends now (its unused installs
     * go with it), its unused whole days are credited (proration.ts), the new one is charged in full.
     * Overlays keep the end they were bought with.
     */
    async upgrade(account: AccountData, code: string, locale: ServerLocale, key?: IdempotencyKey): Promise<Subscription> {
      const plan = await planOf(code, 'base');
      return account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          await tx.owner({ lock: true });
          const now = new Date();
          const current = await activeBase(tx, now);
          const upgraded = terms('upgrade', plan, current, now, locale);
          await tx.update(
            packageSubscriptions,
            { state: 'replaced', endsAt: now },
            and(eq(packageSubscriptions.id, current!.subscription.id), eq(packageSubscriptions.state, 'active')),
          );
          const [row] = await newSubscription(tx, upgraded, null);
          await order(tx, 'upgrade', upgraded, row!.id, 'package');
          return answer(tx, row!.id, locale);
        }),
      );
    },

    /** Extends the active base by whole periods at its package's price of today; each period adds its install quota. */
    async renew(account: AccountData, periods: number, locale: ServerLocale, key?: IdempotencyKey): Promise<Subscription> {
      return account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          await tx.owner({ lock: true });
          const now = new Date();
          const current = await activeBase(tx, now);
          const plan = renewalPlan(current);
          const renewed = terms('renew', plan, current, now, locale, periods);
          const base = current!.subscription;
          await tx.update(
            packageSubscriptions,
            {
              endsAt: renewed.endsAt,
              installQuota: sql`${packageSubscriptions.installQuota} + ${plan.installQuota * periods}`,
              periodPrice: plan.price,
              periodDays: plan.durationDays,
            },
            eq(packageSubscriptions.id, base.id),
          );
          await order(tx, 'renew', renewed, base.id, 'package');
          return answer(tx, base.id, locale);
        }),
      );
    },
  };
}

export type PackagePurchaseService = ReturnType<typeof createPackagePurchaseService>;
