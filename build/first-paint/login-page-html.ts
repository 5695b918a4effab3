import { PRERENDERED_ANTD_ATTRIBUTE } from '../../src/styles/baked-theme-key';

/** Where index.html takes the server-rendered screen (as in Vite's server-rendering guide). */
export const APP_HEAD_PLACEHOLDER = '<!--app-head-->';
export const APP_HTML_PLACEHOLDER = '<!--app-html-->';

export interface LoginPageParts {
  /** The built index.html. */
  indexHtml: string;
  /** BCP 47 tag for <html lang>. */
  lang: string;
  title: string;
  /** The app's tree at /login from React's server renderer. */
  appHtml: string;
  /** antd's styles for that tree. */
  antdCss: string;
  /** The entry's built stylesheets, which index.html links: URL (/assets/…) and content. */
  entryStylesheets: { href: string; css: string }[];
  /** The built stylesheets the login screen's chunks load: URL and content. */
  stylesheets: { href: string; css: string }[];
  /** index.html preloads the default locale's boot messages: this page's locale's instead. */
  bootMessages: { from: string; to: string } | undefined;
}

function replaceOnce(html: string, search: string, replacement: string): string {
  if (!html.includes(search)) throw new Error(`index.html has no ${search}`);
  return html.replace(search, () => replacement);
}

/** index.html with the login screen rendered into #app, ready for hydrateRoot (src/boot.tsx). */
export function buildLoginPageHtml(parts: LoginPageParts): string {
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // antd's styles first in <head> and the login chunks' stylesheets last, where the browser would
  // have put them: the console's own CSS wins ties with antd's. All inlined (a few KB), where a
  // linked sheet would hold the first paint until it arrived.
  const inline = (css: string) => css.replace(/<\/style/gi, '<\\/style');
  const antdStyle = `<style ${PRERENDERED_ANTD_ATTRIBUTE}>${inline(parts.antdCss)}</style>`;
  const links = parts.stylesheets.map(({ href, css }) => `<style data-href="${href}">${inline(css)}</style>\n  `).join('');
  let html = parts.indexHtml;
  html = replaceOnce(html, '<html lang="zh-CN">', `<html lang="${parts.lang}">`);
  html = replaceOnce(html, '<title>PWA Console</title>', `<title>${escapeText(parts.title)}</title>`);
  if (parts.bootMessages) html = replaceOnce(html, `href="/${parts.bootMessages.from}"`, `href="/${parts.bootMessages.to}"`);
  html = replaceOnce(html, APP_HEAD_PLACEHOLDER, antdStyle);
  for (const { href, css } of parts.entryStylesheets) {
    html = replaceOnce(html, `<link rel="stylesheet" crossorigin href="${href}">`, `<style data-href="${href}">${inline(css)}</style>`);
  }
  html = replaceOnce(html, '</head>', `${links}</head>`);
  return replaceOnce(html, APP_HTML_PLACEHOLDER, parts.appHtml);
}
