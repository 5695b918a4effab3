import type { ServerLocale } from './i18n';

/** `lang` of a server-rendered page in a locale, and its Content-Language. */
export const HTML_LANG: Record<ServerLocale, string> = { zh_CN: 'zh-CN', en: 'en' };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The system font stack and the centred column every plain page starts from. */
export const PLAIN_PAGE_BASE_STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}';

export interface PlainPage {
  locale: ServerLocale;
  /** Plain text: escaped here. */
  title: string;
  /** The whole `<style>` content (a page allowing it by hash hashes exactly this). */
  style: string;
  /** HTML inside `<body>`, escaped by the caller. */
  body: string;
  /** Extra `<head>` elements. */
  head?: string;
}

/**
 * A small self-contained HTML document for people outside the console (visitors of a public link, a
 * hosted site without its app, the sandbox payment page): no script, its styles inline.
 */
export function plainPageHtml(page: PlainPage): string {
  return `<!doctype html>
<html lang="${HTML_LANG[page.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${page.head ?? ''}
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
