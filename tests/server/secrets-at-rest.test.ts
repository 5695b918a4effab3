import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealStoredSecrets } from '../../server/auth/seal-stored-secrets';
import { installTokenKey } from '../../server/installs/install-token';
import { installSecretKeys, keyFromText } from '../../server/shared/secret-box';
import { loadSecretKeys } from '../../server/shared/secret-keys';
import { startTestServer, type TestServer } from '../support/test-db';
import { TEST_SECRETS_KEY } from '../support/test-secrets-key';
import { masterWithBalance } from './domain-money-helpers';
import { http, signIn } from './helpers';

let server: TestServer;
let token: string;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  userId = (await masterWithBalance(server.database, 'secretkeeper', 0)).id;
  token = await signIn(server, 'secretkeeper', 'master-pass-1');
});
afterAll(() => server?.close());

type Stored = { app_secret: string; totp_secret: string | null };
async function stored(): Promise<Stored> {
  const result = await server.database.db.execute(sql`select app_secret, totp_secret from users where id = ${userId}`);
  return (result as unknown as { rows: Stored[] }).rows[0]!;
}
const answeredSecret = async () => (await http(server, 'GET', '/api/v1/user/get_user_details', { token })).data.app_secret as string;
const keyIdOf = (text: string) => keyFromText(text).id;

describe('secrets at rest', () => {
  it('the API secret is stored sealed (AES-GCM) and answered in clear to its owner', async () => {
    const secret = await answeredSecret();
    expect(secret).toMatch(/^\S{16,}$/);
    const row = await stored();
    expect(row.app_secret.startsWith(`enc:v1:${keyIdOf(TEST_SECRETS_KEY)}:`)).toBe(true);
    expect(row.app_secret).not.toContain(secret);
  });

  it('a secret stored in clear before encryption is sealed at start and still answers the same', async () => {
    await server.database.db.execute(
      sql`update users set app_secret = 'legacy-plain-secret', totp_secret = 'JBSWY3DPEHPK3PXP' where id = ${userId}`,
    );
    expect(await sealStoredSecrets(server.database.db)).toBeGreaterThanOrEqual(1);
    const row = await stored();
    expect(row.app_secret).toMatch(/^enc:v1:/);
    expect(row.totp_secret).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toMatch(/legacy-plain-secret|JBSWY3DPEHPK3PXP/);
    expect(await answeredSecret()).toBe('legacy-plain-secret');
    // A second start finds nothing left to seal.
    expect(await sealStoredSecrets(server.database.db)).toBe(0);
  });

  it('the install token key made on first use is stored sealed, and a key kept in clear before is sealed at start', async () => {
    const key = await installTokenKey(server.database.db, '')();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const keptValue = async () =>
      (
        (await server.database.db.execute(sql`select value from server_secrets where name = 'install_token_key'`)) as unknown as {
          rows: { value: string }[];
        }
      ).rows[0]!.value;
    expect(await keptValue()).toMatch(/^enc:v1:/);
    expect(await keptValue()).not.toContain(key);
    await server.database.db.execute(sql`update server_secrets set value = ${key} where name = 'install_token_key'`);
    expect(await sealStoredSecrets(server.database.db)).toBeGreaterThanOrEqual(1);
    expect(await keptValue()).toMatch(/^enc:v1:/);
    expect(await installTokenKey(server.database.db, '')()).toBe(key);
  });

  it('a key rotation: with the old key as previous, every row is sealed anew with the new key', async () => {
    const before = await answeredSecret();
    installSecretKeys('a new secrets key for the rotation test', [TEST_SECRETS_KEY]);
    try {
      expect(await sealStoredSecrets(server.database.db)).toBeGreaterThan(1);
      expect((await stored()).app_secret.startsWith(`enc:v1:${keyIdOf('a new secrets key for the rotation test')}:`)).toBe(true);
      expect(await answeredSecret()).toBe(before);
    } finally {
      installSecretKeys(TEST_SECRETS_KEY, ['a new secrets key for the rotation test']);
      await sealStoredSecrets(server.database.db);
    }
  });

  it('without SECRETS_KEY a key file is generated into the data folder on first start (owner-only) and read afterwards', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-secrets-'));
    try {
      loadSecretKeys({ dataDir: path.join(dataDir, 'data'), previousSecretsKeys: [] });
      const file = path.join(dataDir, 'data', 'secrets.key');
      const first = fs.readFileSync(file, 'utf8');
      expect(first.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      loadSecretKeys({ dataDir: path.join(dataDir, 'data'), previousSecretsKeys: [] });
      expect(fs.readFileSync(file, 'utf8')).toBe(first);
    } finally {
      installSecretKeys(TEST_SECRETS_KEY);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
