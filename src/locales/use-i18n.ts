import { useSyncExternalStore } from 'react';
import { getI18nState, subscribeI18n, type I18nState } from './i18n';

/** Re-renders on every locale switch. */
export function useI18n(): I18nState {
  return useSyncExternalStore(subscribeI18n, getI18nState, getI18nState);
}
