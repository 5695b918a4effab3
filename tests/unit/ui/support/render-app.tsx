import { act, render } from '@testing-library/react';
import { App } from '@/App';
import { setLocale, type LocaleId } from '@/locales';
import { wireHttpLayer } from '@/store/http-wiring';
import { resetPages } from '@/store/pages-store';
import { clearSession } from '@/store/user-store';
import { getLocalStorage } from '@/utils/storage';

// Screens are lazy chunks; the first import of one in a test run is compiled on demand.

/** Starts from a browser with nothing stored: signed out, no locale chosen. */
export function resetBrowserState(): void {
  clearSession();
  getLocalStorage().clear();
  sessionStorage.clear();
  resetPages();
}

/** Renders the whole console at `url`, the way boot.tsx starts it. */
export async function renderApp(url: string, locale: LocaleId = 'zh_CN') {
  window.history.replaceState(null, '', url);
  wireHttpLayer();
  await act(() => setLocale(locale));
  return render(<App />);
}

export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
