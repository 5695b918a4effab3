import { localeText, type TestLocale } from './locale-text';

/** Top-level menu entries per role, in the order of spec §2 (route group order). */
export const MASTER_MENU = [
  'dashboard',
  'packages',
  'overlay_packages',
  'app',
  'channel',
  'domainmanage',
  'account',
  'notice',
  'workorder',
  'invitereg',
];
export const OFFICIAL_MENU = ['dashboard', 'sdk', 'push', 'user', 'install', 'comment', 'notice', 'workorder'];

/** The menu titles a user reads, from locales/<locale>/menu.json. */
export function menuTitles(keys: string[], locale: TestLocale = 'zh_CN'): string[] {
  return keys.map((key) => localeText(`menu.${key}`, locale));
}
