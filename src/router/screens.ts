import { lazy } from 'react';
import { requireMessages } from '@/locales/i18n';
import { userStore } from '@/store/user-store';
import { preloadableScreen } from './preloadable-screen';
import {
  BASE_HOME_PATH,
  DEFAULT_HOME_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  MOBILE_LOGIN_PATH,
  QR_CONFIRM_PATH,
  QR_LOGIN_PATH,
  REGISTER_PATH,
} from './paths';

/**
 * A session that ended while the signed-in texts were asked for (an expired token at start) is
 * not a broken screen: the guard is on its way to the login page, and the layout asks again
 * after the next sign-in. Any other failure stays the screen's.
 */
function unlessSignedOut(error: unknown): void {
  if (userStore.getState().token) throw error;
}

// Every screen is its own chunk: /login loads only the login view; the layout and the
// business pages load after sign-in.
const loaders = {
  login: () => import('@/views/login/LoginPage').then((m) => ({ default: m.LoginPage })),
  // The signed-in console needs the rest of the locale's messages too.
  layout: () =>
    Promise.all([import('@/layouts/basic/BasicLayout'), requireMessages('app').catch(unlessSignedOut)]).then(([m]) => ({
      default: m.BasicLayout,
    })),
  analysis: () => import('@/views/dashboard/analysis/AnalysisPage').then((m) => ({ default: m.AnalysisPage })),
  pageResolver: () => import('@/views/page-resolver/PageResolver').then((m) => ({ default: m.PageResolver })),
  register: () => import('@/views/register/RegisterPage').then((m) => ({ default: m.RegisterPage })),
  forgotPassword: () => import('@/views/forgot-password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
  qrLogin: () => import('@/views/login/qr/QrLoginPage').then((m) => ({ default: m.QrLoginPage })),
  // Signed in, outside the layout: it loads the signed-in texts itself.
  qrConfirm: () =>
    Promise.all([import('@/views/login/qr/QrConfirmPage'), requireMessages('app')]).then(([m]) => ({
      default: m.QrConfirmPage,
    })),
  mobileLogin: () => import('@/views/login/mobile/MobileLoginPage').then((m) => ({ default: m.MobileLoginPage })),
  accountSecurity: () => import('@/views/account-security/AccountSecurityPage').then((m) => ({ default: m.AccountSecurityPage })),
};

/** Preloadable: boot.tsx loads it before hydrating a pre-rendered /login. */
export const LoginScreen = preloadableScreen(loaders.login);
export const LayoutScreen = lazy(loaders.layout);
export const AnalysisScreen = lazy(loaders.analysis);
export const PageResolverScreen = lazy(loaders.pageResolver);
export const RegisterScreen = lazy(loaders.register);
export const ForgotPasswordScreen = lazy(loaders.forgotPassword);
export const QrLoginScreen = lazy(loaders.qrLogin);
export const QrConfirmScreen = lazy(loaders.qrConfirm);
export const MobileLoginScreen = lazy(loaders.mobileLogin);
export const AccountSecurityScreen = lazy(loaders.accountSecurity);

/** Screens outside the signed-in layout (the sign-in family): their own chunk only. */
const standaloneLoaders: Record<string, () => Promise<unknown>> = {
  [REGISTER_PATH]: loaders.register,
  [FORGOT_PASSWORD_PATH]: loaders.forgotPassword,
  [QR_LOGIN_PATH]: loaders.qrLogin,
  [QR_CONFIRM_PATH]: loaders.qrConfirm,
  [MOBILE_LOGIN_PATH]: loaders.mobileLogin,
};

/**
 * Starts downloading the first screen's code at boot, alongside the locale messages, instead
 * of after them (the app renders only once messages are in). The module cache makes the later
 * lazy() import of the same file instant.
 */
export function preloadScreensFor(pathname: string): void {
  const ignoreFailure = () => undefined;
  const standalone = standaloneLoaders[pathname];
  if (standalone) {
    standalone().catch(ignoreFailure);
    return;
  }
  if (pathname === LOGIN_PATH) {
    loaders.login().catch(ignoreFailure);
    return;
  }
  loaders.layout().catch(ignoreFailure);
  const home = ['/', BASE_HOME_PATH, DEFAULT_HOME_PATH].includes(pathname);
  const content = home ? loaders.analysis : loaders.pageResolver;
  content().catch(ignoreFailure);
}
