/** Addresses this service hands out for channels. `origin` is the server's public origin (see http/public-origin). */

/**
 * A bound domain's address: the console's own scheme and port, so a local server (http, port 3000)
 * links to `http://<domain>:3000/` and a public one behind https to `https://<domain>/`. Every domain
 * reaches this same server (its app hosting, server/hosting/).
 */
export function domainUrlOf(domain: string, origin: string): string {
  const { protocol, port } = new URL(origin);
  return `${protocol}//${domain}${port ? `:${port}` : ''}/`;
}

/**
 * The install page of an app, attributed to a channel by `?c=<channel code>`.
 * With a bound domain it is that domain; otherwise the app is reached through this server at
 * `/i/<app_id>/` (server/hosting/).
 */
export function installUrlOf(app: { appId: string; record: string[] }, channelCode: string, origin: string): string {
  const c = encodeURIComponent(channelCode);
  const domain = app.record[0];
  return domain ? `${domainUrlOf(domain, origin)}?c=${c}` : `${origin}/i/${encodeURIComponent(app.appId)}?c=${c}`;
}

/** A short link, served by http/short-link-redirect. */
export const shortUrlOf = (origin: string, code: string) => `${origin}/s/${code}`;

/**
 * An app's test link (ARCHITECTURE.md "Test links"): its install page, on its first bound domain or
 * this server, with the app's secret test key; installs through it are demo installs, never billed.
 */
export function testLinkOf(app: { appId: string; record: string[] }, origin: string, testKey: string): string {
  const domain = app.record[0];
  const page = domain ? domainUrlOf(domain, origin) : `${origin}/i/${encodeURIComponent(app.appId)}/`;
  return `${page}?test=${encodeURIComponent(testKey)}`;
}
