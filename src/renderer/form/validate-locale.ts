import { registerValidateLocale, setValidateLanguage } from '@formily/core';
import type { IntlShape } from 'react-intl';

const registered = new Set<string>();

/**
 * Formily's built-in messages (e.g. "required", also when a reaction makes a field required) in our
 * words and the user's language. Registered once per locale and message set.
 */
export function useFormilyMessages(intl: IntlShape): void {
  const required = intl.formatMessage({ id: 'renderer.validation.required' });
  const key = `${intl.locale}\u0000${required}`;
  if (!registered.has(key)) {
    registered.add(key);
    registerValidateLocale({ [intl.locale]: { required } });
  }
  setValidateLanguage(intl.locale);
}
