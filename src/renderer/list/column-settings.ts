import type { PageColumn } from '@contract/generated/page-schema';
import { TABLE_SETTING_KEY } from '@/enums/cache-enum';
import { getLocalStorage, type WebStorage } from '@/utils/storage';

/** A user's choice of columns for one list: the order of fields and the hidden ones. */
export interface ColumnSetting {
  order: string[];
  hidden: string[];
}

type SettingsByList = Record<string, ColumnSetting>;

/** One entry per user, page path and list (a page may hold several lists in tabs). */
export function columnSettingScope(userId: string | number | undefined, pagePath: string, listKey = ''): string {
  return `${userId ?? 'anonymous'}:${pagePath}${listKey ? `#${listKey}` : ''}`;
}

function isSetting(value: unknown): value is ColumnSetting {
  const v = value as Partial<ColumnSetting> | null;
  return Boolean(v) && Array.isArray(v?.order) && Array.isArray(v?.hidden);
}

export function loadColumnSetting(scope: string, storage: WebStorage = getLocalStorage()): ColumnSetting | undefined {
  const all = storage.get<SettingsByList>(TABLE_SETTING_KEY, {});
  const setting = all?.[scope];
  return isSetting(setting) ? setting : undefined;
}

/** Saves (or with undefined, forgets) one list's setting, keeping the others. */
export function saveColumnSetting(scope: string, setting: ColumnSetting | undefined, storage: WebStorage = getLocalStorage()): void {
  const all = { ...storage.get<SettingsByList>(TABLE_SETTING_KEY, {}) };
  if (setting) all[scope] = setting;
  else delete all[scope];
  storage.set(TABLE_SETTING_KEY, all);
}

/**
 * The columns in the user's order without the hidden ones. Columns the setting does not know (added to
 * the schema later) keep their declared place relative to each other, after the known ones.
 */
export function applyColumnSetting<C extends Pick<PageColumn, 'field'>>(columns: C[], setting: ColumnSetting | undefined): C[] {
  if (!setting) return columns;
  const rank = new Map(setting.order.map((field, index) => [field, index]));
  const hidden = new Set(setting.hidden);
  return columns
    .map((column, index) => ({ column, index, rank: rank.get(column.field) ?? setting.order.length + index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.column)
    .filter((column) => !hidden.has(column.field));
}
