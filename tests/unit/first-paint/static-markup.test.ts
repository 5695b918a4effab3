import { describe, expect, it } from 'vitest';
import { toStaticMarkup } from '../../../build/first-paint/first-paint-markup';
import { buildLoginPageHtml } from '../../../build/first-paint/login-page-html';

function rendered(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const FORM = `
  <form name="login" novalidate class="form">
    <label for="login-username">User</label>
    <input id="login-username" name="username" aria-describedby="login-username-error">
    <div id="login-username-error"></div>
    <input id="login-password" type="password" name="password">
    <button type="submit" class="primary">Sign in</button>
  </form>`;

describe('the static copy of the login screen', () => {
  it('keeps its ids and id references to itself', () => {
    const copy = rendered(toStaticMarkup(rendered(FORM)));
    expect(copy.querySelector('#login-username')).toBeNull();
    expect(copy.querySelector('#first-paint-login-username')?.getAttribute('aria-describedby')).toBe('first-paint-login-username-error');
    expect(copy.querySelector('label')?.getAttribute('for')).toBe('first-paint-login-username');
    expect(copy.querySelector('#first-paint-login-password')?.getAttribute('type')).toBe('password');
  });

  it('cannot submit anything itself: no form element, no submit button, the button marked for the app', () => {
    const copy = rendered(toStaticMarkup(rendered(FORM)));
    expect(copy.querySelector('form')).toBeNull();
    expect(copy.querySelector('[type="submit"]')).toBeNull();
    const container = copy.querySelector('.form');
    expect(container?.tagName).toBe('DIV');
    expect(container?.hasAttribute('novalidate')).toBe(false);
    const button = copy.querySelector('button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.hasAttribute('data-first-paint-submit')).toBe(true);
    expect(button?.textContent).toBe('Sign in');
  });

  it('puts the caret in the first field by itself (autofocus), as the live form does with script', () => {
    const copy = rendered(toStaticMarkup(rendered(FORM)));
    expect(copy.querySelector('#first-paint-login-username')?.hasAttribute('autofocus')).toBe(true);
    expect(copy.querySelector('#first-paint-login-password')?.hasAttribute('autofocus')).toBe(false);
  });

  it('leaves the rendered source untouched', () => {
    const source = rendered(FORM);
    toStaticMarkup(source);
    expect(source.querySelector('form #login-username')).not.toBeNull();
  });
});

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>PWA Console</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`;

describe('the pre-rendered login page', () => {
  const page = () =>
    buildLoginPageHtml({
      indexHtml: INDEX_HTML,
      lang: 'en',
      title: 'Sign in - PWA <Console>',
      markup: '<main>form</main>',
      injectedCss: '.anticon{display:inline-flex}',
      stylesheets: [
        { href: '/assets/index-1.css', css: 'body{margin:0}' },
        { href: '/assets/login-2.css', css: '.page{min-height:100vh}' },
      ],
    });

  it('says its language and title', () => {
    const html = page();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Sign in - PWA &lt;Console></title>');
  });

  it('inlines every stylesheet the screen needs instead of linking it, so nothing holds the first paint', () => {
    const html = page();
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>.page{min-height:100vh}</style>');
    expect(html.indexOf('.page{min-height:100vh}')).toBeLessThan(html.indexOf('</head>'));
    // The entry script is still there.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('puts the screen in its own layer before #app, with the CSS the console injected while rendering it', () => {
    const doc = new DOMParser().parseFromString(page(), 'text/html');
    const layer = doc.getElementById('first-paint');
    expect(layer?.nextElementSibling?.id).toBe('app');
    expect(layer?.querySelector('main')?.textContent).toBe('form');
    expect(layer?.querySelector('style')?.textContent).toBe('.anticon{display:inline-flex}');
    expect(doc.getElementById('app')?.childElementCount).toBe(0);
  });

  it('refuses a stylesheet whose relative url() would point elsewhere once inlined', () => {
    expect(() =>
      buildLoginPageHtml({
        indexHtml: INDEX_HTML,
        lang: 'en',
        title: 't',
        markup: '',
        injectedCss: '',
        stylesheets: [{ href: '/assets/a.css', css: '.x{background:url(./bg.png)}' }],
      }),
    ).toThrow(/relative url\(\)/);
  });
});
