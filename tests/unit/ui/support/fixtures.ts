import type { ConsolePage, ListConsoleOperationsData, UserInfo } from '@contract/generated/types';
import { inject } from 'vitest';

const pageFiles = import.meta.glob<ConsolePage & { $schema?: string }>('/schemas/pages/*.json', {
  eager: true,
  import: 'default',
});

/** The page schemas the server serves (schemas/pages/*.json), as GET /api/v1/console/pages lists them. */
export function pageSchemas(): ConsolePage[] {
  return Object.values(pageFiles).map(({ $schema: _schema, ...page }) => structuredClone(page));
}

/**
 * The operation table the server answers with the pages (GET /api/v1/console/operations), built once per
 * run from the project's schemas (tests/setup/console-operation-table.ts).
 */
export const operationTable = (): ListConsoleOperationsData => structuredClone(inject('consoleOperationTable'));

/** Top-level menu entries per role in the order of spec §2's route table. */
export const MASTER_MENU = [
  'dashboard',
  'packages',
  'overlay_packages',
  'app',
  'channel',
  'domainmanage',
  'account',
  'notice',
  'workorder',
  'invitereg',
];
export const OFFICIAL_MENU = ['dashboard', 'sdk', 'push', 'user', 'install', 'comment', 'notice', 'workorder'];

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 2,
    userId: 2,
    username: 'demo',
    realName: 'Demo master',
    truename: 'Demo master',
    role: 'master',
    roles: ['master'],
    balance: 125_803_456,
    unit_price: 1_234,
    total_install_sum: 1_234_567,
    app_key: 'key',
    app_secret: 'secret',
    homePath: '/dashboard/analysis',
    email: 'demo@example.com',
    google_bind: false,
    google_open: false,
    invite_code: 'INVITE',
    ...overrides,
  };
}

export const officialInfo = () =>
  userInfo({ id: 3, userId: 3, username: 'operator', realName: 'Operator', role: 'official', roles: ['official'] });

const localeFiles = import.meta.glob<Record<string, string>>(['/locales/*/*.json', '!/locales/*/server.json'], {
  eager: true,
  import: 'default',
});

/** What GET /api/v1/console/messages answers: the locale's message files by namespace. */
export function consoleMessages(locale: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [file, messages] of Object.entries(localeFiles)) {
    const [, , fileLocale, name] = file.split('/');
    if (fileLocale === locale) out[name!.replace(/\.json$/, '')] = messages;
  }
  return out;
}
