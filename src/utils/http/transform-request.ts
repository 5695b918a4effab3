import { AUTH_SCHEME } from '@/settings/http-setting';
import { DATE_TIME_FORMAT, formatDateTime, isDayjsLike } from '@/utils/date-format';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Spec §5: before sending, dates become `YYYY-MM-DD HH:mm:ss` and strings are trimmed, deep inside plain
 * objects and arrays. Files, blobs, FormData and other class instances are passed through untouched.
 * Returns a new value; the caller's object is not changed.
 */
export function transformRequestValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatDateTime(value);
  if (isDayjsLike(value)) return value.isValid() ? value.format(DATE_TIME_FORMAT) : null;
  if (Array.isArray(value)) return value.map(transformRequestValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = transformRequestValue(item);
    return out;
  }
  return value;
}

/** Query parameters: transformed like bodies, without undefined or null entries, plus `_t` when asked. */
export function buildQueryParams(params: object | undefined, joinTime: boolean, now = Date.now()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const transformed = transformRequestValue(params ?? {});
  if (isPlainObject(transformed)) {
    for (const [key, value] of Object.entries(transformed)) {
      if (value !== undefined && value !== null) out[key] = value;
    }
  }
  if (joinTime) out._t = now;
  return out;
}

function joinPath(base: string, path: string): string {
  if (!base) return path;
  if (!path) return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Base URL + prefix + path; a full `http(s)://` URL is left as it is. */
export function buildUrl(url: string, apiUrl: string, urlPrefix: string, joinPrefix: boolean): string {
  if (/^https?:\/\//i.test(url)) return url;
  return joinPath(apiUrl, joinPrefix ? joinPath(urlPrefix, url) : url);
}

/** `zh_CN` → `zh-CN`. */
export function toAcceptLanguage(locale: string): string {
  return locale.replace('_', '-');
}

/** Both auth headers of spec §7, or none without a token. */
export function authHeaders(token: string | undefined): Record<string, string> {
  return token ? { Authorization: `${AUTH_SCHEME} ${token}`, token } : {};
}
