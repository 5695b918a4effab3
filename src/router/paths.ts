export const LOGIN_PATH = '/login';
/** Spec §2: "/" redirects to the base home. */
export const BASE_HOME_PATH = '/dashboard';
/** Where a user without a homePath lands after login. */
export const DEFAULT_HOME_PATH = '/dashboard/analysis';
export const REDIRECT_QUERY = 'redirect';

// The sign-in family (open without a token, except the QR confirmation) and account security.
export const REGISTER_PATH = '/register';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const QR_LOGIN_PATH = '/login/qr';
/** Opened by a signed-in console from the QR code: `?id=<qr_id>`. */
export const QR_CONFIRM_PATH = '/login/qr-confirm';
export const MOBILE_LOGIN_PATH = '/login/mobile';
export const ACCOUNT_SECURITY_PATH = '/setting/security';

// Fixed routes of the signed-in console (spec §2).
/** The error page; `?status=403|404|500|network`. Never a tab. */
export const EXCEPTION_PATH = '/exception';
export const API_DOC_PATH = '/apiDoc';
export const ERROR_LOG_PATH = '/error-log';
export const ERROR_LOG_LIST_PATH = '/error-log/list';
export const SETTING_PATH = '/setting';
export const SETTING_INDEX_PATH = '/setting/index';
/** The internal redirect helper: /redirect/<encoded path>/<'path'|'name'>/<JSON of the original params>? */
export const REDIRECT_PATH_PREFIX = '/redirect';
/** The redirect helper's route pattern (react-router syntax). */
export const REDIRECT_ROUTE_PATTERN = `${REDIRECT_PATH_PREFIX}/:path/:_redirect_type/:_origin_params?`;
/** Route names the tabs and the redirect helper recognise (spec §2: no tabs for them). */
export const REDIRECT_ROUTE_NAME = 'Redirect';
export const PAGE_NOT_FOUND_ROUTE_NAME = 'PageNotFound';
