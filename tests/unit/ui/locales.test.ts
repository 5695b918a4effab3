import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '@/enums/cache-enum';
import { getLocale, requireMessages, setLocale, t } from '@/locales';
import { flattenNamespaces } from '@/locales/flatten-namespaces';
import { getAuthCache, removeAuthCache, removeToken, setAuthCache, setToken } from '@/utils/cache';
import { installFakeApi, type FakeApi } from './support/fake-api';

const localeFiles = import.meta.glob<Record<string, string>>('/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const UI_NAMESPACES = ['common', 'login', 'layout', 'dashboard', 'exception', 'menu'];

function keysOf(locale: string, namespace: string): string[] {
  const messages = localeFiles[`/locales/${locale}/${namespace}.json`];
  if (!messages) throw new Error(`locales/${locale}/${namespace}.json is missing`);
  return Object.keys(messages).sort();
}

describe('locales', () => {
  let api: FakeApi;
  // The signed-in part of the messages comes from the server (GET /api/v1/console/messages).
  beforeAll(() => {
    api = installFakeApi();
    setToken('test-token');
  });
  afterAll(async () => {
    await setLocale('zh_CN');
    removeToken();
  });

  it('gives every console namespace the same keys in zh_CN and en', () => {
    for (const namespace of UI_NAMESPACES) expect(keysOf('en', namespace)).toEqual(keysOf('zh_CN', namespace));
  });

  it('prefixes each key with its file name', () => {
    expect(flattenNamespaces({ '/locales/en/login.json': { title: 'Sign in' } })).toEqual({ 'login.title': 'Sign in' });
  });

  it('translates outside React after loading a locale, with values, and remembers the choice', async () => {
    await setLocale('en');
    expect(getLocale()).toBe('en');
    expect(t('login.submit')).toBe('Sign in');
    await requireMessages('app');
    expect(t('dashboard.welcome', { name: 'Ann' })).toBe('Welcome, Ann');
    expect(document.documentElement.lang).toBe('en');
    expect(getAuthCache(LOCALE_KEY)).toBe('en');

    await setLocale('zh_CN');
    expect(t('login.submit')).toBe('登录');
    // A switch brings every part asked for so far.
    expect(t('dashboard.welcome', { name: 'Ann' })).toBe('欢迎，Ann');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('starts in the remembered locale, and in zh_CN when none was chosen', async () => {
    setAuthCache(LOCALE_KEY, 'en');
    vi.resetModules();
    const remembered = await import('@/locales/i18n');
    await remembered.initI18n();
    expect(remembered.getLocale()).toBe('en');
    expect(remembered.t('login.submit')).toBe('Sign in');

    removeAuthCache(LOCALE_KEY);
    vi.resetModules();
    const fresh = await import('@/locales/i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fresh.t('login.submit')).toBe('login.submit');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('login.submit'));
    warn.mockRestore();
    await fresh.initI18n();
    expect(fresh.getLocale()).toBe('zh_CN');
    expect(fresh.t('login.submit')).toBe('登录');
  });

  it('keeps the last choice when two switches overlap, and the first caller waits for it', async () => {
    const first = setLocale('en');
    const second = setLocale('zh_CN');
    await first;
    expect(getLocale()).toBe('zh_CN');
    await second;
    expect(getLocale()).toBe('zh_CN');
  });

  it("loads the login screen's messages first and the rest only when asked", async () => {
    vi.resetModules();
    const fresh = await import('@/locales/i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fresh.initI18n();
    expect(fresh.t('login.submit')).toBe('登录');
    expect(fresh.t('http.apiTimeout')).not.toBe('http.apiTimeout');
    expect(fresh.t('menu.channel')).toBe('menu.channel');
    await fresh.requireMessages('app');
    expect(fresh.t('menu.channel')).toBe('推广渠道');
    expect(api.callsTo('/api/v1/console/messages').at(-1)?.query.get('locale')).toBe('zh_CN');
    warn.mockRestore();
  });

  it('asks the server for nothing while signed out (a locale switch on the login page)', async () => {
    removeToken();
    const before = api.callsTo('/api/v1/console/messages').length;
    await setLocale('en');
    expect(t('login.submit')).toBe('Sign in');
    expect(api.callsTo('/api/v1/console/messages')).toHaveLength(before);
    setToken('test-token');
  });
});
