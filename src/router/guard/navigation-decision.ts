import { LOGIN_PATH } from '../paths';
import { isPublicPath, resolveAuthRedirect } from './auth-guard';

export interface NavigationInput {
  pathname: string;
  /** Query string including the leading "?", or empty. */
  search: string;
  hash?: string;
  hasToken: boolean;
  homePath?: string;
  signedOutByUser?: boolean;
  /** The session-timeout flag (spec §3 user store): the login form covers a page whose token was refused. */
  sessionTimedOut?: boolean;
  /** User info was fetched in this page's life (last update time > 0), or fetching it was tried. */
  userInfoLoaded: boolean;
  /** The dynamic routes are in the table (spec §4 flag). */
  routesAdded: boolean;
}

export type NavigationDecision =
  /** Rules 1–3: go elsewhere instead. */
  | { kind: 'redirect'; to: string }
  /** Rule 2: the login page with a token waits for user info before it sends the user on. */
  | { kind: 'load-user-info' }
  /**
   * Rules 4 and 5: the page may render, while user info is fetched (when not yet) and the dynamic
   * routes are built (once); after building, the navigation is repeated.
   */
  | { kind: 'prepare'; fetchUserInfo: boolean; buildRoutes: boolean }
  | { kind: 'continue' };

/**
 * Spec §2 navigation guard rules 1–5 as one decision per navigation (rule 3, the homePath, is
 * applied where the root path lands: homePathOf).
 * 1. No token, route not ignoreAuth → login, with the original path as `redirect`.
 * 2. Token on the login page → the redirect target or the root (→ homePath) once user info is
 *    loaded, unless the session timed out (then the login form stays).
 * 4. User info not fetched yet → fetch it first; a failure lets the navigation continue.
 * 5. Dynamic routes not built → build them once, then repeat the navigation.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { pathname, hasToken, userInfoLoaded, routesAdded } = input;
  if (!hasToken) {
    const target = resolveAuthRedirect(input);
    return target ? { kind: 'redirect', to: target } : { kind: 'continue' };
  }
  if (pathname === LOGIN_PATH) {
    if (input.sessionTimedOut) return { kind: 'continue' };
    if (!userInfoLoaded) return { kind: 'load-user-info' };
    const target = resolveAuthRedirect(input);
    return target ? { kind: 'redirect', to: target } : { kind: 'continue' };
  }
  if (isPublicPath(pathname)) return { kind: 'continue' };
  if (!userInfoLoaded || !routesAdded) {
    return { kind: 'prepare', fetchUserInfo: !userInfoLoaded, buildRoutes: !routesAdded };
  }
  return { kind: 'continue' };
}
