import { showMessage, showModal } from '@/components/feedback/lazy-feedback';
import { markSessionTimedOut } from '@/components/session-timeout/timeout-store';
import { getLocale, t } from '@/locales';
import { isPublicPath, loginPathWithRedirect } from '@/router/guard/auth-guard';
import { currentPath, navigateTo } from '@/router/navigation';
import { LOGIN_PATH } from '@/router/paths';
import { SessionTimeoutProcessing } from '@/settings/project-setting';
// Deep import on purpose: wiring must not pull the HTTP client into the first chunk.
import { configureHttp } from '@/utils/http/http-hooks';
import { reportApiError } from '@/utils/error-log/report-errors';
import type { UnauthorizedReason } from '@/utils/http/types';
import { readLockInfo, removeLockInfo } from './lock-store-info';
import { getProjectConfig } from './project-config-store';
import { noteSessionEnded } from './session-end-notice';
import { endSessionLocally } from './session-reset';
import { userStore } from './user-store';

function backToLogin(): void {
  removeLockInfo();
  endSessionLocally();
  const here = currentPath();
  const target = here.startsWith(LOGIN_PATH) ? here : loginPathWithRedirect(here);
  void navigateTo(target, { replace: true });
}

/**
 * Spec §4/§8: an HTTP 401 shows the session-timeout cover over the page when the project config
 * says "page-cover" and a user was signed in on a signed-in page. Everything else (the setting
 * "route-jump", the other unauthorized codes, which §8 says log out, a locked screen whose fifth
 * wrong password revoked the session) leaves for the login page.
 */
export function coversTimeout(reason: UnauthorizedReason): boolean {
  if (reason !== 'unauthorized') return false;
  if (getProjectConfig().sessionTimeoutProcessing !== SessionTimeoutProcessing.PAGE_COVER) return false;
  if (readLockInfo()) return false;
  if (!userStore.getState().userInfo) return false;
  return !isPublicPath(window.location.pathname);
}

function handleUnauthorized(reason: UnauthorizedReason): void {
  if (coversTimeout(reason)) markSessionTimedOut(userStore.getState().userInfo);
  else backToLogin();
  // Whichever way the user reaches the login page, it says why the session ended (spec §8);
  // noted after the session's storage was cleared.
  noteSessionEnded(reason === 'timeout' ? 'timeout' : 'expired');
}

/** Gives the HTTP layer its UI side effects (it imports no React or antd itself). */
export function wireHttpLayer(): void {
  configureHttp({
    translate: (id, values) => t(id, values),
    showMessage,
    showModal,
    // The layer has cleared the token and shown its message already.
    onUnauthorized: (reason) => handleUnauthorized(reason),
    toLogin: () => backToLogin(),
    getLocale: () => getLocale(),
    onError: (error, url) => reportApiError(error, url),
  });
}
