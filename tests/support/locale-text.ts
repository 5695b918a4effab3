import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type TestLocale = 'zh_CN' | 'en';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
const cache = new Map<string, Record<string, string>>();

function namespaceFile(locale: TestLocale, namespace: string): Record<string, string> {
  const file = path.join(localesDir, locale, `${namespace}.json`);
  let messages = cache.get(file);
  if (!messages) {
    if (!fs.existsSync(file)) throw new Error(`locales/${locale}/${namespace}.json does not exist`);
    messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    cache.set(file, messages);
  }
  return messages;
}

/**
 * The text a user sees for message id `<namespace>.<key>` (e.g. "login.username"), read from the
 * locale files the console ships, so tests follow the wording instead of repeating it.
 * Only simple `{name}` arguments are filled in; that is all the tests need.
 */
export function localeText(id: string, locale: TestLocale = 'zh_CN', values: Record<string, string | number> = {}): string {
  const dot = id.indexOf('.');
  if (dot < 1) throw new Error(`message id "${id}" has no namespace`);
  const namespace = id.slice(0, dot);
  const key = id.slice(dot + 1);
  const message = namespaceFile(locale, namespace)[key];
  if (typeof message !== 'string') throw new Error(`locales/${locale}/${namespace}.json has no key "${key}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Matches the whole of `text`, allowing white space between characters: antd puts a space between
 * the two characters of a two-character Chinese button label ("登录" is shown as "登 录").
 */
export function looseText(text: string): RegExp {
  const chars = [...text.trim()].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${chars.join('\\s*')}\\s*$`);
}
