/**
 * Lets code outside React (HTTP callbacks, store actions) navigate with the app's router.
 * NavigationBridge registers the router's navigate once it renders.
 */
export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

let navigator: AppNavigator | undefined;

export function registerNavigator(next: AppNavigator | undefined): void {
  navigator = next;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) {
    await navigator.navigate(to, options);
    return;
  }
  window.location.assign(to);
}

/** Path, query and hash of the current location. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}
