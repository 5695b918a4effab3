/**
 * The request fields that name what a call changed. Only these are ever read from a request for the log:
 * ids of records, public ids of apps, order numbers, domains. Never a free text, password, code, token,
 * key or secret (a QR sign-in's `qr_id` is left out too: until it is confirmed it fetches a session).
 * A new operation whose target has another name adds it here.
 */
export const TARGET_KEYS = [
  'id',
  'ids',
  'app_id',
  'user_id',
  'user_ids',
  'account_id',
  'menu_id',
  'parent_id',
  'role_id',
  'channel_id',
  'channel_ids',
  'plan_id',
  'package_id',
  'key_id',
  'push_id',
  'notice_id',
  'order_id',
  'order_no',
  'work_order_id',
  'domain_id',
  'domain',
] as const;

/** A value shown as is: a number, or a short text of the characters ids, order numbers and host names use. */
const PLAIN_VALUE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
/** Values of one array shown at most; the rest are counted. */
const MAX_VALUES = 10;
/** The longest target stored. */
export const MAX_TARGET_LENGTH = 300;

function valueText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && PLAIN_VALUE.test(value)) return value;
  return undefined;
}

function fieldText(value: unknown): string | undefined {
  if (!Array.isArray(value)) return valueText(value);
  const shown = value
    .slice(0, MAX_VALUES)
    .map(valueText)
    .filter((text) => text !== undefined);
  if (!shown.length) return undefined;
  const more = value.length - Math.min(value.length, MAX_VALUES);
  return more > 0 ? `${shown.join(',')},+${more}` : shown.join(',');
}

/**
 * The target of a call, e.g. `app_id=a1b2 ids=3,4`: the identifying fields of its path parameters, query
 * and body (in that order, the first of a name wins), nothing else.
 */
export function operationTarget(...parts: unknown[]): string {
  const found = new Map<string, string>();
  for (const part of parts) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    const fields = part as Record<string, unknown>;
    for (const key of TARGET_KEYS) {
      if (found.has(key) || !Object.hasOwn(fields, key)) continue;
      const text = fieldText(fields[key]);
      if (text !== undefined) found.set(key, text);
    }
  }
  return [...found]
    .map(([key, text]) => `${key}=${text}`)
    .join(' ')
    .slice(0, MAX_TARGET_LENGTH);
}
