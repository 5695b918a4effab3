import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { useI18n } from './use-i18n';

/** Gives react-intl's hooks and components the same intl object that t() uses. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { intl } = useI18n();
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
