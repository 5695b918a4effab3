import { inArray } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { apps, comments } from '../db/schema';
import { translate, type ServerLocale } from '../http/i18n';
import { refreshSummary } from './comment-service';

/** One CSV data row as the console parsed it: column name → cell. */
export type CommentImportRow = Record<string, string | number | null>;

export interface CommentImportError {
  /** 1-based data row (the header is not counted). */
  row: number;
  field: string;
  message: string;
}

const AUTHOR_MAX = 64;
const TEXT_MAX = 2000;
const INSERT_CHUNK = 500;
const LANGUAGES = ['zh_CN', 'en'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const cell = (value: string | number | null | undefined) => (value == null ? '' : String(value).trim());

/** A review's time from the file: a date or a date and time (ISO or `YYYY-MM-DD HH:mm[:ss]`), not in the future. */
function timeOf(text: string): Date | undefined {
  if (!DATE.test(text)) return undefined;
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) || date.getTime() > Date.now() + 60_000 ? undefined : date;
}

/**
 * Reviews added from CSV rows, all or nothing: reviews have no natural key, so a file stored in part
 * would add its good rows twice once it is fixed and sent again. Every problem of every row is
 * reported (row, field, reason); only a file without any is stored, in one transaction, and the
 * figures of each app it touched are published in the same transaction.
 */
export function createCommentImportService() {
  return {
    async importRows(account: AccountData, rows: CommentImportRow[], locale: ServerLocale) {
      const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
      const appIds = [...new Set(rows.map((r) => cell(r.app_id)).filter(Boolean))];
      const owned = new Set(
        appIds.length ? (await account.select({ appId: apps.appId }).from(apps, inArray(apps.appId, appIds))).map((a) => a.appId) : [],
      );
      const errors: CommentImportError[] = [];
      const valid: Omit<typeof comments.$inferInsert, 'accountId'>[] = [];
      rows.forEach((raw, index) => {
        const row = index + 1;
        const v = {
          appId: cell(raw.app_id),
          author: cell(raw.author),
          rating: cell(raw.rating),
          content: cell(raw.content),
          language: cell(raw.language),
          reply: cell(raw.reply),
          createdAt: cell(raw.created_at),
        };
        // A blank line of the file is not a review.
        if (Object.values(v).every((value) => !value)) return;
        const before = errors.length;
        const fail = (field: string, message: string) => errors.push({ row, field, message });
        if (!v.appId) fail('app_id', t('validation.empty'));
        else if (!owned.has(v.appId)) fail('app_id', t('comment.appNotFound'));
        if (!v.author) fail('author', t('validation.empty'));
        else if (v.author.length > AUTHOR_MAX) fail('author', t('validation.maxLength', { limit: AUTHOR_MAX }));
        const stars = Number(v.rating);
        if (!/^[1-5]$/.test(v.rating) || !Number.isInteger(stars)) fail('rating', t('comment.badRating'));
        if (!v.content) fail('content', t('validation.empty'));
        else if (v.content.length > TEXT_MAX) fail('content', t('validation.maxLength', { limit: TEXT_MAX }));
        const language = LANGUAGES.find((l) => l.toLowerCase() === v.language.replace('-', '_').toLowerCase());
        if (!language) fail('language', t('validation.enum', { values: LANGUAGES.join(', ') }));
        if (v.reply.length > TEXT_MAX) fail('reply', t('validation.maxLength', { limit: TEXT_MAX }));
        const createdAt = v.createdAt ? timeOf(v.createdAt) : new Date();
        if (!createdAt) fail('created_at', t('comment.badDate'));
        if (errors.length > before || !language || !createdAt) return;
        valid.push({
          appId: v.appId,
          author: v.author,
          rating: stars,
          content: v.content,
          language,
          visible: true,
          reply: v.reply,
          repliedAt: v.reply ? createdAt : null,
          createdAt,
        });
      });
      if (errors.length || !valid.length) return { created: 0, errors };
      await account.transaction(async (tx) => {
        for (let i = 0; i < valid.length; i += INSERT_CHUNK) await tx.insert(comments, valid.slice(i, i + INSERT_CHUNK));
        for (const appId of new Set(valid.map((row) => row.appId))) await refreshSummary(tx, appId);
      });
      return { created: valid.length, errors };
    },
  };
}

export type CommentImportService = ReturnType<typeof createCommentImportService>;
