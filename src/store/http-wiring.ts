import { showMessage, showModal } from '@/components/feedback/lazy-feedback';
import { getLocale, t } from '@/locales';
import { loginPathWithRedirect } from '@/router/guard/auth-guard';
import { currentPath, navigateTo } from '@/router/navigation';
import { LOGIN_PATH } from '@/router/paths';
// Deep import on purpose: wiring must not pull the HTTP client into the first chunk.
import { configureHttp } from '@/utils/http/http-hooks';
import { endSessionLocally } from './session-reset';

function backToLogin(): void {
  endSessionLocally();
  const here = currentPath();
  const target = here.startsWith(LOGIN_PATH) ? here : loginPathWithRedirect(here);
  void navigateTo(target, { replace: true });
}

/** Gives the HTTP layer its UI side effects (it imports no React or antd itself). */
export function wireHttpLayer(): void {
  configureHttp({
    translate: (id, values) => t(id, values),
    showMessage,
    showModal,
    // The layer has cleared the token and shown its message already.
    onUnauthorized: () => backToLogin(),
    toLogin: () => backToLogin(),
    getLocale: () => getLocale(),
  });
}
