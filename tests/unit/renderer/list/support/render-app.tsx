import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PagePermission } from '@contract/generated/page-schema';
import { flattenNamespaces } from '@/locales/flatten-namespaces';
import { RendererAccessProvider } from '@/renderer/core/access';

const enFiles = import.meta.glob<Record<string, string>>('/locales/en/*.json', { eager: true, import: 'default' });
const zhFiles = import.meta.glob<Record<string, string>>('/locales/zh_CN/*.json', { eager: true, import: 'default' });

/** The console's English messages plus the test's own (a fixture's labels no locale file knows). */
export function englishMessages(extra: Record<string, string> = {}): Record<string, string> {
  return { ...flattenNamespaces(enFiles), ...extra };
}

/** The console's Chinese messages plus the test's own. */
export function chineseMessages(extra: Record<string, string> = {}): Record<string, string> {
  return { ...flattenNamespaces(zhFiles), ...extra };
}

export interface RenderAppOptions {
  path?: string;
  messages?: Record<string, string>;
  /** Roles the signed-in user has (ROLE mode of spec §6). */
  roles?: string[];
  /** The react-intl locale (numbers, plurals); default en. */
  locale?: string;
}

/** Renders `ui` at `path` inside the app's providers (StrictMode, react-intl, data router, access rules). */
export function renderApp(
  ui: ReactNode,
  { path = '/gadgets', messages = englishMessages(), roles = ['master'], locale = 'en' }: RenderAppOptions = {},
) {
  const can = (permission: PagePermission | undefined) => !permission?.roles || permission.roles.some((role) => roles.includes(role));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <StrictMode>
      <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
        <RendererAccessProvider can={can}>
          <RouterProvider router={router} />
        </RendererAccessProvider>
      </IntlProvider>
    </StrictMode>,
  );
  return { ...result, router };
}

/** The current URL's query of the memory router. */
export const searchOf = (router: ReturnType<typeof createMemoryRouter>) => new URLSearchParams(router.state.location.search);
