import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RendererAccessProvider } from '@/renderer/core/access';
import { DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE } from '@/settings/project-setting';
import { appThemeOf } from '@/styles/baked-theme-key';

/** The console's theme with its default settings, as the app's root ConfigProvider gives it. */
const appTheme = appThemeOf(DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE);

/**
 * Mounts `ui` in the app's providers (its antd theme included) with React's production build (no StrictMode, no act():
 * testing-library needs the development build), and resolves with an unmount function.
 */
export function renderPlain(ui: ReactNode, messages: Record<string, string>, path = '/bench') {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  root.render(
    <ConfigProvider theme={appTheme}>
      <IntlProvider locale="en" messages={messages} onError={() => undefined}>
        <RendererAccessProvider can={() => true}>
          <RouterProvider router={router} />
        </RendererAccessProvider>
      </IntlProvider>
    </ConfigProvider>,
  );
  return () => {
    root.unmount();
    container.remove();
    document.body.innerHTML = '';
  };
}

/**
 * Resolves as soon as an element matching `selector` (and `test`) is added to the document. A MutationObserver
 * looks only at what was added, when it was added: polling the whole document every few
 * milliseconds would itself take a good share of the time being measured (jsdom's selector engine
 * is slow on a large page).
 */
export function untilAdded(selector: string, test: (element: Element) => boolean = () => true, timeoutMs = 30_000): Promise<void> {
  const inTree = (root: Element) => (root.matches(selector) && test(root)) || [...root.querySelectorAll(selector)].some(test);
  return new Promise((resolve, reject) => {
    if (inTree(document.body)) return resolve();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && inTree(node)) {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
            return;
          }
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('timed out'));
    }, timeoutMs);
  });
}
