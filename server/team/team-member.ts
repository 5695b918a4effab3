import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The rows of a master's team: the account's own user and the operators (officials) whose parent it
 * is. Users are platform rows (no `account_id`); this condition is the team's boundary, so every read
 * and write of a member goes through it and another master's operator is simply not found.
 */
export const teamOf = (account: AccountData): SQL =>
  or(eq(users.id, account.accountId), and(eq(users.parentId, account.accountId), eq(users.role, 'official')))!;

/** schemas/entities/team-member.json */
export const toTeamMember = (row: UserRow, account: AccountData) => ({
  id: row.id,
  username: row.username,
  truename: row.truename,
  email: row.email,
  role: row.role === 'official' ? ('official' as const) : ('master' as const),
  status: row.status,
  telegram_chat_id: row.telegramChatId,
  is_self: row.id === account.accountId,
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

export type TeamMember = ReturnType<typeof toTeamMember>;
