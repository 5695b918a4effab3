import type { HostedApp } from './hosted-site';
import { HTML_LANG, type HostingLocale } from './hosting-texts';
import { iconUrl, launchUrl, manifestUrl, scopeOf, screenshotUrl } from './hosted-urls';

/** Chromium shows at most 12 characters under a home-screen icon. */
const SHORT_NAME_MAX = 12;

const SCREENSHOT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

const shortNameOf = (name: string) => {
  const chars = [...name.trim()];
  return chars.length <= SHORT_NAME_MAX ? chars.join('') : chars.slice(0, SHORT_NAME_MAX).join('').trim();
};

/**
 * The app's web app manifest. `start_url` is the site's launcher (`<base>/launch`), which records the
 * first standalone open and then opens the package (`<base>/app/`) or the wrapped URL; so the scope,
 * the id and the start stay on this origin whatever the app serves. `related_applications` names this
 * manifest, so the install page can ask `getInstalledRelatedApps()` whether it is installed already.
 */
export function webManifestOf(
  app: HostedApp,
  base: string,
  origin: string,
  locale: HostingLocale,
  colors: { theme: string; background: string },
) {
  const screenshots = app.details.screenshots.map((address) => {
    const src = screenshotUrl(base, address);
    const ext = /\.(png|jpe?g|webp)(?:$|\?)/i.exec(src)?.[1]?.toLowerCase();
    return ext ? { src, type: SCREENSHOT_TYPES[ext] } : { src };
  });
  return {
    id: scopeOf(base),
    name: app.appName,
    short_name: shortNameOf(app.appName),
    description: app.details.description.slice(0, 300),
    lang: HTML_LANG[locale],
    dir: 'ltr',
    start_url: launchUrl(base),
    scope: scopeOf(base),
    display: 'standalone',
    orientation: 'any',
    theme_color: colors.theme,
    background_color: colors.background,
    categories: app.appType ? [app.appType] : [],
    icons: [
      { src: iconUrl(base, '192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconUrl(base, '512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconUrl(base, 'maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots,
    related_applications: [{ platform: 'webapp', url: `${origin}${manifestUrl(base)}` }],
    prefer_related_applications: false,
  };
}
