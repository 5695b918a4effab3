/** Addresses this service hands out for channels. `origin` is the server's public origin (see http/public-origin). */

/**
 * The install page of an app, attributed to a channel by `?c=<channel code>`.
 * With a bound domain it is that domain; otherwise the app is reached through this server at
 * `/i/<app_id>` (the hosting of that path comes with the app-hosting work; until then it answers 404).
 */
export function installUrlOf(app: { appId: string; record: string[] }, channelCode: string, origin: string): string {
  const c = encodeURIComponent(channelCode);
  const domain = app.record[0];
  return domain ? `https://${domain}/?c=${c}` : `${origin}/i/${encodeURIComponent(app.appId)}?c=${c}`;
}

/** A short link, served by http/short-link-redirect. */
export const shortUrlOf = (origin: string, code: string) => `${origin}/s/${code}`;
