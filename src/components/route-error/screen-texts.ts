import { getI18nState, t } from '@/locales';

/**
 * Whether message `id` is loaded. These screens can show before sign-in, when only the boot
 * namespaces (common, login, http, exception) are in; they fall back to boot texts then.
 */
export function hasMessage(id: string): boolean {
  const { messages } = getI18nState().intl;
  return Boolean(messages && id in messages);
}

/** `id` when its namespace is loaded, else `fallbackId`. */
export function textOr(id: string, fallbackId: string): string {
  return t(hasMessage(id) ? id : fallbackId);
}
