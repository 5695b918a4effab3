import type { HostedApp } from './hosted-site';

/**
 * Addresses inside a hosted site. `base` is '' on a bound domain (the app owns the whole origin) and
 * `/i/<app_id>` on the console's host; every page, the manifest and the worker scope live under it.
 */
export const scopeOf = (base: string) => `${base}/`;
export const manifestUrl = (base: string) => `${base}/manifest.webmanifest`;
export const workerUrl = (base: string) => `${base}/sw.js`;
export const launchUrl = (base: string) => `${base}/launch`;
export const offlineUrl = (base: string) => `${base}/offline`;
export const assetUrl = (base: string, name: string) => `${base}/h/${name}`;
export const iconUrl = (base: string, name: IconName) => `${base}/icons/${name}.png`;
export const packageRootUrl = (base: string) => `${base}/app/`;

export const ICON_NAMES = ['192', '512', 'maskable-512'] as const;
export type IconName = (typeof ICON_NAMES)[number];

const UPLOADED_SCREENSHOT = /^\/files\/(screenshots\/[0-9a-f]{64}\.(?:png|jpg|webp))$/;

/** A stored screenshot's address on this site: uploaded files under the site, links and inline images as they are. */
export function screenshotUrl(base: string, address: string): string {
  return UPLOADED_SCREENSHOT.test(address) ? `${base}${address}` : address;
}

/** The files-folder path of an uploaded screenshot served by the site, if it is one. */
export const uploadedScreenshotOf = (subPath: string) => UPLOADED_SCREENSHOT.exec(subPath)?.[1];

/** Where the installed app goes: the live package under the site, or the wrapped URL (http or https only). */
export function appStartOf(app: HostedApp, base: string): string {
  if (app.source === 'package') return packageRootUrl(base);
  return /^https?:\/\//i.test(app.targetUrl) ? app.targetUrl : scopeOf(base);
}
