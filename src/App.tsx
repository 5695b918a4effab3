import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionOverlays } from '@/components/session-timeout/SessionOverlays';
import { LocaleProvider, useI18n } from '@/locales';
import { AppRoutes } from '@/router/AppRoutes';
import { NavigationBridge } from '@/router/NavigationBridge';
import { useAppTheme } from '@/styles/use-app-theme';

/**
 * Theme and locale around the app. Renders once the first locale bundle is in (no flash of ids).
 * The app inside is drawn anew on a locale or theme switch (texts read with t() follow), hence a
 * function rather than an element.
 */
export function AppFrame({ children }: { children: () => ReactNode }) {
  const { ready, antdLocale } = useI18n();
  const appTheme = useAppTheme();
  if (!ready) return null;
  return (
    <ConfigProvider theme={appTheme} locale={antdLocale}>
      <LocaleProvider>{children()}</LocaleProvider>
    </ConfigProvider>
  );
}

/** The routes and what goes with them, inside a router. */
export function AppContent() {
  return (
    <>
      <NavigationBridge />
      <AppRoutes />
      <SessionOverlays />
    </>
  );
}

/** The app in the browser. The build renders the same tree at /login on the server (build/first-paint/). */
export function App() {
  return (
    <AppFrame>
      {() => (
        <BrowserRouter>
          <AppContent />
        </BrowserRouter>
      )}
    </AppFrame>
  );
}
