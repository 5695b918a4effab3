import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * A session of `userId` stored as the server stores one (only the token's SHA-256), valid for a day;
 * answers the bearer token. Lets a bench act as any user without signing in (argon2id) first.
 */
export async function newSessionToken(client: pg.Client, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await client.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
    userId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

/** A user of `role` with unique names and keys (no password: it signs in only by `newSessionToken`). */
export async function newBenchUser(
  client: pg.Client,
  role: 'admin' | 'master' | 'official',
  { parentId }: { parentId?: number } = {},
): Promise<number> {
  const suffix = randomBytes(5).toString('hex');
  const {
    rows: [user],
  } = await client.query<{ id: number }>(
    `insert into users (username, password_hash, role, parent_id, app_key, app_secret, invite_code)
     values ($1, 'no-password', $2, $3, $4, $5, $6) returning id`,
    [`bench_${role}_${suffix}`, role, parentId ?? null, `bench-key-${suffix}`, `bench-secret-${suffix}`, `bench-${suffix}`],
  );
  return user!.id;
}
