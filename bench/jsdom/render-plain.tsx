import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RendererAccessProvider } from '@/renderer/core/access';

/**
 * Mounts `ui` in the app's providers with React's production build (no StrictMode, no act():
 * testing-library needs the development build), and resolves with an unmount function.
 */
export function renderPlain(ui: ReactNode, messages: Record<string, string>, path = '/bench') {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  root.render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <RendererAccessProvider can={() => true}>
        <RouterProvider router={router} />
      </RendererAccessProvider>
    </IntlProvider>,
  );
  return () => {
    root.unmount();
    container.remove();
    document.body.innerHTML = '';
  };
}

/** Resolves when `found()` is true, checking every few milliseconds (timers run in real time). */
export function until(found: () => boolean, timeoutMs = 30_000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (found()) return resolve();
      if (performance.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(check, 2);
    };
    check();
  });
}
