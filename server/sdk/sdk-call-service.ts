import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../api/operation-inputs';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { badField } from '../http/api-error';
import { DAY_MS, utcDayStart } from '../shared/days';
import { containsPattern, orderByOf, pageWindow } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { sdkCalls, sdkKeys } from './tables';

/** One call made with a key, as logged (server/sdk/sdk-guard.ts writes it before the answer leaves). */
export interface SdkCallEntry {
  accountId: number;
  keyId: number;
  call: string;
  status: number;
  code: number;
  address: string;
  durationMs: number;
}

const SORTABLE = sortColumnsOf('sdkCallList', {
  created_at: sdkCalls.createdAt,
  duration_ms: sdkCalls.durationMs,
  status: sdkCalls.status,
});

const view = {
  id: sdkCalls.id,
  keyId: sdkCalls.keyId,
  keyName: sdkKeys.name,
  appKey: sdkKeys.appKey,
  call: sdkCalls.call,
  status: sdkCalls.status,
  code: sdkCalls.code,
  address: sdkCalls.address,
  durationMs: sdkCalls.durationMs,
  createdAt: sdkCalls.createdAt,
};

const LAST_STORABLE = Date.UTC(9999, 11, 31);

/** The start of a UTC day given as YYYY-MM-DD, or a 400 naming the field. */
function dayStart(field: string, day: string): Date {
  const start = utcDayStart(day);
  if (!start) throw badField(field, 'sdk.dayInvalid', { value: day });
  return start;
}

/** The call log of the account's keys. */
export function createSdkCallService(platform: PlatformDb) {
  return {
    /** Logs one call (the key's account is the entry's; also marks a successful call's key used). */
    async record(entry: SdkCallEntry): Promise<void> {
      await platform.insert(sdkCalls).values(entry);
      if (entry.status < 400 && entry.code === 0) {
        await platform.update(sdkKeys).set({ lastUsedAt: new Date() }).where(eq(sdkKeys.id, entry.keyId));
      }
    },

    async list(account: AccountData, query: QueryOf<'sdkCallList'>) {
      const filters: SQL[] = [];
      if (query.key_id !== undefined) filters.push(eq(sdkCalls.keyId, query.key_id));
      if (query.call?.trim()) filters.push(ilike(sdkCalls.call, containsPattern(query.call)));
      if (query.status !== undefined) filters.push(eq(sdkCalls.status, query.status));
      if (query.created_at_start) filters.push(gte(sdkCalls.createdAt, dayStart('created_at_start', query.created_at_start)));
      if (query.created_at_end) {
        const end = dayStart('created_at_end', query.created_at_end).getTime() + DAY_MS;
        // The day after 9999-12-31 is beyond what the database stores: such an end bounds nothing.
        if (end < LAST_STORABLE) filters.push(lt(sdkCalls.createdAt, new Date(end)));
      }
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(sdkCalls.createdAt)], sdkCalls.id);
      // The key is joined through the call's own account: both rows are the account's.
      const joinKey = and(eq(sdkKeys.id, sdkCalls.keyId), eq(sdkKeys.accountId, sdkCalls.accountId));
      const [rows, [totals]] = await Promise.all([
        account
          .select(view)
          .from(sdkCalls, ...filters)
          .innerJoin(sdkKeys, joinKey)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        account.counting(sdkCalls, ...filters),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          key_id: row.keyId,
          key_name: row.keyName,
          app_key: row.appKey,
          call: row.call,
          status: row.status,
          code: row.code,
          address: row.address,
          duration_ms: row.durationMs,
          created_at: row.createdAt.toISOString(),
        })),
        total: totals?.total ?? 0,
      };
    },
  };
}

export type SdkCallService = ReturnType<typeof createSdkCallService>;
