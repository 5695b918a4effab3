/** Locales the console ships; message files live in locales/<locale>/<namespace>.json. */
export const LOCALES = ['zh_CN', 'en'] as const;
export type LocaleId = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleId = 'zh_CN';
export const FALLBACK_LOCALE: LocaleId = 'zh_CN';

/** BCP 47 tag for Intl, the <html lang> attribute and Accept-Language. */
export const LOCALE_TAGS: Record<LocaleId, string> = {
  zh_CN: 'zh-CN',
  en: 'en',
};

export function isLocaleId(value: unknown): value is LocaleId {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
