import type { Locale as AntdLocale } from 'antd/es/locale';

/**
 * A locale's messages come in two lazily loaded parts: 'boot' (what the login screen and the
 * HTTP layer need) and 'app' (everything the signed-in console shows, with antd's own texts).
 */
export type MessagePart = 'boot' | 'app';

export interface LocalePart {
  /** Message files by path, e.g. '/locales/en/login.json' → { title: 'Sign in' }. */
  files: Record<string, Record<string, string>>;
  antdLocale?: AntdLocale;
}
