import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { PlatformDb } from '../db/client';
import type { FileStorage } from '../files/file-storage';
import { publicOriginOf } from '../http/public-origin';
import { consoleHostOf } from '../front/console-host';
import { createInstallTokens, installTokenKey } from '../installs/install-token';
import { createAppIcons } from './app-icons';
import { createStoreReviews } from '../comments/store-reviews';
import { createHostDirectory } from './host-directory';
import { createHostedSites } from './hosted-site';
import { sendNotice, serveSite } from './serve-site';

/** On a bound domain these paths reach the API (the hosted page's funnel call); every other path is the app's. */
export const HOSTED_API_PREFIX = '/api/v1/hosted/';
const APP_PATH = /^\/i\/([a-z0-9]{1,32})(\/.*)?$/;

/** The raw path (still percent-encoded) and the query with its `?`. */
function splitUrl(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark) };
}

/**
 * App hosting (ARCHITECTURE.md, "Hosting"). A hook before every route decides by the Host header:
 * the console's host goes on to the routes as before (with `/i/<app_id>/…` below); a platform domain
 * is answered here, whatever route its path would match, except `/api/v1/hosted/`; a name under a
 * root domain that no domain has gets the plain 404 page. A hook rather than host constraints on
 * routes: every existing route would otherwise need a constraint, and a new one would be served on
 * every app's domain the day someone forgot it.
 */
export function installHosting(
  app: FastifyInstance,
  {
    db,
    config,
    files,
  }: { db: PlatformDb; config: Pick<ServerConfig, 'publicBaseUrl' | 'consoleHost' | 'installChecks'>; files: FileStorage },
) {
  const tokens = createInstallTokens(installTokenKey(db, config.installChecks.tokenSecret));
  const directory = createHostDirectory(db, consoleHostOf(config));
  const sites = createHostedSites(db);
  const icons = createAppIcons(files);
  const reviews = createStoreReviews(db);

  app.addHook('onRequest', async (request, reply) => {
    const host = await directory.classify(request.host);
    if (host.kind === 'console') return;
    const { path, query } = splitUrl(request.url);
    if (host.kind === 'domain' && path.startsWith(HOSTED_API_PREFIX)) return;
    if (host.kind === 'unknown') {
      await sendNotice(request, reply, 404, 'notFound');
      return reply;
    }
    const site = await sites.byDomain(host.name);
    const context = {
      icons,
      files,
      base: '',
      origin: `${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`,
      sharesConsoleOrigin: false,
      tokens,
      reviews,
    };
    await serveSite(request, reply, site, context, path, query);
    return reply;
  });

  const serveAppPath = async (request: FastifyRequest, reply: Parameters<typeof serveSite>[1]) => {
    const { path, query } = splitUrl(request.url);
    const match = APP_PATH.exec(path);
    if (!match) return sendNotice(request, reply, 404, 'notFound');
    const [, appId, rest] = match as unknown as [string, string, string | undefined];
    const base = `/i/${appId}`;
    // The worker's scope is `/i/<app_id>/`: the install page must be inside it.
    if (rest === undefined) return reply.header('Cache-Control', 'no-store').redirect(`${base}/${query}`, 301);
    const context = {
      icons,
      files,
      base,
      origin: publicOriginOf(request, config),
      sharesConsoleOrigin: true,
      tokens,
      reviews,
    };
    return serveSite(request, reply, await sites.byAppId(appId), context, rest, query);
  };
  app.get('/i/:appId', serveAppPath);
  app.get('/i/:appId/*', serveAppPath);
}
