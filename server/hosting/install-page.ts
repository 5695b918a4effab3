import type { HostedApp } from './hosted-site';
import { HTML_LANG, escapeHtml as e, hostingText, type HostingLocale } from './hosting-texts';
import { assetUrl, iconUrl, launchUrl, manifestUrl, screenshotUrl } from './hosted-urls';
import { downloadsLabel, starsOf, type StarKind } from './store-figures';
import type { StoreReviews } from '../comments/store-reviews';

export interface PageLook {
  themeColor: string;
}

/** The visitor's device id and the install token signed for it, handed to the page's script. */
export interface PageFunnel {
  device: string;
  token: string;
}

const funnelData = (f: PageFunnel) => `data-device="${e(f.device)}" data-token="${e(f.token)}"`;

/** The head shared by the hosted pages: language, colours, the manifest and icons, the style sheet. */
export function pageHead(locale: HostingLocale, base: string, app: HostedApp, look: PageLook, extra = ''): string {
  const title = e(app.appName);
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${title}</title>
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="${e(look.themeColor)}">
<link rel="manifest" href="${e(manifestUrl(base))}">
<link rel="icon" type="image/png" href="${e(iconUrl(base, '192'))}">
<link rel="apple-touch-icon" href="${e(iconUrl(base, '192'))}">
<meta name="apple-mobile-web-app-capable" content="yes">
<meta name="mobile-web-app-capable" content="yes">
<meta name="apple-mobile-web-app-title" content="${title}">
<link rel="stylesheet" href="${e(assetUrl(base, 'hosted.css'))}">
${extra}</head>
`;
}

const STAR_GLYPH: Record<StarKind, string> = { full: '★', half: '☆', empty: '☆' };
/** A half star is an outlined star with a full one drawn over its left half (hosted.css, `.star-half`). */
const stars = (rating: number) =>
  starsOf(rating)
    .map((kind) => `<span class="star-${kind}">${STAR_GLYPH[kind]}</span>`)
    .join('');

const NO_REVIEWS: StoreReviews = { rating: 0, count: 0, histogram: [0, 0, 0, 0, 0], newest: [] };

/**
 * Ratings and reviews like a store listing: the average with its stars and count, a bar per number of
 * stars (`<progress>`: no inline style, which the page's policy forbids), the newest visible reviews
 * with their replies. Server-rendered, no script.
 */
function reviewsHtml(locale: HostingLocale, reviews: StoreReviews, ratingBlock: string): string {
  const t = (key: string, values?: Record<string, string | number>) => e(hostingText(locale, key, values));
  if (!reviews.count) return `<section><h2>${t('reviews')}</h2>${ratingBlock}<p class="muted">${t('noReviews')}</p></section>`;
  const bars = [5, 4, 3, 2, 1]
    .map((n) => {
      const value = reviews.histogram[n - 1] ?? 0;
      return `<li><span>${n}</span><progress max="${reviews.count}" value="${value}" aria-label="${t('starsCount', { stars: n, count: value })}"></progress></li>`;
    })
    .join('');
  const items = reviews.newest
    .map(
      (r) =>
        `<li><p class="who"><b>${e(r.author)}</b> <span class="stars" role="img" aria-label="${t('ratingOutOf', { rating: r.rating })}">${stars(r.rating)}</span> <time datetime="${r.createdAt.toISOString()}">${r.createdAt.toISOString().slice(0, 10)}</time></p><p class="text">${e(r.content)}</p>${
          r.reply ? `<blockquote><b>${t('developerReply')}</b><p class="text">${e(r.reply)}</p></blockquote>` : ''
        }</li>`,
    )
    .join('');
  return `<section><h2>${t('reviews')}</h2><div class="summary">${ratingBlock}<ol class="bars">${bars}</ol></div><p class="muted">${t('reviewCount', { count: reviews.count })}</p><ul class="reviews">${items}</ul></section>`;
}

/** The store listing: icon, name, developer, facts, install button, screenshots, description, what's new, rating and reviews. */
export function installPageHtml(
  locale: HostingLocale,
  base: string,
  app: HostedApp,
  look: PageLook,
  funnel: PageFunnel,
  reviews: StoreReviews = NO_REVIEWS,
): string {
  const t = (key: string, values?: Record<string, string | number>) => e(hostingText(locale, key, values));
  const d = app.details;
  // Published review figures (refresh_comments) win over the rating typed on the store details.
  const score = reviews.count ? reviews.rating : d.rating;
  const rating = score > 0 ? score.toFixed(1) : '';
  const facts = [
    `<li><b>${rating ? `${rating} ★` : '—'}</b><span>${rating ? t('rating') : t('noRating')}</span></li>`,
    `<li><b>${e(downloadsLabel(HTML_LANG[locale], d.downloads))}</b><span>${t('downloads')}</span></li>`,
    d.size ? `<li><b>${e(d.size)}</b><span>${t('size')}</span></li>` : '',
  ].join('');
  const shots = d.screenshots.length
    ? `<section><h2>${t('screenshots')}</h2><div class="shots">${d.screenshots
        .map((s, i) => `<img src="${e(screenshotUrl(base, s))}" alt="${t('screenshotAlt', { number: i + 1 })}" loading="lazy">`)
        .join('')}</div></section>`
    : '';
  const whatsNew = d.whats_new ? `<section><h2>${t('whatsNew')}</h2><p class="text">${e(d.whats_new)}</p></section>` : '';
  const ratingBlock = rating
    ? `<div class="rating"><span class="score">${rating}</span><span class="stars" role="img" aria-label="${t('ratingOutOf', { rating })}">${stars(score)}</span></div>`
    : '';
  return `${pageHead(locale, base, app, look, `<script type="module" src="${e(assetUrl(base, 'page.js'))}"></script>\n`)}<body>
<main data-app="${e(app.appId)}" data-base="${e(base)}" data-launch="${e(launchUrl(base))}" ${funnelData(funnel)}>
<header class="head">
<img class="icon" src="${e(iconUrl(base, '192'))}" width="96" height="96" alt="">
<div><h1>${e(app.appName)}</h1><p class="dev">${d.developer ? e(d.developer) : t('developerUnknown')}</p></div>
</header>
<ul class="facts">${facts}</ul>
<button id="install" class="install" type="button">${t('install')}</button>
<a id="open" class="install" href="${e(launchUrl(base))}" hidden>${t('open')}</a>
<button id="notify" class="notify" type="button" hidden>${t('notify')}</button>
${shots}
<section><h2>${t('about')}</h2><p class="text${d.description ? '' : ' muted'}">${d.description ? e(d.description) : t('noDescription')}</p></section>
${whatsNew}
${reviewsHtml(locale, reviews, ratingBlock)}
<dialog id="help" aria-labelledby="help-title">
<div data-kind="ios" hidden><h2 id="help-title">${t('iosTitle')}</h2><p>${t('iosSteps')}</p></div>
<div data-kind="manual" hidden><h2>${t('manualTitle')}</h2><p>${t('manualSteps')}</p></div>
<button class="close" type="button">${t('close')}</button>
</dialog>
</main>
</body>
</html>
`;
}

/** The installed app's start page (start_url): reports the first standalone open and goes on to `target`. */
export function launchPageHtml(
  locale: HostingLocale,
  base: string,
  app: HostedApp,
  look: PageLook,
  target: string,
  funnel: PageFunnel,
): string {
  const name = { name: app.appName };
  return `${pageHead(locale, base, app, look, `<script type="module" src="${e(assetUrl(base, 'launch.js'))}"></script>\n`)}<body>
<main class="notice" data-app="${e(app.appId)}" data-target="${e(target)}" ${funnelData(funnel)}>
<img class="icon" src="${e(iconUrl(base, '192'))}" width="96" height="96" alt="">
<p>${e(hostingText(locale, 'opening', name))}</p>
<p><a href="${e(target)}">${e(hostingText(locale, 'openLink', name))}</a></p>
</main>
</body>
</html>
`;
}

/** What the worker shows for a page it cannot fetch and has not kept. */
export function offlinePageHtml(locale: HostingLocale, base: string, app: HostedApp, look: PageLook): string {
  return `${pageHead(locale, base, app, look)}<body>
<main class="notice">
<img class="icon" src="${e(iconUrl(base, '192'))}" width="96" height="96" alt="">
<h1>${e(hostingText(locale, 'offline.title'))}</h1>
<p>${e(hostingText(locale, 'offline.text'))}</p>
</main>
</body>
</html>
`;
}
