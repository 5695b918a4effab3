import type { QueryOf } from '../api/operation-inputs';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { noticeReads, notices } from '../db/schema';
import { notFound } from '../http/api-error';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';

/** When readers see a notice appear: its publish time, or its creation for one published at once. */
const PUBLISHED_AT = sql<Date>`coalesce(${notices.publishAt}, ${notices.createdAt})`.mapWith(notices.createdAt);

const view = {
  id: notices.id,
  title: notices.title,
  content: notices.content,
  level: notices.level,
  createdAt: PUBLISHED_AT,
  readAt: noticeReads.readAt,
};

type NoticeViewRow = {
  id: number;
  title: string;
  content: string;
  level: 'info' | 'warning' | 'important';
  createdAt: Date;
  readAt: Date | null;
};

/** schemas/entities/notice.json */
export const toNotice = (row: NoticeViewRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  level: row.level,
  read: row.readAt !== null,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export type Notice = ReturnType<typeof toNotice>;

const LEVEL_RANK = sql`case ${notices.level} when 'important' then 2 when 'warning' then 1 else 0 end`;

const SORTABLE = sortColumnsOf('noticeList', { created_at: PUBLISHED_AT, title: notices.title, level: LEVEL_RANK });

/** The reader's role among an account's users: the master acts for its own account, an official for its master's. */
const roleOf = (reader: AccountData) => (reader.userId === reader.accountId ? 'master' : 'official');

/**
 * What a reader may see besides the account filter: published, its time come (`at`, so a scheduled
 * notice appears without a job), and for the reader's role when it names one.
 */
const shownTo = (reader: AccountData, at: Date) =>
  and(eq(notices.state, 'published'), lte(PUBLISHED_AT, at), or(isNull(notices.audienceRole), eq(notices.audienceRole, roleOf(reader))));

/** Joins the reader's own read row (if any) to each notice. */
const readBy = (reader: AccountData) => and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.userId));

/**
 * Notices a user can read (platform-wide ones and those of the account the user acts for), with that
 * user's own read state (an operator reading does not mark it for the master).
 */
export function createNoticeService(now: () => Date = () => new Date()) {
  /** The visible notices matching `conditions`, each with the reader's read row. */
  const selectView = (reader: AccountData, ...conditions: (SQL | undefined)[]) =>
    reader
      .select(view)
      .fromAccountOrPlatform(notices, shownTo(reader, now()), ...conditions)
      .leftJoin(noticeReads, readBy(reader));

  async function visibleIds(reader: AccountData, ids: number[]): Promise<number[]> {
    const rows = await reader.select({ id: notices.id }).fromAccountOrPlatform(notices, shownTo(reader, now()), inArray(notices.id, ids));
    return rows.map((r) => r.id);
  }

  /** Marks `ids` read for the reader; answers how many were unread before. */
  async function markRead(reader: AccountData, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const inserted = await reader
      .insertForUser(
        noticeReads,
        ids.map((noticeId) => ({ noticeId })),
      )
      .onConflictDoNothing()
      .returning({ noticeId: noticeReads.noticeId });
    return inserted.length;
  }

  return {
    async list(reader: AccountData, query: QueryOf<'noticeList'>): Promise<ListResult<Notice>> {
      const filters: SQL[] = [];
      if (query.status === 'unread') filters.push(isNull(noticeReads.readAt));
      if (query.status === 'read') filters.push(isNotNull(noticeReads.readAt));
      if (query.title?.trim()) filters.push(ilike(notices.title, containsPattern(query.title)));
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(notices.createdAt)], notices.id);
      const [rows, [totals]] = await Promise.all([
        selectView(reader, ...filters)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        reader
          .select({ total: count() })
          .fromAccountOrPlatform(notices, shownTo(reader, now()), ...filters)
          .leftJoin(noticeReads, readBy(reader)),
      ]);
      return { items: rows.map(toNotice), total: totals?.total ?? 0 };
    },

    /** Opening a notice marks it read; one the reader may not see answers as a missing one. */
    async detail(reader: AccountData, id: number): Promise<Notice> {
      if (!(await visibleIds(reader, [id])).length) throw notFound();
      await markRead(reader, [id]);
      const [row] = await selectView(reader, eq(notices.id, id)).limit(1);
      if (!row) throw notFound();
      return toNotice(row);
    },

    /** Marks the visible notices among `ids` read; answers how many changed from unread to read. */
    async read(reader: AccountData, ids: number[]): Promise<number> {
      return markRead(reader, await visibleIds(reader, ids));
    },

    async unreadCount(reader: AccountData): Promise<number> {
      const [row] = await reader
        .select({ count: count() })
        .fromAccountOrPlatform(notices, shownTo(reader, now()), isNull(noticeReads.readAt))
        .leftJoin(noticeReads, readBy(reader));
      return row?.count ?? 0;
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
