import type { ServerLocale } from '../http/i18n';

/** The store categories an app may be filed under (get_app_type), named in both console languages. */
export const APP_CATEGORIES = [
  { value: 'shopping', zh_CN: '购物', en: 'Shopping' },
  { value: 'news', zh_CN: '新闻', en: 'News' },
  { value: 'games', zh_CN: '游戏', en: 'Games' },
  { value: 'social', zh_CN: '社交', en: 'Social' },
  { value: 'entertainment', zh_CN: '娱乐', en: 'Entertainment' },
  { value: 'education', zh_CN: '教育', en: 'Education' },
  { value: 'finance', zh_CN: '金融', en: 'Finance' },
  { value: 'tools', zh_CN: '工具', en: 'Tools' },
  { value: 'lifestyle', zh_CN: '生活', en: 'Lifestyle' },
  { value: 'travel', zh_CN: '旅行', en: 'Travel' },
  { value: 'health', zh_CN: '健康', en: 'Health' },
  { value: 'other', zh_CN: '其他', en: 'Other' },
] as const;

export const isAppCategory = (value: string) => APP_CATEGORIES.some((c) => c.value === value);

/** The categories with the label of `locale` and both names (a caller may show either). */
export const appCategoriesIn = (locale: ServerLocale) =>
  APP_CATEGORIES.map((c) => ({ value: c.value, label: locale === 'en' ? c.en : c.zh_CN, label_zh_cn: c.zh_CN, label_en: c.en }));
