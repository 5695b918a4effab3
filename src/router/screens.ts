import { lazy } from 'react';
import { requireMessages } from '@/locales/i18n';
import { BASE_HOME_PATH, DEFAULT_HOME_PATH, LOGIN_PATH } from './paths';

// Every screen is its own chunk: /login loads only the login view; the layout and the
// business pages load after sign-in.
const loaders = {
  login: () => import('@/views/login/LoginPage').then((m) => ({ default: m.LoginPage })),
  // The signed-in console needs the rest of the locale's messages too.
  layout: () =>
    Promise.all([import('@/layouts/basic/BasicLayout'), requireMessages('app')]).then(([m]) => ({
      default: m.BasicLayout,
    })),
  analysis: () => import('@/views/dashboard/analysis/AnalysisPage').then((m) => ({ default: m.AnalysisPage })),
  pageResolver: () => import('@/views/page-resolver/PageResolver').then((m) => ({ default: m.PageResolver })),
};

export const LoginScreen = lazy(loaders.login);
export const LayoutScreen = lazy(loaders.layout);
export const AnalysisScreen = lazy(loaders.analysis);
export const PageResolverScreen = lazy(loaders.pageResolver);

/**
 * Starts downloading the first screen's code at boot, alongside the locale messages, instead
 * of after them (the app renders only once messages are in). The module cache makes the later
 * lazy() import of the same file instant.
 */
export function preloadScreensFor(pathname: string): void {
  const ignoreFailure = () => undefined;
  if (pathname === LOGIN_PATH) {
    loaders.login().catch(ignoreFailure);
    return;
  }
  loaders.layout().catch(ignoreFailure);
  const home = ['/', BASE_HOME_PATH, DEFAULT_HOME_PATH].includes(pathname);
  const content = home ? loaders.analysis : loaders.pageResolver;
  content().catch(ignoreFailure);
}
