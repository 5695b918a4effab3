import { Writable } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppContent, AppFrame } from '@/App';
import { documentTitleOf } from '@/hooks/use-document-title';
import { setLocale } from '@/locales/i18n';
import { LOCALE_TAGS, LOCALES, type LocaleId } from '@/locales/locale-list';
import { LOGIN_PATH } from '@/router/paths';
import { LoginScreen } from '@/router/screens';
import { FIRST_PAINT_COOKIE } from '@/views/login/first-paint/first-paint-variant';

export { LOCALES, FIRST_PAINT_COOKIE, type LocaleId };

/** The title LoginPage gives the document (its useDocumentTitle runs only in the browser). */
const LOGIN_TITLE_ID = 'login.title';

export interface RenderedLoginScreen {
  /** What goes inside #app: the app's tree at /login, as the browser hydrates it. */
  html: string;
  /** antd's styles for it (cssinjs's extractStyle, as in antd's server-rendering guide). */
  antdCss: string;
  /** BCP 47 tag for <html lang>. */
  lang: string;
  title: string;
}

/**
 * Loaded by prerender-login.ts through Vite (aliases, CSS modules with the build's class names):
 * renders the app at /login for a first visit (no stored session, default look) in one locale, with
 * React's server renderer, once every lazy screen on the way has loaded.
 */
export async function renderLoginScreen(locale: LocaleId): Promise<RenderedLoginScreen> {
  // Loaded first, as the browser does before hydrating (src/boot.tsx): no Suspense boundary around it.
  await Promise.all([setLocale(locale), LoginScreen.preload()]);
  const cache = createCache();
  const tree = (
    <StyleProvider cache={cache}>
      <AppFrame>
        {() => (
          <StaticRouter location={LOGIN_PATH}>
            <AppContent />
          </StaticRouter>
        )}
      </AppFrame>
    </StyleProvider>
  );
  const html = await new Promise<string>((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
      final(done) {
        resolve(out);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
  return { html, antdCss: extractStyle(cache, { plain: true }), lang: LOCALE_TAGS[locale], title: documentTitleOf(LOGIN_TITLE_ID) };
}
