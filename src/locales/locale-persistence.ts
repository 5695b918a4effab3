import { LOCALE_KEY } from '@/enums/cache-enum';
import { getAuthCache, setAuthCache } from '@/utils/cache';

/** The locale chosen last time (kept across logouts), if any. */
export function readStoredLocale(): unknown {
  try {
    return getAuthCache<string>(LOCALE_KEY);
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: string): void {
  try {
    setAuthCache(LOCALE_KEY, locale);
  } catch {
    // Storage unavailable (private mode, quota): the choice lasts for this page only.
  }
}
