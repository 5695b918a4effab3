import { getI18nState, subscribeI18n } from '@/locales/i18n';
import { projectConfigStore } from '@/store/project-config-store';
import { firstPaintVariant, writeFirstPaintCookie } from './first-paint-variant';

/**
 * Keeps the first-paint cookie in step with the locale and the look (see first-paint-variant.ts),
 * from the first published messages on (before that the locale is only the default guess, and
 * asking for it early would build the first Intl object on the start's critical path).
 */
export function followFirstPaintCookie(): () => void {
  let localeKnown = false;
  const update = () => {
    if (!localeKnown) return;
    const i18n = getI18nState();
    if (i18n.ready) writeFirstPaintCookie(firstPaintVariant(projectConfigStore.getState(), i18n.locale));
  };
  const stopLocale = subscribeI18n(() => {
    localeKnown = true;
    update();
  });
  const stopConfig = projectConfigStore.subscribe(update);
  return () => {
    stopConfig();
    stopLocale();
  };
}
