import { vi } from 'vitest';
import en from '../../../../locales/en/http.json';
import { configureHttp, resetHttpConfiguration, type MessageValue } from '@/utils/http';

/** The English text of an `http.*` message, as the app's translate would give it. */
export function enText(id: string, values: Record<string, MessageValue> = {}): string {
  const key = id.replace(/^http\./, '') as keyof typeof en;
  const template: string | undefined = en[key];
  if (template === undefined) return id;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** Plugs spies in where the app plugs in antd's message and modal, the router and the session store. */
export function installUiSpies(locale = 'en') {
  const ui = {
    showMessage: vi.fn<(text: string, type: 'error' | 'success' | 'warning') => void>(),
    showModal: vi.fn<(text: string) => void>(),
    onUnauthorized: vi.fn<(reason: 'unauthorized' | 'timeout' | 'expired', message: string) => void>(),
    toLogin: vi.fn<() => void>(),
    onError: vi.fn(),
  };
  resetHttpConfiguration();
  configureHttp({ ...ui, translate: enText, getLocale: () => locale });
  return ui;
}
