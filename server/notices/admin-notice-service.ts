import { and, count, desc, eq, gt, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { noticeReads, notices, users } from '../db/schema';
import { bizError, BizCode, notFound } from '../http/api-error';
import { filled } from '../shared/filled-text';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';

const addressee = alias(users, 'addressee');

const SORTABLE = sortColumnsOf('adminNoticeList', { created_at: notices.createdAt, publish_at: notices.publishAt });

const readCount = sql<number>`(select count(*) from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id})`.mapWith(Number);

const adminView = {
  id: notices.id,
  title: notices.title,
  content: notices.content,
  level: notices.level,
  accountId: notices.accountId,
  audienceRole: notices.audienceRole,
  username: addressee.username,
  state: notices.state,
  publishAt: notices.publishAt,
  createdAt: notices.createdAt,
  readCount,
};

type AdminNoticeRow = {
  id: number;
  title: string;
  content: string;
  level: 'info' | 'warning' | 'important';
  accountId: number | null;
  audienceRole: 'master' | 'official' | null;
  username: string | null;
  state: 'draft' | 'published';
  publishAt: Date | null;
  createdAt: Date;
  readCount: number;
};

/** schemas/entities/admin-notice.json: a published notice whose time has not come is scheduled. */
const toAdminNotice = (row: AdminNoticeRow, at: Date) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  level: row.level,
  audience: row.accountId !== null ? ('account' as const) : row.audienceRole ? ('role' as const) : ('everyone' as const),
  role: row.audienceRole,
  username: row.username,
  state: row.state === 'draft' ? ('draft' as const) : row.publishAt && row.publishAt > at ? ('scheduled' as const) : ('published' as const),
  publish_at: row.publishAt?.toISOString() ?? null,
  read_count: row.readCount,
  created_at: row.createdAt.toISOString(),
});

export type AdminNotice = ReturnType<typeof toAdminNotice>;

const alreadyPublished = () => bizError(BizCode.noticeAlreadyPublished, 'platformDesk.noticeAlreadyPublished');

type Draft = BodyOf<'adminNoticeAdd'>;

/**
 * The platform's notices (those an admin wrote, `created_by` set): drafts, published to everyone, to the
 * users of one role or to one account, now or at a time. Readers filter by state and time
 * (notice-service.ts), so publishing is one update and a scheduled notice appears on its own.
 */
