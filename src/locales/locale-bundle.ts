import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale as AntdLocale } from 'antd/es/locale';

/**
 * A locale's messages come in two lazily loaded parts: 'boot' (what the login screen and the
 * HTTP layer need) and 'app' (everything the signed-in console shows, with antd's own texts).
 */
export type MessagePart = 'boot' | 'app';

/**
 * A message as react-intl takes it: the ICU text, or that text already parsed (what the server and
 * the production build deliver, so the browser needs no parser; see server/api/compile-messages.ts).
 */
export type LocaleMessage = string | MessageFormatElement[];

export interface LocalePart {
  /** Message files by path, e.g. '/locales/en/login.json' → { title: 'Sign in' }. */
  files: Record<string, Record<string, LocaleMessage>>;
  antdLocale?: AntdLocale;
}
