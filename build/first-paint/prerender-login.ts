/*
 * Step two of `npm run build`, after `vite build`: renders the login screen with the console's own
 * code (in jsdom, loaded through Vite), once per locale, and writes dist/console/login.<locale>.html
 * (index.html with that screen already drawn, see login-page-html.ts) and first-paint.json, which
 * tells the server which file answers /login for which value of the first-paint cookie.
 * The password field is then on screen as soon as the HTML and its CSS are in, before any script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { bootMessagesOf, DEFAULT_BOOT_MESSAGES, LOGIN_VIEW } from '../first-screen';
import { toStaticMarkup } from './first-paint-markup';
import { installJsdomGlobals } from './jsdom-globals';
import { buildLoginPageHtml } from './login-page-html';
import type * as Screen from './render-login-screen';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const consoleDir = path.join(repoRoot, 'dist', 'console');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The built stylesheets of the entry, the login view and everything it imports statically. */
function loginStylesheets(manifest: Record<string, ManifestChunk>): { href: string; css: string }[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender-login: ${key} is not in the build manifest`);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk('index.html');
  walk(LOGIN_VIEW);
  return [...found].map((href) => ({ href, css: fs.readFileSync(path.join(consoleDir, href), 'utf8') }));
}

/** index.html preloads the default locale's boot messages; another locale's copy preloads its own. */
function preloadBootMessagesOf(locale: string, indexHtml: string, manifest: Record<string, ManifestChunk>): string {
  const from = manifest[DEFAULT_BOOT_MESSAGES]?.file;
  const to = manifest[bootMessagesOf(locale)]?.file;
  if (!from || !to || from === to) return indexHtml;
  return indexHtml.replace(`href="/${from}"`, `href="/${to}"`);
}

async function until(found: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!found()) {
    if (Date.now() - started > timeoutMs) throw new Error(`prerender-login: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function main() {
  const indexHtml = fs.readFileSync(path.join(consoleDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(consoleDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const stylesheets = loginStylesheets(manifest);

  const window = installJsdomGlobals('http://localhost/login');
  const vite = await createServer({
    root: repoRoot,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const screen = (await vite.ssrLoadModule('/build/first-paint/render-login-screen.tsx')) as typeof Screen;
    const variants: Record<string, string> = {};
    const unmount = screen.mountConsole();
    for (const locale of screen.LOCALES) {
      await screen.switchLocale(locale);
      const lang = screen.LOCALE_TAGS[locale];
      await until(
        () => document.documentElement.lang === lang && Boolean(document.querySelector('#app input[type="password"]')),
        `the ${locale} login form`,
      );
      // The copy shows no field as focused (its autofocus puts the caret back in the browser);
      // effects such as the document title settle after the render.
      (document.activeElement as HTMLElement | null)?.blur();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const injectedCss = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
      const html = buildLoginPageHtml({
        indexHtml: preloadBootMessagesOf(locale, indexHtml, manifest),
        lang,
        title: document.title,
        markup: toStaticMarkup(document.getElementById('app')!),
        injectedCss,
        stylesheets,
      });
      const file = `login.${locale}.html`;
      fs.writeFileSync(path.join(consoleDir, file), html);
      variants[locale] = file;
      console.log(`prerender-login: wrote dist/console/${file}`);
    }
    unmount();
    const plan = { cookie: screen.FIRST_PAINT_COOKIE, defaultVariant: screen.LOCALES[0], variants };
    fs.writeFileSync(path.join(consoleDir, 'first-paint.json'), `${JSON.stringify(plan, null, 2)}\n`);
  } finally {
    await vite.close();
    window.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
