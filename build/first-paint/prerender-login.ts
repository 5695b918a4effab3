/*
 * Last step of `npm run build`: renders the login screen with React's server renderer (the app's own
 * tree at /login, loaded through Vite), once per locale, and writes dist/console/login.<locale>.html
 * (index.html with that screen in #app, see login-page-html.ts), which the browser hydrates
 * (src/boot.tsx), and first-paint.json, which tells the server which file answers /login for which
 * value of the first-paint cookie. The password field is on screen as soon as the HTML and its CSS
 * are in, before any script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { bootMessagesOf, DEFAULT_BOOT_MESSAGES, LOGIN_VIEW } from '../first-screen';
import { buildLoginPageHtml } from './login-page-html';
import type * as Screen from './render-login-screen';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const consoleDir = path.join(repoRoot, 'dist', 'console');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const readStylesheet = (href: string) => {
  const css = fs.readFileSync(path.join(consoleDir, href), 'utf8');
  if (/url\(\s*['"]?(?![a-z]+:|\/)/i.test(css))
    throw new Error(`${href} has a relative url(), which would break once inlined into the page`);
  return { href, css };
};

/** The built stylesheets of the login view and everything it imports statically, less the entry's. */
function loginStylesheets(manifest: Record<string, ManifestChunk>, entryCss: string[]): string[] {
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
  walk(LOGIN_VIEW);
  return [...found].filter((href) => !entryCss.includes(href));
}

async function main() {
  const indexHtml = fs.readFileSync(path.join(consoleDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(consoleDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryCss = (manifest['index.html']?.css ?? []).map((css) => `/${css}`);
  const entryStylesheets = entryCss.map(readStylesheet);
  const stylesheets = loginStylesheets(manifest, entryCss).map(readStylesheet);

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
    for (const locale of screen.LOCALES) {
      const rendered = await screen.renderLoginScreen(locale);
      const from = manifest[DEFAULT_BOOT_MESSAGES]?.file;
      const to = manifest[bootMessagesOf(locale)]?.file;
      const html = buildLoginPageHtml({
        indexHtml,
        lang: rendered.lang,
        title: rendered.title,
        appHtml: rendered.html,
        antdCss: rendered.antdCss,
        entryStylesheets,
        stylesheets,
        bootMessages: from && to && from !== to ? { from, to } : undefined,
      });
      const file = `login.${locale}.html`;
      fs.writeFileSync(path.join(consoleDir, file), html);
      variants[locale] = file;
      console.log(`prerender-login: wrote dist/console/${file}`);
    }
    const plan = { cookie: screen.FIRST_PAINT_COOKIE, defaultVariant: screen.LOCALES[0], variants };
    fs.writeFileSync(path.join(consoleDir, 'first-paint.json'), `${JSON.stringify(plan, null, 2)}\n`);
  } finally {
    await vite.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
