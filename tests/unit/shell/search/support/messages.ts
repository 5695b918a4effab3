import { act } from '@testing-library/react';
import { requireMessages, setLocale, type LocaleId } from '@/locales';
import { startSession } from '@/store/user-store';
import { installFakeApi } from '../../../ui/support/fake-api';
import { userInfo } from '../../../ui/support/fixtures';

/**
 * Every namespace of `locale` loaded the way the signed-in console loads it (the server's
 * messages call answered from locales/ on disk), so components show their real texts.
 */
export async function loadSignedInMessages(locale: LocaleId = 'en') {
  const api = installFakeApi();
  startSession('tok', userInfo());
  await act(async () => {
    await setLocale(locale);
    await requireMessages('app');
  });
  return api;
}
