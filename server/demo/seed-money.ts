import { eq, gt, max } from 'drizzle-orm';
import { AccountData } from '../db/account-data';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createInviteRewardHook } from '../invites/invite-reward-hook';
import { createLedgerService } from '../money/ledger-service';
import { ledger } from '../money/tables';
import { daysAgo } from '../shared/days';
import { DEMO_DOMAINS, seedDemoDomain } from './seed-domains';
import { DEMO_ORDERS, seedRechargeOrder } from './seed-orders';
import { DEMO_PURCHASES, chargeDemoInstallsToBases, seedDemoPurchase, type HeldBase } from './seed-packages';
import { INVITED } from './seed-team';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A recharge is paid (and credited) this long after its order was placed. */
const PAY_DELAY_MS = 2 * 60_000;

interface MoneyEvent {
  /** When its ledger rows are dated: a purchase's order time, a recharge's payment. */
  at: Date;
  run: () => Promise<void>;
}

/**
 * The demo's money history, in the order it happened (product.md "Demo data"): the opening recharge,
 * the packages and domains bought, later recharges and the invite reward. Each event goes through the
 * ledger service in turn, so each row's balance after follows from the one before, and its ledger
 * rows are dated like its order. Every event is skipped when its order number exists, so a database
 * that lost one kind of row gets it back and nothing twice. Run by each money step of the seed (the
 * first one on a fresh database does it all).
 */
export async function seedDemoMoney(tx: Tx, demoId: number, locale: SeedLocale, now = Date.now()) {
  const account = AccountData.of(tx, demoId);
  const bases: HeldBase[] = [];
  const rewardInviter = createInviteRewardHook(createLedgerService());
  const events: MoneyEvent[] = [
    ...DEMO_ORDERS.map(({ daysAgo: ago, ...wanted }) => {
      const at = daysAgo(ago, now);
      return {
        at,
        run: () => seedRechargeOrder(tx, account, { ...wanted, createdAt: new Date(at.getTime() - PAY_DELAY_MS) }).then(() => {}),
      };
    }),
    ...DEMO_PURCHASES.map((wanted) => {
      const at = daysAgo(wanted.daysAgo, now);
      return { at, run: () => seedDemoPurchase(tx, account, wanted, at, bases) };
    }),
    ...DEMO_DOMAINS.map((wanted) => {
      const at = daysAgo(wanted.daysAgo, now);
      return { at, run: () => seedDemoDomain(tx, account, wanted, locale, at) };
    }),
    // An invited master's first recharge, the day after it registered, earns demo its reward.
    ...INVITED.flatMap((invited, index) => {
      if (invited.firstRecharge <= 0) return [];
      const at = daysAgo(invited.daysAgo - 1, now);
      const run = async () => {
        const [payerRow] = await tx.select({ id: users.id }).from(users).where(eq(users.username, invited.username)).limit(1);
        if (!payerRow) return;
        const payer = AccountData.of(tx, payerRow.id);
        const orderNo = `RODEMO1000000${index + 1}`;
        const createdAt = new Date(at.getTime() - PAY_DELAY_MS);
        const paid = await seedRechargeOrder(tx, payer, { orderNo, planAmount: invited.firstRecharge, createdAt, state: 'paid' });
        if (paid) await rewardInviter(payer, paid);
      };
      return [{ at, run }];
    }),
  ];
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    const [last] = await tx.select({ id: max(ledger.id) }).from(ledger);
    await event.run();
    // The ledger service dates its rows now; the event happened at its own time.
    await tx
      .update(ledger)
      .set({ createdAt: event.at })
      .where(gt(ledger.id, last?.id ?? 0));
  }
  await chargeDemoInstallsToBases(account, bases);
}
