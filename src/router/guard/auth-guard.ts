import {
  DEFAULT_HOME_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  MOBILE_LOGIN_PATH,
  QR_LOGIN_PATH,
  REDIRECT_QUERY,
  REGISTER_PATH,
} from '../paths';
import { safeRedirectTarget } from './safe-redirect';

export interface AuthGuardInput {
  pathname: string;
  /** Query string including the leading "?", or empty. */
  search: string;
  hash?: string;
  hasToken: boolean;
  /** The signed-in user's homePath, when known. */
  homePath?: string;
  /**
   * After the user logged out on purpose the login page opens plain; otherwise (a session that
   * expired, a link opened while signed out) it remembers where the user was going.
   */
  signedOutByUser?: boolean;
}

/** Routes anyone may open without a token (route meta ignoreAuth): the sign-in family. */
const PUBLIC_PATHS = new Set<string>([LOGIN_PATH, REGISTER_PATH, FORGOT_PASSWORD_PATH, QR_LOGIN_PATH, MOBILE_LOGIN_PATH]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname);
}

export function homePathOf(homePath: string | undefined): string {
  return safeRedirectTarget(homePath) ?? DEFAULT_HOME_PATH;
}

export function loginPathWithRedirect(originalPath: string): string {
  const target = safeRedirectTarget(originalPath);
  if (!target || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_QUERY}=${encodeURIComponent(target)}`;
}

/**
 * Spec §2 guard rules 1 and 2 (the rest arrive with the full guard):
 * no token on a protected route → login with the original path as `redirect`;
 * a token on the login page → the redirect target or the user's home.
 * Returns where to go instead, or null to let the navigation through.
 */
export function resolveAuthRedirect(input: AuthGuardInput): string | null {
  const { pathname, search, hash = '', hasToken, homePath, signedOutByUser = false } = input;
  if (!hasToken) {
    if (isPublicPath(pathname)) return null;
    return signedOutByUser ? LOGIN_PATH : loginPathWithRedirect(pathname + search + hash);
  }
  if (pathname === LOGIN_PATH) {
    const redirect = new URLSearchParams(search).get(REDIRECT_QUERY);
    return safeRedirectTarget(redirect) ?? homePathOf(homePath);
  }
  return null;
}
