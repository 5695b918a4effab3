import { createHash } from 'node:crypto';
import { eq, gt, lte } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { ApiError, bizError, BizCode } from '../http/api-error';
import { idempotencyKeys } from './tables';

/** How long a key answers its first call's result; an older key is forgotten and may be used anew. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A caller's `Idempotency-Key` for one call: the key, the operation and a hash of its input. */
export interface IdempotencyKey {
  key: string;
  operation: string;
  bodyHash: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** JSON with object keys sorted, so the same input hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of a request to an `x-idempotent` operation, from its `Idempotency-Key` header (none: undefined,
 * the call runs as usual). `input` is what the call acts on (its body and path parameters).
 */
export function idempotencyKeyOf(header: string | string[] | undefined, operation: string, input: unknown): IdempotencyKey | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) throw new ApiError(400, 400, 'idempotency.keyInvalid');
  return { key, operation, bodyHash: createHash('sha256').update(canonical(input)).digest('hex') };
}

/** The stored row of `key` within the window; refused when it was stored for another operation or input. */
async function storedKey(account: AccountData, key: IdempotencyKey) {
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);
  const [stored] = await account.rows(idempotencyKeys, eq(idempotencyKeys.key, key.key), gt(idempotencyKeys.createdAt, since)).limit(1);
  if (stored && (stored.operation !== key.operation || stored.bodyHash !== key.bodyHash)) {
    throw bizError(BizCode.idempotencyKeyReused, 'idempotency.keyReused');
  }
  return stored;
}

/**
 * Runs `charge` once per key, inside the caller's transaction: the account's row is locked first, so calls
 * with one key wait for each other; a key already stored (within the window) answers its stored result and
 * `charge` does not run; a key stored for another operation or input is refused. The result is stored in
 * the same transaction as the charge, so a retry after a crash between the commit and the answer finds it.
 * Without a key, `charge` simply runs.
 */
export async function chargeOnce<T>(tx: AccountData, key: IdempotencyKey | undefined, charge: () => Promise<T>): Promise<T> {
  if (!key) return charge();
  await tx.owner({ lock: true });
  const stored = await storedKey(tx, key);
  if (stored) return stored.result as T;
  const result = await charge();
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);
  // Keys past the window are forgotten here (the account's row is locked, so no other call races this).
  await tx.delete(idempotencyKeys, lte(idempotencyKeys.createdAt, since));
  await tx.insert(idempotencyKeys, { ...key, result: JSON.parse(JSON.stringify(result ?? null)) as unknown });
  return result;
}

/**
 * The stored result of a key already answered (a repeat), read before a service's own checks that the first
 * call changed the answer of (a bought name is taken now); undefined for a new key. `chargeOnce` still
 * decides inside the transaction, for calls that overlap.
 */
export async function answeredBefore<T>(account: AccountData, key: IdempotencyKey | undefined): Promise<T | undefined> {
  if (!key) return undefined;
  const stored = await storedKey(account, key);
  return stored ? (stored.result as T) : undefined;
}
