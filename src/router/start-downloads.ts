/*
 * Imported first by boot.tsx. ES modules run in import order, so this starts the downloads the
 * first screen needs before the rest of the app evaluates and before the first (slow) read of
 * browser storage. The default locale's messages are fetched on speculation: the stored choice
 * is only known after that read, and the small chunk should not wait behind the screen's.
 */
import { initI18n } from '@/locales/i18n';
import { prefetchLocalePart } from '@/locales/load-messages';
import { DEFAULT_LOCALE } from '@/locales/locale-list';
import { LOGIN_PATH } from './paths';
import { preloadScreensFor } from './screens';

prefetchLocalePart(DEFAULT_LOCALE, 'boot');
if (window.location.pathname === LOGIN_PATH) preloadScreensFor(LOGIN_PATH);
// A refused call for the signed-in texts (an expired session) is the HTTP layer's to handle.
void initI18n().catch((error: unknown) => {
  if (!(error instanceof Error && error.name === 'ApiRequestError')) console.error(error);
});
