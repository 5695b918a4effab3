import { useEffect } from 'react';
import { t, useI18n } from '@/locales';
import { globConfig } from '@/settings/glob-config';

/** Spec §2 rule 7: translated route title, then the app title; follows locale switches. */
export function useDocumentTitle(titleId: string | undefined): void {
  const { locale, ready } = useI18n();
  useEffect(() => {
    if (!ready) return;
    const appTitle = globConfig.title;
    document.title = titleId ? `${t(titleId)} - ${appTitle}` : appTitle;
  }, [titleId, locale, ready]);
}
