export const LOGIN_PATH = '/login';
/** Spec §2: "/" redirects to the base home. */
export const BASE_HOME_PATH = '/dashboard';
/** Where a user without a homePath lands after login. */
export const DEFAULT_HOME_PATH = '/dashboard/analysis';
export const REDIRECT_QUERY = 'redirect';
