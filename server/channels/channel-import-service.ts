import { inArray } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { apps, channels } from '../db/schema';
import { translate, type ServerLocale } from '../http/i18n';
import { patternReason } from '../http/validation';
import { CHANNEL_CODE_INDEX, CHANNEL_CODE_PATTERN, newChannelCode, takenChannelCodes } from './channel-codes';
import { violatedUniqueIndex } from '../shared/db-errors';

/** One CSV data row as the console parsed it: column name → cell. */
export type ImportRow = Record<string, string | number | null>;

export interface ImportError {
  /** 1-based data row (the header is not counted). */
  row: number;
  field: string;
  message: string;
}

const NAME_MAX = 64;
const REMARK_MAX = 500;
const INSERT_CHUNK = 500;
/** A whole import is re-validated when another writer took a code between the check and the insert. */
const ATTEMPTS = 3;

const cell = (value: string | number | null | undefined) => (value == null ? '' : String(value).trim());

interface ValidRow {
  appId: string;
  name: string;
  code: string | undefined;
  remark: string;
}

/**
 * Channels created from CSV rows: valid rows in one transaction, each problem reported with row and field.
 * Codes are unique over the whole platform, so checking them is the platform-wide read here.
 */
export function createChannelImportService(platform: PlatformDb) {
  async function attempt(account: AccountData, rows: ImportRow[], locale: ServerLocale) {
    const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
    const appIds = [...new Set(rows.map((r) => cell(r.app_id)).filter(Boolean))];
    const ownedApps = appIds.length ? await account.select({ appId: apps.appId }).from(apps, inArray(apps.appId, appIds)) : [];
    const owned = new Set(ownedApps.map((a) => a.appId));
    const taken = await takenChannelCodes(
      platform,
      rows.map((r) => cell(r.code)).filter((c) => CHANNEL_CODE_PATTERN.test(c)),
    );

    const errors: ImportError[] = [];
    const valid: ValidRow[] = [];
    /** Lower-cased code → the row that claimed it first. */
    const claimed = new Map<string, number>();

    rows.forEach((raw, index) => {
      const row = index + 1;
      const values = { appId: cell(raw.app_id), name: cell(raw.name), code: cell(raw.code), remark: cell(raw.remark) };
      // A blank line of the file is not a channel.
      if (!values.appId && !values.name && !values.code && !values.remark) return;
      const rowErrors: ImportError[] = [];
      const fail = (field: string, message: string) => rowErrors.push({ row, field, message });

      if (!values.appId) fail('app_id', t('validation.empty'));
      else if (!owned.has(values.appId)) fail('app_id', t('channel.appNotFound'));
      if (!values.name) fail('name', t('validation.empty'));
      else if (values.name.length > NAME_MAX) fail('name', t('validation.maxLength', { limit: NAME_MAX }));
      if (values.code) {
        if (!CHANNEL_CODE_PATTERN.test(values.code)) fail('code', patternReason(locale, CHANNEL_CODE_PATTERN.source));
        else if (taken.has(values.code.toLowerCase())) fail('code', t('channel.codeTaken'));
      }
      if (values.remark.length > REMARK_MAX) fail('remark', t('validation.maxLength', { limit: REMARK_MAX }));

      // A code repeated in the file belongs to the first valid row that uses it.
      if (!rowErrors.length && values.code) {
        const first = claimed.get(values.code.toLowerCase());
        if (first) fail('code', t('channel.codeRepeated', { row: first }));
        else claimed.set(values.code.toLowerCase(), row);
      }
      if (rowErrors.length) errors.push(...rowErrors);
      else valid.push({ ...values, code: values.code || undefined });
    });

    // A generated code avoids the file's codes; a clash with a stored one fails the insert and the import is redone.
    const codeFor = (given: string | undefined) => {
      if (given) return given;
      let code: string;
      do code = newChannelCode();
      while (claimed.has(code.toLowerCase()));
      claimed.set(code.toLowerCase(), 0);
      return code;
    };
    const toInsert = valid.map((v) => ({ appId: v.appId, name: v.name, code: codeFor(v.code), remark: v.remark }));
    if (toInsert.length) {
      await account.transaction(async (scoped) => {
        for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
          await scoped.insert(channels, toInsert.slice(i, i + INSERT_CHUNK));
        }
      });
    }
    return { created: toInsert.length, errors };
  }

  return {
    async importRows(account: AccountData, rows: ImportRow[], locale: ServerLocale) {
      for (let n = 1; ; n++) {
        try {
          return await attempt(account, rows, locale);
        } catch (error) {
          if (violatedUniqueIndex(error) !== CHANNEL_CODE_INDEX || n >= ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type ChannelImportService = ReturnType<typeof createChannelImportService>;
