import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale, translate, type ServerLocale } from './i18n';
import { escapeHtml, HTML_LANG, PLAIN_PAGE_BASE_STYLE, plainPageHtml } from './plain-page';

const VISITOR_STYLE = `${PLAIN_PAGE_BASE_STYLE}body{background:#f5f5f5;color:#262626}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08);text-align:center}
h1{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0;line-height:1.6;color:#595959}`;

/** A page with a title and a sentence, for people who follow a public link. */
export function visitorPageHtml(locale: ServerLocale, title: string, text: string): string {
  return plainPageHtml({
    locale,
    title,
    style: VISITOR_STYLE,
    body: `<main>\n<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n</main>`,
  });
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
