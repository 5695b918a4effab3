import type { QueryOf } from '../api/operation-inputs';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { ledger, users } from '../db/schema';
import { notFound } from '../http/api-error';
import { containsPattern, orderByOf, pageWindow, totalOfPage } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { INVITE_REWARD_PERCENT, inviteRewardReference } from './invite-reward';

const SORTABLE = sortColumnsOf('inviteList', { username: users.username, created_at: users.createdAt });

/** Invites point at the registration page with the code filled in (src/views/register reads `invite`). */
export const inviteLinkOf = (origin: string, code: string) => `${origin}/register?invite=${encodeURIComponent(code)}`;

/**
 * A master's invite code and the accounts registered with it (users whose `invited_by` is the master:
 * platform rows, read through `PlatformDb`), each with the reward its first paid recharge earned: the
 * master's ledger row of kind `invite` referencing it (invite-reward-hook.ts), read through the
 * master's `AccountData`.
 */
export function createInviteService(db: PlatformDb) {
  /** The master's invite rewards of `userIds`, by invited user (the first row of each, should there be more). */
  async function rewardsOf(account: AccountData, userIds: number[]) {
    const rewards = new Map<number, { amount: number; createdAt: Date }>();
    if (userIds.length === 0) return rewards;
    const rows = await account
      .select({ reference: ledger.reference, amount: ledger.amount, createdAt: ledger.createdAt })
      .from(ledger, eq(ledger.kind, 'invite'), inArray(ledger.reference, userIds.map(inviteRewardReference)))
      .orderBy(asc(ledger.id));
    const byReference = new Map(userIds.map((id) => [inviteRewardReference(id), id]));
    for (const row of rows) {
      const userId = byReference.get(row.reference)!;
      if (!rewards.has(userId)) rewards.set(userId, { amount: row.amount, createdAt: row.createdAt });
    }
    return rewards;
  }

  return {
    async info(account: AccountData, origin: string) {
      const [owner] = await db.select({ code: users.inviteCode }).from(users).where(eq(users.id, account.accountId)).limit(1);
      if (!owner) throw notFound();
      const [registered] = await db.select({ total: count() }).from(users).where(eq(users.invitedBy, account.accountId));
      const [rewards] = await account
        .select({ total: count(), sum: sql<string | null>`sum(${ledger.amount})` })
        .from(ledger, eq(ledger.kind, 'invite'));
      return {
        invite_code: owner.code,
        invite_link: inviteLinkOf(origin, owner.code),
        registered: registered?.total ?? 0,
        rewarded: rewards?.total ?? 0,
        reward_total: Number(rewards?.sum ?? 0),
        reward_percent: INVITE_REWARD_PERCENT,
      };
    },

    async list(account: AccountData, query: QueryOf<'inviteList'>) {
      const filters: SQL[] = [eq(users.invitedBy, account.accountId)];
      if (query.username?.trim()) filters.push(ilike(users.username, containsPattern(query.username)));
      if (query.status) filters.push(eq(users.status, query.status));
      const where = and(...filters);
      const window = pageWindow(query);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderByOf(query, SORTABLE, [desc(users.createdAt)], users.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, async () => {
        const [row] = await db.select({ total: count() }).from(users).where(where);
        return row?.total ?? 0;
      });
      const rewards = await rewardsOf(
        account,
        rows.map((user) => user.id),
      );
      return {
        items: rows.map((user) => {
          const reward = rewards.get(user.id);
          return {
            id: user.id,
            username: user.username,
            truename: user.truename,
            status: user.status,
            created_at: user.createdAt.toISOString(),
            rewarded: reward !== undefined,
            reward: reward?.amount ?? 0,
            rewarded_at: reward?.createdAt.toISOString() ?? null,
          };
        }),
        total,
      };
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
