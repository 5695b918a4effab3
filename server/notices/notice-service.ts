import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeReads, notices } from '../db/schema';
import { notFound } from '../http/api-error';
import { accountIdOf } from '../auth/account-scope';
import { containsPattern, orderByOf, pageWindow, type ListParams, type ListResult } from '../shared/list-query';
import type { UserRow } from '../auth/session-service';

export type NoticeReader = Pick<UserRow, 'id' | 'role' | 'parentId'>;

export interface NoticeListQuery extends ListParams {
  status?: 'all' | 'unread' | 'read';
  title?: string;
}

const view = {
  id: notices.id,
  title: notices.title,
  content: notices.content,
  level: notices.level,
  createdAt: notices.createdAt,
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

const SORTABLE = { created_at: notices.createdAt, title: notices.title, level: LEVEL_RANK };

/** Platform-wide notices (no account) and those of the reader's account. */
const visibleTo = (reader: NoticeReader) => or(isNull(notices.accountId), eq(notices.accountId, accountIdOf(reader)));

/** Joins the reader's own read row (if any) to each notice. */
const readBy = (reader: NoticeReader) => and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.id));

/** Notices a user can read, with that user's own read state (an operator reading does not mark it for the master). */
export function createNoticeService(db: Db) {
  const selectView = (reader: NoticeReader) => db.select(view).from(notices).leftJoin(noticeReads, readBy(reader));

  async function visibleIds(reader: NoticeReader, ids: number[]): Promise<number[]> {
    const rows = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(inArray(notices.id, ids), visibleTo(reader)));
    return rows.map((r) => r.id);
  }

  /** Marks `ids` read for the reader; answers how many were unread before. */
  async function markRead(reader: NoticeReader, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const inserted = await db
      .insert(noticeReads)
      .values(ids.map((noticeId) => ({ noticeId, userId: reader.id })))
      .onConflictDoNothing()
      .returning({ noticeId: noticeReads.noticeId });
    return inserted.length;
  }

  return {
    async list(reader: NoticeReader, query: NoticeListQuery): Promise<ListResult<Notice>> {
      const filters: (SQL | undefined)[] = [visibleTo(reader)];
      if (query.status === 'unread') filters.push(isNull(noticeReads.readAt));
      if (query.status === 'read') filters.push(isNotNull(noticeReads.readAt));
      if (query.title?.trim()) filters.push(ilike(notices.title, containsPattern(query.title)));
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(notices.createdAt)], notices.id);
      const [rows, [totals]] = await Promise.all([
        selectView(reader)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(notices).leftJoin(noticeReads, readBy(reader)).where(where),
      ]);
      return { items: rows.map(toNotice), total: totals?.total ?? 0 };
    },

    /** Opening a notice marks it read; one the reader may not see answers as a missing one. */
    async detail(reader: NoticeReader, id: number): Promise<Notice> {
      if (!(await visibleIds(reader, [id])).length) throw notFound();
      await markRead(reader, [id]);
      const [row] = await selectView(reader).where(eq(notices.id, id)).limit(1);
      if (!row) throw notFound();
      return toNotice(row);
    },

    /** Marks the visible notices among `ids` read; answers how many changed from unread to read. */
    async read(reader: NoticeReader, ids: number[]): Promise<number> {
      return markRead(reader, await visibleIds(reader, ids));
    },

    async unreadCount(reader: NoticeReader): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notices)
        .leftJoin(noticeReads, readBy(reader))
        .where(and(visibleTo(reader), isNull(noticeReads.readAt)));
      return row?.count ?? 0;
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
