import {
  ACCOUNT_SECURITY_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  MOBILE_LOGIN_PATH,
  QR_CONFIRM_PATH,
  QR_LOGIN_PATH,
  REGISTER_PATH,
} from '../paths';
import type { RouteInfo } from './route-types';

/** The login route's description (outside the layout; for the title and the tabs' rules). */
export const LOGIN_ROUTE: RouteInfo = {
  path: LOGIN_PATH,
  name: 'Login',
  meta: { title: 'login.title', ignoreAuth: true, hideMenu: true },
};

/**
 * Other routes AppRoutes renders with screens of their own (the sign-in family, account security):
 * described here so titles, tabs and the 404 rule know them. A new route in AppRoutes belongs here too.
 */
export const OTHER_ROUTES: readonly RouteInfo[] = [
  { path: REGISTER_PATH, name: 'Register', meta: { title: 'login.registerTitle', ignoreAuth: true, hideMenu: true } },
  { path: FORGOT_PASSWORD_PATH, name: 'ForgotPassword', meta: { title: 'login.forgotTitle', ignoreAuth: true, hideMenu: true } },
  { path: QR_LOGIN_PATH, name: 'QrLogin', meta: { title: 'login.qrTitle', ignoreAuth: true, hideMenu: true } },
  { path: MOBILE_LOGIN_PATH, name: 'MobileLogin', meta: { title: 'login.mobileTitle', ignoreAuth: true, hideMenu: true } },
  { path: QR_CONFIRM_PATH, name: 'QrConfirm', meta: { title: 'login.qrConfirmTitle', hideMenu: true } },
  { path: ACCOUNT_SECURITY_PATH, name: 'AccountSecurity', meta: { title: 'account.securityTitle', hideMenu: true } },
];
