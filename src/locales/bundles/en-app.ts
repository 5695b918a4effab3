import antdLocale from 'antd/es/locale/en_US';
import { listConsoleMessages } from '@/api/generated/client';
import { getToken } from '@/utils/cache';
import type { LocaleMessage, LocalePart } from '../locale-bundle';

/**
 * Everything the signed-in console shows: antd's own texts (bundled) and every message namespace,
 * asked of the server, which reads locales/en/ at request time: a new page's texts need no rebuild.
 */
export async function loadAppPart(): Promise<LocalePart> {
  // Signed out (a locale switch on the login page after a logout): only antd's texts.
  if (!getToken()) return { files: {}, antdLocale };
  const byNamespace = await listConsoleMessages({ locale: 'en' }, { errorMessageMode: 'none' });
  const files = Object.fromEntries(
    Object.entries(byNamespace).map(([ns, messages]) => [`/locales/en/${ns}.json`, messages as Record<string, LocaleMessage>]),
  );
  return { files, antdLocale };
}
