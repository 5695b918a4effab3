import { desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { AccountData } from '../db/account-data';
import { apps, commentSummaries, comments } from '../db/schema';
import { notFound } from '../http/api-error';
import { filterTimeOf } from '../shared/filter-time';
import { filled } from '../shared/filled-text';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';

type CommentRow = typeof comments.$inferSelect & { appName: string };

/** schemas/entities/comment.json */
export const toComment = (row: CommentRow) => ({
  id: row.id,
  app_id: row.appId,
  app_name: row.appName,
  author: row.author,
  rating: row.rating,
  content: row.content,
  language: row.language,
  visible: row.visible,
  reply: row.reply,
  replied_at: row.repliedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export type Comment = ReturnType<typeof toComment>;

/** schemas/entities/comment-summary.json */
export const toSummary = (row: typeof commentSummaries.$inferSelect) => ({
  app_id: row.appId,
  rating: Math.round(row.rating * 10) / 10,
  count: row.count,
  histogram: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5] as [number, number, number, number, number],
  refreshed_at: row.refreshedAt.toISOString(),
});

export type CommentSummary = ReturnType<typeof toSummary>;

const SORTABLE = sortColumnsOf('commentInfo', { created_at: comments.createdAt, rating: comments.rating });

const view = {
  id: comments.id,
  accountId: comments.accountId,
  appId: comments.appId,
  appName: apps.appName,
  author: comments.author,
  rating: comments.rating,
  content: comments.content,
  language: comments.language,
  visible: comments.visible,
  reply: comments.reply,
  repliedAt: comments.repliedAt,
  createdAt: comments.createdAt,
};

/**
 * Recomputes an app's published figures from its visible reviews and stores them (one statement; an
 * aggregate without `group by` answers one row even without reviews, so the figures fall back to 0).
 */
export async function refreshSummary(account: AccountData, appId: string): Promise<void> {
  const stars = (n: number) => sql.raw(`(count(*) filter (where rating = ${n}))::int`);
  await account.runSql(
    'comments.refreshSummary',
    (owner, value) => sql`
      insert into comment_summaries (app_id, account_id, rating, count, stars_1, stars_2, stars_3, stars_4, stars_5, refreshed_at)
      select ${value('app')}::text, ${owner}::int, coalesce(round(avg(rating)::numeric, 1), 0)::real, count(*)::int,
        ${stars(1)}, ${stars(2)}, ${stars(3)}, ${stars(4)}, ${stars(5)}, now()
      from comments where account_id = ${owner}::int and app_id = ${value('app')}::text and visible
      on conflict (app_id) do update set rating = excluded.rating, count = excluded.count, stars_1 = excluded.stars_1,
        stars_2 = excluded.stars_2, stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5,
        refreshed_at = excluded.refreshed_at`,
    { app: appId },
  );
}

/**
 * Reviews of the account's apps. Publishing is immediate: every change recomputes the app's figures
 * (`comment_summaries`) in its own transaction, so the install page never shows a review the figures
 * do not count; `refresh_comments` recomputes them on demand (after rows were changed outside the
 * console, or to confirm them).
 */
export function createCommentService() {
  async function ownedApp(account: AccountData, appId: string) {
    const [row] = await account.select({ appId: apps.appId }).from(apps, eq(apps.appId, appId)).limit(1);
    if (!row) throw notFound();
    return row.appId;
  }

  async function one(account: AccountData, id: number): Promise<Comment> {
    const [row] = await account.select(view).from(comments, eq(comments.id, id)).innerJoin(apps, eq(apps.appId, comments.appId)).limit(1);
    if (!row) throw notFound();
    return toComment(row);
  }

  /** Changes one review and republishes its app's figures in the same transaction. */
  async function change(account: AccountData, id: number, changes: Partial<typeof comments.$inferInsert>): Promise<Comment> {
    await account.transaction(async (tx) => {
      const [row] = await tx.update(comments, changes, eq(comments.id, id)).returning({ appId: comments.appId });
      if (!row) throw notFound();
      await refreshSummary(tx, row.appId);
    });
    return one(account, id);
  }

  async function summaryOf(account: AccountData, appId: string): Promise<CommentSummary> {
    const [row] = await account.rows(commentSummaries, eq(commentSummaries.appId, appId)).limit(1);
    if (row) return toSummary(row);
    return {
      app_id: appId,
      rating: 0,
      count: 0,
      histogram: [0, 0, 0, 0, 0] as [number, number, number, number, number],
      refreshed_at: new Date(0).toISOString(),
    };
  }

  return {
    async list(account: AccountData, query: QueryOf<'commentInfo'>): Promise<ListResult<Comment>> {
      const filters: (SQL | undefined)[] = [];
      if (query.app_id) filters.push(eq(comments.appId, query.app_id));
      if (query.rating !== undefined) filters.push(eq(comments.rating, query.rating));
      if (query.visible !== undefined) filters.push(eq(comments.visible, query.visible));
      if (query.language) filters.push(eq(comments.language, query.language));
      if (query.content?.trim()) {
        const pattern = containsPattern(query.content);
        filters.push(or(ilike(comments.author, pattern), ilike(comments.content, pattern), ilike(comments.reply, pattern)));
      }
      if (query.created_at_start) filters.push(gte(comments.createdAt, filterTimeOf('created_at_start', query.created_at_start)));
      if (query.created_at_end) filters.push(lte(comments.createdAt, filterTimeOf('created_at_end', query.created_at_end)));
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(comments.createdAt)], comments.id);
      const [rows, total] = await Promise.all([
        account
          .select(view)
          .from(comments, ...filters)
          .innerJoin(apps, eq(apps.appId, comments.appId))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        account.count(comments, ...filters),
      ]);
      return { items: rows.map(toComment), total };
    },

    async add(account: AccountData, body: BodyOf<'commentAdd'>): Promise<Comment> {
      const appId = await ownedApp(account, body.app_id);
      const id = await account.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments, {
            appId,
            author: filled('author', body.author),
            rating: body.rating,
            content: filled('content', body.content),
            language: body.language,
            visible: body.visible ?? true,
          })
          .returning({ id: comments.id });
        await refreshSummary(tx, appId);
        return row!.id;
      });
      return one(account, id);
    },

    edit(account: AccountData, body: BodyOf<'commentEdit'>): Promise<Comment> {
      const changes: Partial<typeof comments.$inferInsert> = {};
      if (body.author !== undefined) changes.author = filled('author', body.author);
      if (body.rating !== undefined) changes.rating = body.rating;
      if (body.content !== undefined) changes.content = filled('content', body.content);
      if (body.language !== undefined) changes.language = body.language;
      if (!Object.keys(changes).length) return one(account, body.id);
      return change(account, body.id, changes);
    },

    reply(account: AccountData, id: number, reply: string): Promise<Comment> {
      const text = reply.trim();
      return change(account, id, { reply: text, repliedAt: text ? new Date() : null });
    },

    setVisible(account: AccountData, id: number, visible: boolean): Promise<Comment> {
      return change(account, id, { visible });
    },

    async del(account: AccountData, ids: number[]): Promise<number> {
      return account.transaction(async (tx) => {
        const gone = await tx.delete(comments, inArray(comments.id, ids)).returning({ appId: comments.appId });
        for (const appId of new Set(gone.map((row) => row.appId))) await refreshSummary(tx, appId);
        return gone.length;
      });
    },

    /** Recomputes and publishes the app's figures; answers them. */
    async refresh(account: AccountData, appId: string): Promise<CommentSummary> {
      const owned = await ownedApp(account, appId);
      await refreshSummary(account, owned);
      return summaryOf(account, owned);
    },

    async summary(account: AccountData, appId: string): Promise<CommentSummary> {
      return summaryOf(account, await ownedApp(account, appId));
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
