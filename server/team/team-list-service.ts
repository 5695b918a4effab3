import type { QueryOf } from '../api/operation-inputs';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { containsPattern, orderByOf, pageWindow, totalOfPage, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { teamOf, toTeamMember, type TeamMember } from './team-member';
import { teamCsv } from './team-csv';

/** The filters the list and its CSV share (the CSV's query is the list's without paging). */
type TeamFilters = QueryOf<'accountExport'>;

const SORTABLE = sortColumnsOf('accountList', {
  username: users.username,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
});

/** Most teams are a handful of people; the CSV holds at most this many rows. */
const CSV_ROW_LIMIT = 10_000;

function conditions(account: AccountData, filters: TeamFilters): SQL {
  const all: (SQL | undefined)[] = [teamOf(account)];
  if (filters.username?.trim()) all.push(ilike(users.username, containsPattern(filters.username)));
  if (filters.status) all.push(eq(users.status, filters.status));
  if (filters.role) all.push(eq(users.role, filters.role));
  return and(...all)!;
}

/** The master's team as a list (the owner first by default) and as the account-list CSV. */
export function createTeamListService(db: PlatformDb) {
  return {
    async list(account: AccountData, query: QueryOf<'accountList'>): Promise<ListResult<TeamMember>> {
      const where = conditions(account, query);
      const window = pageWindow(query);
      // Default order: the owner's row first, then operators by age.
      const ownerFirst = [asc(users.role), asc(users.createdAt)];
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderByOf(query, SORTABLE, ownerFirst, users.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, async () => {
        const [row] = await db.select({ total: count() }).from(users).where(where);
        return row?.total ?? 0;
      });
      return { items: rows.map((row) => toTeamMember(row, account)), total };
    },

    async csv(account: AccountData, filters: TeamFilters, locale: Parameters<typeof teamCsv>[1]): Promise<string> {
      const rows = await db
        .select()
        .from(users)
        .where(conditions(account, filters))
        .orderBy(asc(users.role), asc(users.createdAt), asc(users.id))
        .limit(CSV_ROW_LIMIT);
      return teamCsv(
        rows.map((row) => toTeamMember(row, account)),
        locale,
      );
    },
  };
}

export type TeamListService = ReturnType<typeof createTeamListService>;
