import { createHash } from 'node:crypto';
import { HTML_LANG, escapeHtml as e, hostingText, type HostingLocale } from './hosting-texts';

/**
 * A plain page for a site without its app (paused, banned, expired, unbound, unknown host): a title
 * and a sentence in the visitor's language. It needs no file of any site (the site may not exist), so
 * its few styles are inline, allowed by their hash in its policy (NOTICE_CSP), and it has no script.
 */
export const NOTICE_STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color-scheme:light dark}main{max-width:28rem;margin:1.5rem;text-align:center}h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0;line-height:1.6;opacity:.75}';

export const NOTICE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(NOTICE_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function noticePageHtml(locale: HostingLocale, key: string): string {
  const title = e(hostingText(locale, `${key}.title`));
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<style>${NOTICE_STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${e(hostingText(locale, `${key}.text`))}</p>
</main>
</body>
</html>
`;
}
