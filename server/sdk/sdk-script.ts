import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { etagOf, sendText } from '../hosting/hosting-reply';
import { projectPath } from '../shared/project-root';

/** Where the script lives in the project, served as written (no build step). */
export const SDK_SCRIPT_FILE = projectPath('server', 'sdk', 'client', 'pwa-sdk.js');

/** The path the SDK drawer's snippet names (server/apps/sdk-snippet.ts). */
export const SDK_SCRIPT_PATH = '/sdk/pwa-sdk.js';

/** The path pwa-sdk.js reports to (the operation sdkBrowserEvent), called from any origin. */
const BROWSER_EVENT_PATH = '/api/v1/hosted/sdk_event';

/**
 * `/sdk/pwa-sdk.js`, read and gzipped once at start, loadable from any site (Cross-Origin-Resource-Policy),
 * and the CORS preflight of the call it makes (a JSON POST from the app's own origin).
 */
export const sdkScript: FastifyPluginAsync = async (app) => {
  const body = fs.readFileSync(SDK_SCRIPT_FILE);
  const asset = { body, gzipped: gzipSync(body, { level: 9 }), etag: etagOf(body) };
  app.get(SDK_SCRIPT_PATH, async (request, reply) =>
    sendText(request, reply, {
      type: 'text/javascript; charset=utf-8',
      ...asset,
      cacheControl: 'public, max-age=300',
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' },
    }),
  );
  app.options(BROWSER_EVENT_PATH, async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'content-type')
      .header('Access-Control-Max-Age', '86400')
      .send(),
  );
};
