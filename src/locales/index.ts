export { getLocale, initI18n, requireMessages, setLocale, t, getI18nState, subscribeI18n } from './i18n';
export type { I18nState } from './i18n';
export { LOCALES, DEFAULT_LOCALE, LOCALE_TAGS, isLocaleId } from './locale-list';
export type { LocaleId } from './locale-list';
export { LocaleProvider } from './LocaleProvider';
export { useI18n } from './use-i18n';
