import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { desc, eq, getTableColumns, getTableName, ilike, inArray, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { AccountData, AccountReads } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { apps, channels, shortLinks } from '../db/schema';
import { ApiError, BizCode, bizError, notFound } from '../http/api-error';
import type { AppService } from '../apps/app-service';
import { CHANNEL_CODE_INDEX, newChannelCode, takenChannelCodes } from './channel-codes';
import { violatedUniqueIndex } from '../shared/db-errors';
import {
  containsPattern,
  givenFilters,
  keysetOrderOf,
  LIMIT,
  OFFSET,
  orderByOf,
  pageWindow,
  splitPage,
  totalOfPage,
  type CursorPage,
  type ListFilter,
  type ListResult,
} from '../shared/list-query';
import { shortUrlOf } from '../shared/public-urls';
import { sortColumnsOf } from '../shared/sort-columns';

/** Who asks: the account whose channels are concerned, and the origin for the short links in answers. */
export interface ChannelCaller {
  account: AccountData;
  origin: string;
}

const view = { channel: channels, appName: apps.appName, shortCode: shortLinks.code };

type ChannelViewRow = { channel: typeof channels.$inferSelect; appName: string; shortCode: string | null };

/** schemas/entities/channel.json */
export const toChannel = ({ channel, appName, shortCode }: ChannelViewRow, origin: string) => ({
  id: channel.id,
  app_id: channel.appId,
  app_name: appName,
  name: channel.name,
  code: channel.code,
  remark: channel.remark,
  state: channel.state,
  install_count: channel.installCount,
  ...(shortCode ? { short_url: shortUrlOf(origin, shortCode) } : {}),
  created_at: channel.createdAt.toISOString(),
});

export type Channel = ReturnType<typeof toChannel>;

/** Keyset paging sorts by the channel's own columns (each has an index with the account and the id). */
const KEYSET_SORTABLE = {
  id: channels.id,
  name: channels.name,
  code: channels.code,
  state: channels.state,
  install_count: channels.installCount,
  created_at: channels.createdAt,
};

/** Offset paging may also sort by the joined app's name. */
const SORTABLE = sortColumnsOf('channelList', { ...KEYSET_SORTABLE, app_name: apps.appName });

/** The list's filters (schemas/api/channel.json `channelList` query). */
const FILTERS: Record<string, ListFilter> = {
  app_id: { condition: (value) => eq(channels.appId, value) },
  name: { condition: (value) => ilike(channels.name, value), value: (given) => containsPattern(String(given)) },
  code: { condition: (value) => ilike(channels.code, value), value: (given) => containsPattern(String(given)) },
  state: { condition: (value) => eq(channels.state, value) },
};

/** `table.column` in full: drizzle writes the columns of an update's `returning` without their table. */
const named = (table: Table, column: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/**
 * What an edit answers, read by the update itself (`returning`): the channel as changed, its app's name
 * and its short link's code, so an edit is one statement, not a check, the update and a read again.
 */
const editedView = {
  ...getTableColumns(channels),
  appName: sql<string>`(select ${named(apps, apps.appName)} from ${apps} where ${named(apps, apps.appId)} = ${named(channels, channels.appId)})`,
  shortCode: sql<
    string | null
  >`(select ${named(shortLinks, shortLinks.code)} from ${shortLinks} where ${named(shortLinks, shortLinks.channelId)} = ${named(channels, channels.id)})`,
};

/** The changes an edit or a state change may make; each present one is a placeholder of the same name. */
type ChannelChanges = { name?: string; appId?: string; remark?: string; state?: 'enabled' | 'disabled' };

const GENERATED_CODE_ATTEMPTS = 5;

export const appNotFound = () => bizError(BizCode.appNotFound, 'channel.appNotFound');
export const channelCodeTaken = () => bizError(BizCode.channelCodeTaken, 'channel.codeTaken');

/** A blank (whitespace-only) name is as missing as an absent one. */
function requiredName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError(400, 400, 'validation.required', { field: 'name' });
  return trimmed;
}

/**
 * Promotion channels of an account (create, edit, enable/disable, delete, list). Codes are unique over
 * the whole platform, so checking one is the platform-wide read here.
 */
export function createChannelService(platform: PlatformDb, appService: AppService) {
  const selectView = (account: AccountReads, ...conditions: (SQL | undefined)[]) =>
    account
      .select(view)
      .from(channels, ...conditions)
      .innerJoin(apps, eq(apps.appId, channels.appId))
      .leftJoin(shortLinks, eq(shortLinks.channelId, channels.id));

  async function findOwned({ account, origin }: ChannelCaller, id: number): Promise<Channel> {
    const [row] = await account
      .prepared('channels.owned', (reads) => selectView(reads, eq(channels.id, sql.placeholder('id'))).limit(1))
      .execute({ id });
    if (!row) throw notFound();
    return toChannel(row, origin);
  }

  /**
   * Changes the account's channel `id` and answers it as changed, in one prepared statement per set of
   * changed columns; not found when the account has no such channel.
   */
  async function updateOwned({ account, origin }: ChannelCaller, id: number, changes: ChannelChanges): Promise<Channel> {
    const columns = (Object.keys(changes) as (keyof ChannelChanges)[]).sort();
    const [row] = await account
      .prepared(`channels.update|${columns.join(',')}`, (writes) =>
        writes
          .update(
            channels,
            Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])),
            eq(channels.id, sql.placeholder('id')),
          )
          .returning(editedView),
      )
      .execute({ ...changes, id });
    if (!row) throw notFound();
    return toChannel({ channel: row, appName: row.appName, shortCode: row.shortCode }, origin);
  }

  return {
    findOwned,

    /** An offset page with its total, or (when `cursor` is given) a keyset page (server/shared/list-query.ts). */
    async list(caller: ChannelCaller, query: QueryOf<'channelList'>): Promise<ListResult<Channel> | CursorPage<Channel>> {
      const filters = givenFilters(query, FILTERS);
      const { limit, offset } = pageWindow(query);

      if (query.cursor !== undefined) {
        const order = keysetOrderOf(query, KEYSET_SORTABLE, { column: channels.createdAt, direction: 'descend' }, channels.id);
        const after = query.cursor ? order.afterValues(query.cursor) : undefined;
        const rows = await caller.account
          .prepared(`channels.keyset|${filters.shape}|${order.shape}|${after ? 'after' : 'first'}`, (reads) =>
            reads
              .select({ ...view, sortKey: order.sortKey })
              .from(channels, ...filters.conditions(), after ? order.after : undefined)
              .innerJoin(apps, eq(apps.appId, channels.appId))
              .leftJoin(shortLinks, eq(shortLinks.channelId, channels.id))
              .orderBy(...order.orderBy)
              .limit(LIMIT),
          )
          .execute({ ...filters.values, ...after, limit: limit + 1 });
        const { page, last } = splitPage(rows, limit);
        return {
          items: page.map((row) => toChannel(row, caller.origin)),
          ...(last ? { next_cursor: order.cursorOf({ sortKey: last.sortKey, id: last.channel.id }) } : {}),
        };
      }

      const orderBy = orderByOf(query, SORTABLE, [desc(channels.createdAt)], channels.id);
      const rows = await caller.account
        .prepared(`channels.list|${filters.shape}|${query.sortField ?? ''}:${query.sortOrder ?? ''}`, (reads) =>
          selectView(reads, ...filters.conditions())
            .orderBy(...orderBy)
            .limit(LIMIT)
            .offset(OFFSET),
        )
        .execute({ ...filters.values, limit, offset });
      const total = await totalOfPage(rows.length, { limit, offset }, async () => {
        const [counted] = await caller.account
          .prepared(`channels.count|${filters.shape}`, (reads) => reads.counting(channels, ...filters.conditions()))
          .execute(filters.values);
        return counted?.total ?? 0;
      });
      return { items: rows.map((row) => toChannel(row, caller.origin)), total };
    },

    /** A code given by the caller must be free; a generated one is retried on the (rare) collision. */
    async add(caller: ChannelCaller, input: BodyOf<'channelAdd'>): Promise<Channel> {
      const name = requiredName(input.name);
      const app = await appService.find(caller.account, input.app_id);
      if (!app) throw appNotFound();
      const given = input.code?.trim() || undefined;
      if (given && (await takenChannelCodes(platform, [given])).size) throw channelCodeTaken();

      for (let attempt = 1; ; attempt++) {
        const code = given ?? newChannelCode();
        try {
          const [created] = await caller.account
            .insert(channels, { appId: app.appId, name, code, remark: input.remark?.trim() ?? '' })
            .returning();
          return toChannel({ channel: created!, appName: app.appName, shortCode: null }, caller.origin);
        } catch (error) {
          if (violatedUniqueIndex(error) !== CHANNEL_CODE_INDEX) throw error;
          // Taken between the check above and the insert, or a generated code that already existed.
          if (given || attempt >= GENERATED_CODE_ATTEMPTS) throw channelCodeTaken();
        }
      }
    },

    /** Name, app and remark change; the code never does (links already handed out use it). */
    async edit(caller: ChannelCaller, input: BodyOf<'channelEdit'>): Promise<Channel> {
      const name = requiredName(input.name);
      const changes: ChannelChanges = { name };
      if (input.app_id !== undefined) {
        const app = await appService.find(caller.account, input.app_id);
        if (!app) {
          // A channel that is not the account's is not found, whatever app was asked for.
          await findOwned(caller, input.id);
          throw appNotFound();
        }
        changes.appId = app.appId;
      }
      if (input.remark !== undefined) changes.remark = input.remark.trim();
      return updateOwned(caller, input.id, changes);
    },

    async setState(caller: ChannelCaller, id: number, state: 'enabled' | 'disabled'): Promise<Channel> {
      return updateOwned(caller, id, { state });
    },

    /** Deletes the account's channels among `ids`; ids of other accounts or of no channel are ignored. */
    async remove(account: AccountData, ids: number[]): Promise<number> {
      const deleted = await account.delete(channels, inArray(channels.id, ids)).returning({ id: channels.id });
      return deleted.length;
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
