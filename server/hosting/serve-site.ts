import fs from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InstallTokens } from '../installs/install-token';
import type { StoreReviewsRead } from '../comments/store-reviews';
import { packageFolder } from '../files/file-layout';
import type { FileStorage } from '../files/file-storage';
import type { AppIcons } from './app-icons';
import { CLOSED_STATUS, type HostedApp, type HostedSite } from './hosted-site';
import { ICON_NAMES, appStartOf, scopeOf, uploadedScreenshotOf, type IconName } from './hosted-urls';
import { HOSTED_ASSETS, isAssetName } from './hosting-assets';
import { sendText } from './hosting-reply';
import { HTML_LANG, hostingLocaleOf } from './hosting-texts';
import { installPageHtml, launchPageHtml, offlinePageHtml, type PageLook } from './install-page';
import { NOTICE_CSP, noticePageHtml } from './notice-page';
import { pageDeviceOf } from './page-device';
import { contentTypeOf, isTextType, packagePathOf } from './package-files';
import { isTestVisit } from './test-link';
import { serviceWorkerSource } from './service-worker';
import { webManifestOf } from './web-manifest';

export interface SiteContext {
  icons: AppIcons;
  /** The uploaded files: screenshots and the package's files are read through it. */
  files: FileStorage;
  /** '' on a bound domain, `/i/<app_id>` on the console's host. */
  base: string;
  /** The site's origin, for the manifest's own address. */
  origin: string;
  /**
   * True on the console's host: the package then runs in a sandbox (an opaque origin), because on
   * that origin it would otherwise reach the console's storage.
   */
  sharesConsoleOrigin: boolean;
  /** Signs the install token each install and launch page is served with. */
  tokens: InstallTokens;
  /** The app's published review figures and newest visible reviews, for its install page. */
  reviews: StoreReviewsRead;
}

const HTML = 'text/html; charset=utf-8';
const PAGE_CACHE = 'no-cache';
/** The install and launch pages carry a device id and a fresh install token: never kept by a cache. */
const FUNNEL_PAGE_CACHE = 'no-store';
const PACKAGE_CSP = "frame-ancestors 'self'";
const SANDBOXED_PACKAGE_CSP = "sandbox allow-scripts allow-forms allow-popups allow-modals allow-downloads; frame-ancestors 'self'";
const BACKGROUND = '#ffffff';

/** A plain notice page (paused, banned, expired, unbound, not found) in the visitor's language, never cached. */
export function sendNotice(request: FastifyRequest, reply: FastifyReply, status: number, key: string, why?: string) {
  const locale = hostingLocaleOf(request.headers['accept-language']);
  return sendText(request, reply, {
    status,
    type: HTML,
    body: noticePageHtml(locale, key, why),
    cacheControl: 'no-store',
    csp: NOTICE_CSP,
    headers: { 'Content-Language': HTML_LANG[locale] },
  });
}

/**
 * Sends a file when there is one; true when it answered. A boolean, not the reply: a reply is a
 * thenable, so an async function returning it resolves to undefined once the answer is out, and the
 * caller would take the sent file for a missing one and answer a second time.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | undefined,
  headers: { cacheControl: string; csp: string; etag: string },
): Promise<boolean> {
  const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
  if (!file || !stat?.isFile()) return false;
  const type = contentTypeOf(file);
  const etag = headers.etag;
  reply.type(type).header('Cache-Control', headers.cacheControl).header('Content-Security-Policy', headers.csp).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) reply.code(304).send();
  else if (isTextType(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', 'gzip').send(fs.createReadStream(file).pipe(createGzip()));
  } else reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
  return true;
}

const redirect = (reply: FastifyReply, to: string) => reply.header('Cache-Control', 'no-store').redirect(to, 301);

async function servePackage(
  request: FastifyRequest,
  reply: FastifyReply,
  app: HostedApp,
  context: SiteContext,
  rest: string,
  query: string,
): Promise<boolean> {
  if (app.source !== 'package' || !app.packageVersion) return false;
  const relative = packagePathOf(rest);
  if (!relative) return false;
  const entry = await context.files.find(`${packageFolder(app.appId, app.packageVersion)}/${relative}`);
  // A folder named without its final slash: its page's relative links need the slash.
  if (entry?.type === 'folder') {
    redirect(reply, `${context.base}/app/${rest}/${query}`);
    return true;
  }
  if (entry?.type !== 'file') return false;
  // A version's files never change, so the version and the size make an ETag every server process agrees on.
  return sendFile(request, reply, entry.path, {
    cacheControl: 'no-cache',
    csp: context.sharesConsoleOrigin ? SANDBOXED_PACKAGE_CSP : PACKAGE_CSP,
    etag: `"${app.packageVersion}-${entry.size.toString(36)}"`,
  });
}

/**
 * Answers one request of a hosted site: `subPath` is the path below the site's base (from `/`),
 * `query` the query string with its `?` (kept across redirects, it carries the channel).
 */
