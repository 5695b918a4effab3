import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { QueryOf } from '../api/operation-inputs';
import type { AccountData, AccountReads } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { badField } from '../http/api-error';
import { DAY_MS, utcDayStart } from '../shared/days';
import { accountReader, keysetList } from '../shared/keyset-list';
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

/** The first moment of the day after `day` (the end of a day range), at most the last the database stores. */
function dayAfter(day: string): string {
  return new Date(Math.min(dayStart('created_at_end', day).getTime() + DAY_MS, LAST_STORABLE)).toISOString();
}

/**
 * The call log pages by keyset; the time range bounds the default order's own index (account, time, id), and the
 * call name and the status, of a few values each, are read along the order's index.
 */
const SDK_CALL_LIST = keysetList({
  operationId: 'sdkCallList',
  scope: [sdkCalls.accountId],
  sortable: { created_at: sdkCalls.createdAt, duration_ms: sdkCalls.durationMs, status: sdkCalls.status },
  fallback: { column: sdkCalls.createdAt, direction: 'descend' },
  tieBreaker: sdkCalls.id,
  filters: {
    key_id: {
      condition: (value) => eq(sdkCalls.keyId, value),
      index: [sdkCalls.accountId, sdkCalls.keyId, sdkCalls.createdAt, sdkCalls.id],
    },
    call: { condition: (value) => eq(sdkCalls.call, value), value: (given) => String(given).trim(), index: 'along' },
    status: { condition: (value) => eq(sdkCalls.status, value), index: 'along' },
    created_at_start: {
      condition: (value) => gte(sdkCalls.createdAt, value),
      value: (given) => dayStart('created_at_start', String(given)).toISOString(),
      index: 'along',
    },
    created_at_end: { condition: (value) => lt(sdkCalls.createdAt, value), value: (given) => dayAfter(String(given)), index: 'along' },
  },
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
      const { rows, ...rest } = await SDK_CALL_LIST.page(accountReader(account), query, {
        // The key is joined through the call's own account: both rows are the account's.
        rows: (reads: AccountReads, conditions, order) =>
          reads
            .select({ ...view, sortKey: order.sortKey })
            .from(sdkCalls, ...conditions)
            .innerJoin(sdkKeys, and(eq(sdkKeys.id, sdkCalls.keyId), eq(sdkKeys.accountId, sdkCalls.accountId))),
        matching: (reads: AccountReads, conditions) => reads.select({ one: sql`1` }).from(sdkCalls, ...conditions),
        idOf: (row) => row.id,
      });
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
        ...rest,
      };
    },
  };
}

export type SdkCallService = ReturnType<typeof createSdkCallService>;
