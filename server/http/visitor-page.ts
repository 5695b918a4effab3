import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale, translate, type ServerLocale } from './i18n';

const HTML_LANG: Record<ServerLocale, string> = { zh_CN: 'zh-CN', en: 'en' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small self-contained HTML page (no script, inline style only) for people who follow a public link. */
export function visitorPageHtml(locale: ServerLocale, title: string, text: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#262626}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0;line-height:1.6;color:#595959}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
</main>
</body>
</html>
`;
}

/**
 * Answers a visitor (not the console) with a page in the language of its Accept-Language header:
 * `<key>.title` and `<key>.text` of locales/<locale>/server.json, with the given HTTP status.
 */
export function sendVisitorPage(request: FastifyRequest, reply: FastifyReply, status: number, key: string) {
  const locale = pickLocale(request.headers['accept-language']);
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Language', HTML_LANG[locale])
    .type('text/html; charset=utf-8')
    .send(visitorPageHtml(locale, translate(locale, `${key}.title`), translate(locale, `${key}.text`)));
}
