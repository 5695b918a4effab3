import { createRoot } from 'react-dom/client';
import { App } from '@/App';
import { LOCALE_TAGS, LOCALES, type LocaleId } from '@/locales/locale-list';
import { setLocale } from '@/locales/i18n';
import { FIRST_PAINT_COOKIE } from '@/views/login/first-paint/first-paint-variant';

export { LOCALES, LOCALE_TAGS, FIRST_PAINT_COOKIE, type LocaleId };

/**
 * Loaded by prerender-login.ts through Vite (aliases, CSS modules with the build's class names),
 * in a jsdom window at /login: mounts the console as boot.tsx does, without its side effects
 * (error capture, storage cleanup, downloads), and switches locale on demand.
 */
export function mountConsole(): () => void {
  const root = createRoot(document.getElementById('app')!);
  root.render(<App />);
  return () => root.unmount();
}

export const switchLocale = (locale: LocaleId) => setLocale(locale);
