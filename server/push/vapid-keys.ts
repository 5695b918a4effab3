import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { PlatformDb } from '../db/client';
import { serverSecrets } from '../installs/tables';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid_keys';

/**
 * The installation's VAPID key pair: made once on first use and kept in `server_secrets` (sealed at
 * rest like the other server secrets), so every process of one database signs with the same key and
 * the browsers' subscriptions, bound to its public half, survive restarts.
 */
export function vapidKeysOf(db: PlatformDb): () => Promise<VapidKeys> {
  let kept: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    const made = webPush.generateVAPIDKeys();
    await db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, value: JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }) })
      .onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
    return JSON.parse(row!.value) as VapidKeys;
  };
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
