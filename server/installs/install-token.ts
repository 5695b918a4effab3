import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { serverSecrets } from './tables';

/**
 * The hosted page's install token (ARCHITECTURE.md "Install verification"): `<issued at, seconds,
 * base 36>.<HMAC-SHA256 of app, device and issue time, base64url, 160 bits>`. Issued with the page,
 * it lets an install be billed only for the app and device it names, a plausible time after it was issued.
 */
export const INSTALL_TOKEN = /^[a-z0-9]{1,12}\.[A-Za-z0-9_-]{27}$/;

const SIGNATURE_CHARS = 27;

/**
 * What a token was issued for: an `install` of the page (billed once verified), or a `demo` install of a
 * page opened through the app's test link (recorded apart, never billed: ARCHITECTURE.md "Test links").
 */
export type TokenPurpose = 'install' | 'demo';

export type TokenCheck = { ok: true; issuedAtMs: number; purpose: TokenPurpose } | { ok: false; reason: 'bad_token' };

const TEST_KEY_CHARS = 22;

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createInstallTokens(key: () => Promise<string>) {
  const signature = (secret: string, purpose: TokenPurpose, appId: string, deviceId: string, issued: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${appId}\n${deviceId}\n${issued}`).digest('base64url').slice(0, SIGNATURE_CHARS);

  /** The secret of an app's test link: derived from the server's key, so nobody without it can make one. */
  const testKeyOf = async (appId: string) =>
    createHmac('sha256', await key())
      .update(`test-link\n${appId}`)
      .digest('base64url')
      .slice(0, TEST_KEY_CHARS);

  return {
    async issue(appId: string, deviceId: string, nowMs = Date.now(), purpose: TokenPurpose = 'install'): Promise<string> {
      const issued = Math.floor(nowMs / 1000).toString(36);
      return `${issued}.${signature(await key(), purpose, appId, deviceId, issued)}`;
    },
    /** Whether the token was made by this server for this app and device, and for what; its age is the caller's to judge. */
    async check(token: string, appId: string, deviceId: string): Promise<TokenCheck> {
      if (!INSTALL_TOKEN.test(token)) return { ok: false, reason: 'bad_token' };
      const [issued, sent] = token.split('.') as [string, string];
      const secret = await key();
      for (const purpose of ['install', 'demo'] as const) {
        if (sameText(signature(secret, purpose, appId, deviceId, issued), sent)) {
          return { ok: true, issuedAtMs: parseInt(issued, 36) * 1000, purpose };
        }
      }
      return { ok: false, reason: 'bad_token' };
    },
    testKeyOf,
    /** Whether `sent` is the app's test-link secret. */
    async isTestKey(appId: string, sent: string | undefined): Promise<boolean> {
      return typeof sent === 'string' && sameText(await testKeyOf(appId), sent);
    },
  };
}

export type InstallTokens = ReturnType<typeof createInstallTokens>;

const SECRET_NAME = 'install_token_key';

/**
 * The configured key (INSTALL_TOKEN_SECRET), else the one kept in `server_secrets`, made on first use:
 * every process of one database signs and checks with the same key, and it survives restarts.
 */
export function installTokenKey(db: PlatformDb, configured: string): () => Promise<string> {
  let kept: Promise<string> | undefined;
  const load = async () => {
    await db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
    return row!.value;
  };
  return () => {
    if (configured) return Promise.resolve(configured);
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
