import { and, eq } from 'drizzle-orm';
import type { LedgerService } from '../money/ledger-service';
import { ledger } from '../money/tables';
import type { RechargePaidHook } from '../orders/recharge-paid-hooks';
import { inviteRewardOf, inviteRewardReference } from './invite-reward';

/**
 * The recharge-paid hook of invites: run inside the paying transaction, after the credit, with the
 * payer's `AccountData`. When the payer was invited by a master and that master has not yet been
 * rewarded for it, the master is credited `inviteRewardOf(order.amount)` (ledger kind `invite`,
 * reference `invite:<payer id>`) in the same transaction: the reward commits with the payment or not
 * at all.
 *
 * Once per invited account, also under concurrency: the payer's user row is locked first (`FOR
 * UPDATE`; the recharge's credit already holds it), so two payments of one account take turns, and the
 * second one's check reads the first one's committed reward (PostgreSQL's read-committed reads each
 * statement's latest commits; PGlite runs one transaction at a time).
 */
export function createInviteRewardHook(ledgerService: LedgerService): RechargePaidHook {
  return async (account, order) => {
    const payer = await account.owner({ lock: true });
    if (payer?.invitedBy == null) return;
    const reward = inviteRewardOf(order.amount);
    if (reward <= 0) return;
    const inviter = account.otherAccount(payer.invitedBy);
    // Only a master earns: an admin's invite code lets people register, but the admin has no balance to use.
    if ((await inviter.owner())?.role !== 'master') return;
    const reference = inviteRewardReference(account.accountId);
    if (await inviter.count(ledger, and(eq(ledger.kind, 'invite'), eq(ledger.reference, reference)))) return;
    await ledgerService.credit(inviter, { amount: reward, kind: 'invite', reference });
  };
}
