import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { PagePermission } from '@contract/generated/page-schema';
import { RendererAccessProvider } from '@/renderer/core/access';

// Answers come from a real local server through the whole HTTP layer; on a busy machine that can
// take longer than Testing Library's default second.

// The unit project runs from the repository root.
const localesDir = path.resolve(process.cwd(), 'locales');

/** Every console message of a locale, keyed `<namespace>.<key>` as the app loads them. */
export function consoleMessages(locale: 'en' | 'zh_CN' = 'en'): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of fs.readdirSync(path.join(localesDir, locale))) {
    if (!file.endsWith('.json') || file === 'server.json') continue;
    const namespace = file.replace(/\.json$/, '');
    const entries = JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(entries)) messages[`${namespace}.${key}`] = text;
  }
  return messages;
}

const en = consoleMessages('en');

/** The English text of a message id, with simple {name} arguments filled in. */
export function text(id: string, values: Record<string, string | number> = {}): string {
  const message = en[id];
  if (message === undefined) throw new Error(`No English message ${id}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

let currentLocation = '';

/** Records where the router is, so a test can read the URL (e.g. ?tab=unread). */
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

export const locationNow = () => currentLocation;

interface RenderOptions {
  route?: string;
  /** Roles of the signed-in user for permission checks (ROLE mode). */
  roles?: string[];
  /** Messages of a fixture page that the console's locale files do not have. */
  messages?: Record<string, string>;
}

/** Renders renderer parts the way the app does: antd config, English messages, a router and access rules. */
export function renderInApp(ui: ReactElement, { route = '/', roles = ['master'], messages = {} }: RenderOptions = {}) {
  const can = (permission: PagePermission | undefined) => !permission?.roles || permission.roles.some((role) => roles.includes(role));
  const wrap = (children: ReactNode) => (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <IntlProvider locale="en" messages={{ ...en, ...messages }} onError={() => undefined}>
        <RendererAccessProvider can={can}>
          <MemoryRouter initialEntries={[route]}>
            <LocationProbe />
            {children}
          </MemoryRouter>
        </RendererAccessProvider>
      </IntlProvider>
    </ConfigProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
