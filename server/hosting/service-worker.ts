import { createHash } from 'node:crypto';
import type { HostedApp } from './hosted-site';
import { ASSETS_FINGERPRINT } from './hosting-assets';
import { appStartOf, assetUrl, iconUrl, launchUrl, offlineUrl, packageRootUrl, scopeOf, workerUrl } from './hosted-urls';

/**
 * The version of a site's worker: whatever the installed app shows (the app's details and icon, the
 * live package version, the wrapped URL) and the hosted page files. When a new version goes live the
 * worker's bytes change, the browser installs it, and its activation removes the older caches.
 */
export function workerVersionOf(app: HostedApp): string {
  const parts = [app.updatedAt.toISOString(), app.source, app.packageVersion, app.targetUrl, app.winIcon, ASSETS_FINGERPRINT];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

/**
 * The worker of a site (scope `<base>/`): keeps the shell (install page, launcher, offline page,
 * page files, icons; the package's start page) at install; answers from the network first and keeps
 * each good answer, falling back to what it kept and, for a page, to the offline page. Push messages
 * `{title, body, url, icon, image, push, app, device}` become notifications; a click focuses or opens
 * their URL and reports the click of the push.
 */
export function serviceWorkerSource(app: HostedApp, base: string): string {
  const scope = scopeOf(base);
  const shell = [
    scope,
    launchUrl(base),
    offlineUrl(base),
    ...['hosted.css', 'funnel.js', 'push.js', 'page.js', 'launch.js'].map((name) => assetUrl(base, name)),
    iconUrl(base, '192'),
    iconUrl(base, '512'),
    ...(app.source === 'package' ? [packageRootUrl(base)] : []),
  ];
  const constants = {
    VERSION: workerVersionOf(app),
    SCOPE: scope,
    SHELL: shell,
    OFFLINE: offlineUrl(base),
    WORKER: workerUrl(base),
    NAME: app.appName,
    ICON: iconUrl(base, '192'),
    START: appStartOf(app, base),
    CLICK: '/api/v1/hosted/push_click',
  };
  return `// ${app.appName} — version ${constants.VERSION}
${Object.entries(constants)
  .map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`)
  .join('\n')}
const PREFIX = 'hosted:' + SCOPE + ':';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE) || url.pathname === WORKER) return;
  const page = request.mode === 'navigate';
  event.respondWith(
    fetch(request).then(
      (response) => {
        if (response.ok && response.type === 'basic') {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      },
      () =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(request, { ignoreSearch: page, ignoreVary: true }))
          .then((kept) => kept || (page ? caches.match(OFFLINE, { ignoreVary: true }) : Response.error())),
    ),
  );
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || NAME, {
      body: message.body || '',
      icon: message.icon || ICON,
      image: message.image || undefined,
      data: { url: message.url || START, push: message.push, app: message.app, device: message.device },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = new URL(data.url || START, self.location.origin).href;
  // The click counts for the push (its click rate in the console).
  const report = data.push
    ? fetch(CLICK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_id: data.app, device_id: data.device, push_id: data.push }),
        credentials: 'omit',
      }).catch(() => undefined)
    : Promise.resolve();
  event.waitUntil(
    Promise.all([
      report,
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === target && 'focus' in client);
        return open ? open.focus() : self.clients.openWindow(target);
      }),
    ]),
  );
});
`;
}
