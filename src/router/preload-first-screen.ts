import { hasToken, userStore } from '@/store/user-store';
import { resolveAuthRedirect } from './guard/auth-guard';
import { LOGIN_PATH } from './paths';
import { preloadScreensFor } from './screens';

/** Where the guard will land this page load, and that screen's code fetched right away. */
export function preloadFirstScreen(): void {
  const { pathname, search, hash } = window.location;
  const target = resolveAuthRedirect({
    pathname,
    search,
    hash,
    hasToken: hasToken(),
    homePath: userStore.getState().userInfo?.homePath,
  });
  const landing = target ? new URL(target, window.location.origin).pathname : pathname;
  // start-downloads.ts has fetched the login screen already when the URL named it.
  if (landing !== pathname || pathname !== LOGIN_PATH) preloadScreensFor(landing);
}