export function createAdminNoticeService(platform: PlatformDb, now: () => Date = () => new Date()) {
  const selectView = () => platform.select(adminView).from(notices).leftJoin(addressee, eq(addressee.id, notices.accountId));

  /** Still editable: a draft, or published with its time to come. */
  const editable = (at: Date) => or(eq(notices.state, 'draft'), gt(notices.publishAt, at));

  async function detail(id: number): Promise<AdminNotice> {
    const [row] = await selectView()
      .where(and(eq(notices.id, id), isNotNull(notices.createdBy)))
      .limit(1);
    if (!row) throw notFound();
    return toAdminNotice(row, now());
  }

  /** The columns a draft's audience sets; an account is named by its master's username. */
  async function audienceOf(body: Draft): Promise<{ accountId: number | null; audienceRole: 'master' | 'official' | null }> {
    if (body.audience === 'everyone') return { accountId: null, audienceRole: null };
    if (body.audience === 'role') return { accountId: null, audienceRole: body.role ?? 'master' };
    const username = filled('username', body.username ?? '');
    const [account] = await platform
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, username), eq(users.role, 'master')))
      .limit(1);
    if (!account) throw bizError(BizCode.noticeAccountNotFound, 'platformDesk.noticeAccountNotFound', {}, { field: 'username' });
    return { accountId: account.id, audienceRole: null };
  }

  async function columnsOf(body: Draft) {
    return {
      title: filled('title', body.title),
      content: body.content ?? '',
      level: body.level ?? 'info',
      publishAt: body.publish_at ? new Date(body.publish_at) : null,
      ...(await audienceOf(body)),
    };
  }

  /** Updates an editable notice; a published one is refused, a missing one is not found. */
  async function change(
    id: number,
    changes: { [K in keyof typeof notices.$inferInsert]?: (typeof notices.$inferInsert)[K] | SQL },
  ): Promise<AdminNotice> {
    const at = now();
    const [row] = await platform
      .update(notices)
      .set(changes)
      .where(and(eq(notices.id, id), isNotNull(notices.createdBy), editable(at)))
      .returning({ id: notices.id });
    if (!row) {
      await detail(id);
      throw alreadyPublished();
    }
    return detail(id);
  }

  return {
    async list(query: QueryOf<'adminNoticeList'>): Promise<ListResult<AdminNotice>> {
      const at = now();
      const filters: (SQL | undefined)[] = [isNotNull(notices.createdBy)];
      if (query.state === 'draft') filters.push(eq(notices.state, 'draft'));
      if (query.state === 'scheduled') filters.push(eq(notices.state, 'published'), gt(notices.publishAt, at));
      if (query.state === 'published')
        filters.push(eq(notices.state, 'published'), or(sql`${notices.publishAt} is null`, lte(notices.publishAt, at)));
      if (query.title?.trim()) filters.push(ilike(notices.title, containsPattern(query.title)));
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(notices.createdAt)], notices.id);
      const [rows, [totals]] = await Promise.all([
        selectView()
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        platform.select({ total: count() }).from(notices).where(where),
      ]);
      return { items: rows.map((row) => toAdminNotice(row, at)), total: totals?.total ?? 0 };
    },

    detail,

    async add(adminId: number, body: Draft): Promise<AdminNotice> {
      const [row] = await platform
        .insert(notices)
        .values({ ...(await columnsOf(body)), state: 'draft', createdBy: adminId })
        .returning({ id: notices.id });
      return detail(row!.id);
    },

    /** A draft keeps being a draft; a scheduled notice stays scheduled, at its new time when one is given. */
    async edit(body: BodyOf<'adminNoticeEdit'>): Promise<AdminNotice> {
      const { publishAt, ...columns } = await columnsOf(body);
      const kept = sql`case when ${notices.state} = 'published' then coalesce(${publishAt}::timestamptz, ${notices.publishAt}) else ${publishAt}::timestamptz end`;
      return change(body.id, { ...columns, publishAt: kept });
    },

    /** Published now, or scheduled when `publish_at` (or the draft's time) is later than now. */
    async publish(body: BodyOf<'adminNoticePublish'>): Promise<AdminNotice> {
      const at = now();
      const [current] = await platform
        .select({ publishAt: notices.publishAt })
        .from(notices)
        .where(and(eq(notices.id, body.id), isNotNull(notices.createdBy)))
        .limit(1);
      if (!current) throw notFound();
      const wanted = body.publish_at !== undefined ? (body.publish_at ? new Date(body.publish_at) : null) : current.publishAt;
      const publishAt = wanted && wanted > at ? wanted : at;
      const [row] = await platform
        .update(notices)
        .set({ state: 'published', publishAt })
        .where(and(eq(notices.id, body.id), eq(notices.state, 'draft')))
        .returning({ id: notices.id });
      if (!row) throw alreadyPublished();
      return detail(body.id);
    },

    /** A scheduled notice goes back to draft (keeping its planned time). */
    async withdraw(id: number): Promise<AdminNotice> {
      const at = now();
      const [row] = await platform
        .update(notices)
        .set({ state: 'draft' })
        .where(and(eq(notices.id, id), isNotNull(notices.createdBy), eq(notices.state, 'published'), gt(notices.publishAt, at)))
        .returning({ id: notices.id });
      if (!row) {
        await detail(id);
        throw alreadyPublished();
      }
      return detail(id);
    },

    /** Deletes drafts and scheduled notices among `ids`; published ones stay. */
    async remove(ids: number[]): Promise<number> {
      const deleted = await platform
        .delete(notices)
        .where(and(inArray(notices.id, ids), isNotNull(notices.createdBy), editable(now())))
        .returning({ id: notices.id });
      return deleted.length;
    },
  };
}

export type AdminNoticeService = ReturnType<typeof createAdminNoticeService>;
