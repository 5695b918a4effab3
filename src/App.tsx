import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { SessionOverlays } from '@/components/session-timeout/SessionOverlays';
import { LocaleProvider, useI18n } from '@/locales';
import { AppRoutes } from '@/router/AppRoutes';
import { NavigationBridge } from '@/router/NavigationBridge';
import { useAppTheme } from '@/styles/use-app-theme';

/** Theme, locale and routes. Renders once the first locale bundle is in (no flash of ids). */
export function App() {
  const { ready, antdLocale } = useI18n();
  const appTheme = useAppTheme();
  if (!ready) return null;
  return (
    <ConfigProvider theme={appTheme} locale={antdLocale}>
      <LocaleProvider>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
          <SessionOverlays />
        </BrowserRouter>
      </LocaleProvider>
    </ConfigProvider>
  );
}
