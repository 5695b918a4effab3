import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { isSealedWithCurrentKey, open, seal } from '../shared/secret-box';

type StoredSecrets = { id: number; app_secret: string; totp_secret: string | null; totp_pending_secret: string | null };

const needsSealing = (value: string | null) => value !== null && !isSealedWithCurrentKey(value);
const sealed = (value: string | null) => (value === null ? null : seal(open(value)));

/**
 * At start: seals with the current key every secret of `users`, `sdk_keys` and `server_secrets` stored in clear
 * (rows from before encryption) or with a previous key (a rotation). Reads the stored text itself,
 * beside drizzle's sealed columns. Answers how many rows changed.
 */
export async function sealStoredSecrets(db: PlatformDb): Promise<number> {
  const result = await db.execute(sql`select id, app_secret, totp_secret, totp_pending_secret from users`);
  const rows = (result as unknown as { rows: StoredSecrets[] }).rows;
  let changed = 0;
  for (const row of rows) {
    if (!needsSealing(row.app_secret) && !needsSealing(row.totp_secret) && !needsSealing(row.totp_pending_secret)) continue;
    await db.execute(
      sql`update users set app_secret = ${sealed(row.app_secret)}, totp_secret = ${sealed(row.totp_secret)},
        totp_pending_secret = ${sealed(row.totp_pending_secret)} where id = ${row.id}`,
    );
    changed += 1;
  }
  // Access keys' secrets (server/sdk/): an adopted key's is copied as the user's was stored.
  const keys = await db.execute(sql`select id, secret from sdk_keys`);
  for (const row of (keys as unknown as { rows: { id: number; secret: string }[] }).rows) {
    if (!needsSealing(row.secret)) continue;
    await db.execute(sql`update sdk_keys set secret = ${sealed(row.secret)} where id = ${row.id}`);
    changed += 1;
  }
  const kept = await db.execute(sql`select name, value from server_secrets`);
  for (const row of (kept as unknown as { rows: { name: string; value: string }[] }).rows) {
    if (!needsSealing(row.value)) continue;
    await db.execute(sql`update server_secrets set value = ${sealed(row.value)} where name = ${row.name}`);
    changed += 1;
  }
  return changed;
}
