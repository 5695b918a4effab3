import { createHash } from 'node:crypto';
import { escapeHtml as e, PLAIN_PAGE_BASE_STYLE, plainPageHtml } from '../http/plain-page';
import { hostingText, type HostingLocale } from './hosting-texts';

/**
 * A plain page for a site without its app (paused, banned, expired, unbound, unknown host): a title
 * and a sentence in the visitor's language. It needs no file of any site (the site may not exist), so
 * its few styles are inline, allowed by their hash in its policy (NOTICE_CSP), and it has no script.
 */
export const NOTICE_STYLE = `${PLAIN_PAGE_BASE_STYLE}body{color-scheme:light dark}main{max-width:28rem;margin:1.5rem;text-align:center}h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0;line-height:1.6;opacity:.75}`;

export const NOTICE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(NOTICE_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `why`: the platform's own words on a banned app, below the page's sentence. */
export function noticePageHtml(locale: HostingLocale, key: string, why?: string): string {
  const reason = why ? `\n<p>${e(hostingText(locale, 'banned.reason'))} ${e(why)}</p>` : '';
  return plainPageHtml({
    locale,
    title: hostingText(locale, `${key}.title`),
    style: NOTICE_STYLE,
    head: '\n<meta name="color-scheme" content="light dark">',
    body: `<main>\n<h1>${e(hostingText(locale, `${key}.title`))}</h1>\n<p>${e(hostingText(locale, `${key}.text`))}</p>${reason}\n</main>`,
  });
}
