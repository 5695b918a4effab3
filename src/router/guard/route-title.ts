import { useEffect } from 'react';
import { t, useI18n } from '@/locales';
import { globConfig } from '@/settings/glob-config';
import { useCurrentRoute } from '../current-route';

/** Spec §2 rule 7: the translated route title followed by the app title; the app title alone without one. */
export function documentTitleOf(titleId: string | undefined, translate: (id: string) => string, appTitle: string): string {
  return titleId ? `${translate(titleId)} - ${appTitle}` : appTitle;
}

/**
 * Keeps document.title on the route on screen. Follows locale switches and the arrival of the
 * signed-in messages. Leaves the title alone while the route is not known yet (routes building).
 */
export function useRouteTitle(): void {
  const route = useCurrentRoute();
  const { intl, ready } = useI18n();
  const skip = route.match === 'pending';
  const titleId = route.match === 'root' || !route.meta.title ? undefined : route.meta.title;
  useEffect(() => {
    if (!ready || skip) return;
    document.title = documentTitleOf(titleId, (id) => t(id), globConfig.title);
  }, [titleId, skip, intl, ready]);
}
