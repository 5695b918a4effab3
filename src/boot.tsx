// The app's start (main.tsx loads it). Must stay the first import: it starts the first screen's downloads.
import './router/start-downloads';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadFirstScreen } from './router/preload-first-screen';
import { LoginScreen } from './router/screens';
import { wireHttpLayer } from './store/http-wiring';
import { getProjectConfig } from './store/project-config-store';
import { userStore } from './store/user-store';
import { initI18n } from './locales';
import { loadBakedAntdStyles } from './styles/baked-antd-styles';
import { followDocumentTheme } from './styles/document-theme';
import { installErrorCapture } from './utils/error-log/install-error-capture';
import { scheduleStaleKeyCleanup } from './utils/storage';
import { takeEarlySubmit } from './views/login/first-paint/early-submit';
import { followFirstPaintCookie } from './views/login/first-paint/follow-first-paint-cookie';

// Spec §8: script errors, rejections and failed resources into the error log, when useErrorHandle is on.
installErrorCapture(() => getProjectConfig().useErrorHandle);
wireHttpLayer();
scheduleStaleKeyCleanup();
// Signed-in pages: the layout's code, once the stored token says that is where we land.
preloadFirstScreen();
// Dark mode and the gray / colour-weak filters on <html> before the first paint.
followDocumentTheme();
// Tells the server which pre-rendered login screen fits this browser next time.
followFirstPaintCookie();

const container = document.getElementById('app');
if (!container) throw new Error('index.html must contain #app');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/*
 * /login may come pre-rendered for a first visit (build/first-paint/): React hydrates it, once the
 * messages it was drawn with and the login screen's code are in (hydrated in one pass, no store
 * update can meet a boundary still waiting for code). With a stored session the app draws
 * something else there, so it starts afresh instead.
 */
const prerendered = container.firstElementChild !== null && !userStore.getState().token;
if (!prerendered) {
  container.replaceChildren();
  takeEarlySubmit();
}
// antd's cssinjs reads which styles the page's stylesheets hold once, when the first antd component
// draws: the build's baked sheet (src/styles/baked-antd-styles.ts) must be in by then.
void Promise.all([loadBakedAntdStyles(), ...(prerendered ? [initI18n(), LoginScreen.preload()] : [])]).then(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
