import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { LocaleProvider, useI18n } from '@/locales';
import { AppRoutes } from '@/router/AppRoutes';
import { NavigationBridge } from '@/router/NavigationBridge';
import { lightTheme } from '@/styles/theme';

/** Theme, locale and routes. Renders once the first locale bundle is in (no flash of ids). */
export function App() {
  const { ready, antdLocale } = useI18n();
  if (!ready) return null;
  return (
    <ConfigProvider theme={lightTheme} locale={antdLocale}>
      <LocaleProvider>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
      </LocaleProvider>
    </ConfigProvider>
  );
}
