/** Elements that scroll the page content instead of the window carry this attribute. */
export const SCROLL_CONTAINER_ATTRIBUTE = 'data-route-scroll';

/**
 * Spec §2 "scrolls to top on navigation" and rule 8 "navigating to an anchor scrolls to the top":
 * a new path, or a new hash on the same path, starts at the top. A change of the query alone
 * (a list's filters or page) keeps the position.
 */
export function shouldScrollToTop(
  previous: { pathname: string; hash: string } | undefined,
  next: { pathname: string; hash: string },
): boolean {
  if (!previous) return false;
  return previous.pathname !== next.pathname || (next.hash !== '' && previous.hash !== next.hash);
}

export function scrollToTop(): void {
  const targets = [
    document.scrollingElement,
    document.documentElement,
    document.body,
    ...document.querySelectorAll(`[${SCROLL_CONTAINER_ATTRIBUTE}]`),
  ];
  // The document's scrolling element is the window's scroll position.
  for (const element of targets) {
    if (element) element.scrollTop = 0;
  }
}
