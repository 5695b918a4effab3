import { desc, eq } from 'drizzle-orm';
import { apps } from '../apps/tables';
import { sdkSnippetOf } from '../apps/sdk-snippet';
import type { AccountData } from '../db/account-data';
import { SDK_SCRIPT_PATH } from './sdk-script';
import { sdkKeys } from './tables';

/** A signed call in Node.js: what the integration block of the SDK page shows (no secret: it is filled in by hand). */
export const signedExampleOf = (origin: string, appKey: string, appId: string) =>
  [
    "import { createHash, createHmac, randomBytes } from 'node:crypto';",
    '',
    `const APP_KEY = '${appKey}';`,
    'const APP_SECRET = process.env.PWA_APP_SECRET; // shown once when the key was created or rotated',
    `const path = '/api/v1/sdk/event';`,
    `const body = JSON.stringify({ app_id: '${appId}', device: 'DEVICE_ID', kind: 'conversion', name: 'purchase', value: 990000 });`,
    'const timestamp = String(Math.floor(Date.now() / 1000));',
    "const nonce = randomBytes(16).toString('hex');",
    "const bodyHash = createHash('sha256').update(body).digest('hex');",
    "const signature = createHmac('sha256', APP_SECRET).update(['POST', path, timestamp, nonce, bodyHash].join('\\n')).digest('hex');",
    '',
    `const answer = await fetch('${origin}' + path, {`,
    "  method: 'POST',",
    "  headers: { 'content-type': 'application/json', 'x-pwa-key': APP_KEY, 'x-pwa-timestamp': timestamp, 'x-pwa-nonce': nonce, 'x-pwa-signature': signature },",
    '  body,',
    '});',
    'console.log(await answer.json()); // { code: 0, msg, data: { recorded: true, known_user } }',
  ].join('\n');

/** The SDK page's integration block for the account. */
export async function sdkIntegrationOf(account: AccountData, origin: string) {
  const [app] = await account.select({ appId: apps.appId }).from(apps).orderBy(desc(apps.createdAt), desc(apps.id)).limit(1);
  const [key] = await account
    .select({ appKey: sdkKeys.appKey })
    .from(sdkKeys, eq(sdkKeys.state, 'active'))
    .orderBy(sdkKeys.createdAt, sdkKeys.id)
    .limit(1);
  const appId = app?.appId ?? 'APP_ID';
  const appKey = key?.appKey ?? 'APP_KEY';
  return {
    script_url: `${origin}${SDK_SCRIPT_PATH}`,
    openapi_url: `${origin}/api/v1/openapi.json`,
    snippet: sdkSnippetOf(origin, appId, appKey),
    signed_example: signedExampleOf(origin, appKey, appId),
  };
}
