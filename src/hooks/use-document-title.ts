import { useEffect } from 'react';
import { t, useI18n } from '@/locales';
import { globConfig } from '@/settings/glob-config';

/** Spec §2 rule 7: the translated route title, then the app title. */
export function documentTitleOf(titleId: string | undefined): string {
  const appTitle = globConfig.title;
  return titleId ? `${t(titleId)} - ${appTitle}` : appTitle;
}

/** The document's title for a route (documentTitleOf); follows locale switches. */
export function useDocumentTitle(titleId: string | undefined): void {
  const { locale, ready } = useI18n();
  useEffect(() => {
    if (!ready) return;
    document.title = documentTitleOf(titleId);
  }, [titleId, locale, ready]);
}
