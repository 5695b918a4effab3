import { t, type LocaleId } from '@/locales';

/**
 * The language button's accessible name: what it is for, after the language it shows (a name that
 * holds the visible text, so a person who says or sees the label finds the button).
 */
export function languageButtonName(locale: LocaleId, showLabel = true): string {
  const purpose = t('common.chooseLanguage');
  return showLabel ? t('common.labelWithPurpose', { label: t(`common.localeName.${locale}`), purpose }) : purpose;
}
