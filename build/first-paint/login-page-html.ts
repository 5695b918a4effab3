import { FIRST_PAINT_ID } from '../../src/views/login/first-paint/take-over';

export interface LoginPageParts {
  /** The built index.html. */
  indexHtml: string;
  /** BCP 47 tag for <html lang>. */
  lang: string;
  title: string;
  /** Static markup of the login screen (toStaticMarkup). */
  markup: string;
  /** CSS the console injected at run time while rendering it (icon styles, …). */
  injectedCss: string;
  /** Built stylesheets of the entry and the login screen's chunks: URL (/assets/…) and content. */
  stylesheets: { href: string; css: string }[];
}

/**
 * index.html with the login screen already in it: the screen's stylesheets inlined in <head> (a few
 * KB; a linked stylesheet would hold the first paint until it arrived), and the static screen in a
 * fixed layer over #app, which the login view removes when it mounts (taking over what was typed)
 * and navigation away from /login removes too.
 */
export function buildLoginPageHtml(parts: LoginPageParts): string {
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  let html = parts.indexHtml;
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`);
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`);
  const added: string[] = [];
  for (const { href, css } of parts.stylesheets) {
    if (/url\(\s*['"]?(?![a-z]+:|\/)/i.test(css)) {
      throw new Error(`${href} has a relative url(), which would break once inlined into the page`);
    }
    const inline = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (link.test(html)) html = html.replace(link, () => inline);
    else added.push(inline);
  }
  added.push(`<style>#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:2000;overflow:auto}</style>`);
  html = html.replace('</head>', `  ${added.join('\n    ')}\n  </head>`);
  const injected = parts.injectedCss ? `<style>${parts.injectedCss}</style>` : '';
  const screen = `<div id="${FIRST_PAINT_ID}">${injected}${parts.markup}</div>`;
  if (!html.includes('<div id="app"></div>')) throw new Error('index.html must contain <div id="app"></div>');
  return html.replace('<div id="app"></div>', `${screen}\n    <div id="app"></div>`);
}
