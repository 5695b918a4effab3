/** The parts of a route record (or page schema) the breadcrumb reads. */
export interface BreadcrumbRoute {
  path: string;
  redirect?: string;
  meta: { title?: string; icon?: string };
  children?: readonly BreadcrumbRoute[];
}

export interface BreadcrumbStep {
  /** Locale message id of the route's title. */
  title: string;
  icon?: string;
  /** Where the step leads; the current page has none. */
  to?: string;
}

function chainTo(routes: readonly BreadcrumbRoute[], pathname: string): BreadcrumbRoute[] | undefined {
  for (const route of routes) {
    if (route.path === pathname) return [route];
    const below = route.children ? chainTo(route.children, pathname) : undefined;
    if (below) return [route, ...below];
  }
  return undefined;
}

/**
 * The trail of route titles (and icons) down to `pathname`, from the route meta: each ancestor,
 * then the page. An ancestor leads to its landing page (redirect, or first child) unless that is
 * the current page; a step with the title of the one before it is not repeated.
 */
export function breadcrumbTrail(routes: readonly BreadcrumbRoute[], pathname: string): BreadcrumbStep[] {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const chain = chainTo(routes, normalized) ?? [];
  const steps: BreadcrumbStep[] = [];
  chain.forEach((route, index) => {
    const title = route.meta.title;
    if (!title || steps.at(-1)?.title === title) return;
    const last = index === chain.length - 1;
    const landing = route.redirect ?? route.children?.[0]?.path;
    steps.push({
      title,
      ...(route.meta.icon ? { icon: route.meta.icon } : {}),
      ...(!last && landing && landing !== normalized ? { to: landing } : {}),
    });
  });
  return steps;
}
