import { asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { bizError, BizCode, notFound } from '../http/api-error';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { randomToken } from '../shared/random';
import { sortColumnsOf } from '../shared/sort-columns';
import { newAccountKeys } from '../accounts/account-keys';
import { sdkKeys, type SdkKeyState } from './tables';
import { signatureHolds, stringToSign, timestampFresh, type SdkRefusal } from './sdk-signature';

/** The most keys one account keeps (disabled ones count). */
export const MAX_KEYS_PER_ACCOUNT = 20;

/** The name the account's original app_key gets when it becomes its first key. */
export const ADOPTED_KEY_NAME = 'default';

type KeyRow = typeof sdkKeys.$inferSelect;

/** schemas/entities/sdk-key.json: never the secret. */
export const toSdkKey = (row: Pick<KeyRow, 'id' | 'name' | 'appKey' | 'state' | 'createdAt' | 'rotatedAt' | 'lastUsedAt'>) => ({
  id: row.id,
  name: row.name,
  app_key: row.appKey,
  state: row.state,
  created_at: row.createdAt.toISOString(),
  rotated_at: row.rotatedAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const SORTABLE = sortColumnsOf('sdkKeyList', { created_at: sdkKeys.createdAt, name: sdkKeys.name, last_used_at: sdkKeys.lastUsedAt });

/**
 * The account's original pair (`users.app_key`/`app_secret`, what the SDK drawer's snippet names) becomes
 * its first key, copied as stored (the secret stays sealed); a pair adopted once is never adopted again,
 * so a rotated or disabled first key stays so. `where` narrows the masters adopted (all at start).
 */
const adoptSql = (where: SQL) => sql`
  insert into sdk_keys (account_id, name, app_key, secret, created_at)
  select u.id, ${ADOPTED_KEY_NAME}, u.app_key, u.app_secret, u.created_at from users u
  where u.role = 'master' and ${where}
  on conflict (app_key) do nothing`;

/** The account's access keys (schemas/api/sdk.json) and the lookups of signed requests. */
export function createSdkKeyService(platform: PlatformDb) {
  /** Adopts every master's original key not adopted yet: run once at start (few rows change after the first). */
  async function adoptAll(): Promise<void> {
    await platform.execute(adoptSql(sql`not exists (select 1 from sdk_keys k where k.app_key = u.app_key)`));
  }

  /** Adopts one account's original key (an account registered since the start). */
  async function adoptAccount(accountId: number): Promise<void> {
    await platform.execute(adoptSql(sql`u.id = ${accountId}`));
  }

  /** A key by its public id, whatever its account; an account's original key not adopted yet is adopted now. */
  async function findByAppKey(appKey: string): Promise<KeyRow | undefined> {
    const [row] = await platform.select().from(sdkKeys).where(eq(sdkKeys.appKey, appKey)).limit(1);
    if (row) return row;
    await platform.execute(adoptSql(sql`u.app_key = ${appKey}`));
    const [adopted] = await platform.select().from(sdkKeys).where(eq(sdkKeys.appKey, appKey)).limit(1);
    return adopted;
  }

  async function ownKey(account: AccountData, id: number): Promise<KeyRow> {
    const [row] = await account.rows(sdkKeys, eq(sdkKeys.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    adoptAll,
    findByAppKey,

    async list(account: AccountData, query: QueryOf<'sdkKeyList'>): Promise<ListResult<ReturnType<typeof toSdkKey>>> {
      await adoptAccount(account.accountId);
      const filters: SQL[] = [];
      if (query.name?.trim()) filters.push(ilike(sdkKeys.name, containsPattern(query.name)));
      if (query.state) filters.push(eq(sdkKeys.state, query.state));
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [asc(sdkKeys.createdAt)], sdkKeys.id);
      const [rows, [totals]] = await Promise.all([
        account
          .rows(sdkKeys, ...filters)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        account.counting(sdkKeys, ...filters),
      ]);
      return { items: rows.map(toSdkKey), total: totals?.total ?? 0 };
    },

    /** A new key; the answer is the only place its secret is ever shown. */
    async add(account: AccountData, body: BodyOf<'sdkKeyAdd'>) {
      await adoptAccount(account.accountId);
      const name = body.name.trim() || ADOPTED_KEY_NAME;
      if ((await account.count(sdkKeys)) >= MAX_KEYS_PER_ACCOUNT) {
        throw bizError(BizCode.sdkKeyLimit, 'sdk.keyLimit', { max: MAX_KEYS_PER_ACCOUNT });
      }
      const { appKey, appSecret } = newAccountKeys();
      const [row] = await account.insert(sdkKeys, { name, appKey, secret: appSecret }).returning({ id: sdkKeys.id });
      return { id: row!.id, name, app_key: appKey, app_secret: appSecret };
    },

    /** A new secret for the key: the old one signs nothing from now on. */
    async rotate(account: AccountData, id: number) {
      const key = await ownKey(account, id);
      const secret = randomToken(24);
      await account.update(sdkKeys, { secret, rotatedAt: new Date() }, eq(sdkKeys.id, id));
      return { id, name: key.name, app_key: key.appKey, app_secret: secret };
    },

    async setState(account: AccountData, ids: number[], state: SdkKeyState): Promise<number> {
      const changed = await account
        .update(sdkKeys, { state }, inArray(sdkKeys.id, ids), sql`${sdkKeys.state} <> ${state}`)
        .returning({ id: sdkKeys.id });
      return changed.length;
    },

    /**
     * verify_sdk: would a request with these values, signed so, be accepted now? (The nonce is not
     * consumed; only a real request can be a replay.) Only the account's own keys are known here.
     */
    async verify(account: AccountData, body: BodyOf<'verifySdk'>, now = Date.now()) {
      const parts = {
        method: body.method ?? 'POST',
        path: body.path ?? '/api/v1/sdk/event',
        timestamp: body.timestamp,
        nonce: body.nonce,
        body: body.body ?? '',
      };
      const answer = (reason: Exclude<SdkRefusal, 'headersMissing' | 'replayed'> | 'ok') => ({
        valid: reason === 'ok',
        reason,
        string_to_sign: stringToSign(parts),
      });
      await adoptAccount(account.accountId);
      const [key] = await account.rows(sdkKeys, eq(sdkKeys.appKey, body.app_key)).limit(1);
      if (!key) return answer('unknownKey');
      if (key.state !== 'active') return answer('disabledKey');
      if (!timestampFresh(body.timestamp, now)) return answer('staleTimestamp');
      if (!signatureHolds(key.secret, parts, body.signature.trim().toLowerCase())) return answer('badSignature');
      return answer('ok');
    },
  };
}

export type SdkKeyService = ReturnType<typeof createSdkKeyService>;