export async function serveSite(
  request: FastifyRequest,
  reply: FastifyReply,
  site: HostedSite,
  context: SiteContext,
  subPath: string,
  query: string,
): Promise<unknown> {
  if (!site.open) return sendNotice(request, reply, CLOSED_STATUS[site.reason], site.reason, site.why);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.header('Allow', 'GET, HEAD');
    return sendNotice(request, reply, 405, 'notFound');
  }
  const { app } = site;
  const { base, icons } = context;
  const locale = hostingLocaleOf(request.headers['accept-language']);
  const look = async (): Promise<PageLook> => ({ themeColor: await icons.themeColor(app) });
  const page = async (body: string, cacheControl = PAGE_CACHE) =>
    sendText(request, reply, { type: HTML, body, cacheControl, headers: { 'Content-Language': HTML_LANG[locale] } });
  const funnel = async () => {
    const device = pageDeviceOf(request, reply, base);
    // A page opened through the app's test link gets a demo token: its install is a demo, never billed.
    const demo = await isTestVisit(request, reply, { base, appId: app.appId, query, tokens: context.tokens });
    return { device, token: await context.tokens.issue(app.appId, device, Date.now(), demo ? 'demo' : 'install') };
  };

  switch (subPath) {
    case '/':
      return page(
        installPageHtml(locale, base, app, await look(), await funnel(), await context.reviews(app.appId, locale)),
        FUNNEL_PAGE_CACHE,
      );
    case '/launch':
      return page(launchPageHtml(locale, base, app, await look(), appStartOf(app, base), await funnel()), FUNNEL_PAGE_CACHE);
    case '/offline':
      return page(offlinePageHtml(locale, base, app, await look()));
    case '/manifest.webmanifest': {
      const theme = (await look()).themeColor;
      const manifest = webManifestOf(app, base, context.origin, locale, { theme, background: BACKGROUND });
      return sendText(request, reply, {
        type: 'application/manifest+json; charset=utf-8',
        body: JSON.stringify(manifest),
        cacheControl: 'no-cache',
      });
    }
    case '/sw.js':
      return sendText(request, reply, {
        type: 'text/javascript; charset=utf-8',
        body: serviceWorkerSource(app, base),
        // Browsers check the worker for updates at each visit; no cache may hold an old version back.
        cacheControl: 'no-cache',
        headers: { 'Service-Worker-Allowed': scopeOf(base) },
      });
    case '/app':
      return app.source === 'package' ? redirect(reply, `${base}/app/${query}`) : sendNotice(request, reply, 404, 'notFound');
  }

  const asset = /^\/h\/([a-z]+\.(?:js|css))$/.exec(subPath)?.[1];
  if (asset && isAssetName(asset)) {
    const { type, body, gzipped, etag } = HOSTED_ASSETS[asset];
    return sendText(request, reply, { type, body, gzipped, etag, cacheControl: 'no-cache' });
  }
  const icon = /^\/icons\/([a-z0-9-]+)\.png$/.exec(subPath)?.[1];
  if (icon && (ICON_NAMES as readonly string[]).includes(icon)) {
    const file = await icons.iconFile(app, icon as IconName);
    // The folder is named by the icon's hash, so it is the icon's ETag.
    const sent = await sendFile(request, reply, file, {
      cacheControl: 'no-cache',
      csp: PACKAGE_CSP,
      etag: `"${file ? path.basename(path.dirname(file)) : ''}-${icon}"`,
    });
    if (sent) return reply;
  }
  const screenshot = uploadedScreenshotOf(subPath);
  if (screenshot) {
    const entry = await context.files.find(screenshot);
    // Named by its content's hash: the name is its ETag.
    const sent = await sendFile(request, reply, entry?.type === 'file' ? entry.path : undefined, {
      cacheControl: 'public, max-age=31536000, immutable',
      csp: PACKAGE_CSP,
      etag: `"${path.basename(screenshot)}"`,
    });
    if (sent) return reply;
  }
  if (subPath.startsWith('/app/')) {
    if (await servePackage(request, reply, app, context, subPath.slice('/app/'.length), query)) return reply;
  }
  return sendNotice(request, reply, 404, 'notFound');
}
