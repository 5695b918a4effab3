import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_LIFETIME_SECONDS } from '@/settings/cache-setting';
import { createStorage, deobfuscate, obfuscate } from '@/utils/storage';

let clock = 0;
const now = () => clock;

beforeEach(() => {
  localStorage.clear();
  clock = Date.UTC(2025, 0, 1);
});

function storage(options: { timeout?: number | null; obfuscate?: boolean } = {}) {
  return createStorage({
    storage: localStorage,
    prefixKey: 'APP__TEST__1__',
    timeout: options.timeout === undefined ? CACHE_LIFETIME_SECONDS : options.timeout,
    obfuscate: options.obfuscate ?? true,
    now,
  });
}

describe('lifetime', () => {
  it('is 7 days (604800 s) for the app caches', () => {
    expect(CACHE_LIFETIME_SECONDS).toBe(604_800);
  });

  it('returns a value until its lifetime ends, then forgets and removes it', () => {
    const cache = storage();
    cache.set('TOKEN__', 'abc');
    clock += CACHE_LIFETIME_SECONDS * 1000 - 1;
    expect(cache.get('TOKEN__')).toBe('abc');
    clock += 1;
    expect(cache.get('TOKEN__')).toBeNull();
    expect(localStorage.getItem('APP__TEST__1__TOKEN__')).toBeNull();
  });

  it('takes a lifetime per entry, and null for no end', () => {
    const cache = storage();
    cache.set('SHORT', 1, 60);
    cache.set('FOREVER', 2, null);
    clock += 60_000;
    expect(cache.get('SHORT', 'gone')).toBe('gone');
    clock += 365 * 24 * 3600 * 1000;
    expect(cache.get('FOREVER')).toBe(2);
  });

  it('a storage without a default lifetime keeps entries', () => {
    const cache = storage({ timeout: null });
    cache.set('K', { a: 1 });
    clock += 10 * CACHE_LIFETIME_SECONDS * 1000;
    expect(cache.get('K')).toEqual({ a: 1 });
  });
});

describe('values', () => {
  it('round-trips objects, numbers, booleans and non-Latin text', () => {
    const cache = storage();
    const user = { id: 3, username: 'demo', truename: '演示用户', roles: ['master'], balance: 120000, active: true };
    cache.set('USER__INFO__', user);
    cache.set('N', 0);
    cache.set('B', false);
    expect(cache.get('USER__INFO__')).toEqual(user);
    expect(cache.get('N')).toBe(0);
    expect(cache.get('B')).toBe(false);
  });

  it('are not readable in raw storage when obfuscated, and decode back', () => {
    const cache = storage();
    cache.set('TOKEN__', 'secret-token-value');
    const raw = localStorage.getItem('APP__TEST__1__TOKEN__')!;
    expect(raw).not.toContain('secret-token-value');
    expect(raw).not.toContain('{');
    expect(JSON.parse(deobfuscate(raw))).toMatchObject({ value: 'secret-token-value' });
  });

  it('are plain JSON when obfuscation is off', () => {
    storage({ obfuscate: false }).set('K', 'visible');
    expect(JSON.parse(localStorage.getItem('APP__TEST__1__K')!)).toMatchObject({ value: 'visible' });
  });

  it('a damaged entry reads as the default and is removed', () => {
    localStorage.setItem('APP__TEST__1__K', '%%% not base64 %%%');
    expect(storage().get('K', 'fallback')).toBe('fallback');
    expect(localStorage.getItem('APP__TEST__1__K')).toBeNull();
  });

  it('returns the default for a missing key', () => {
    expect(storage().get('MISSING')).toBeNull();
    expect(storage().get('MISSING', 5)).toBe(5);
  });
});

describe('remove and clear', () => {
  it('remove drops one key; clear drops only this prefix', () => {
    const cache = storage();
    cache.set('A', 1);
    cache.set('B', 2);
    localStorage.setItem('OTHER_APP_KEY', 'keep');
    cache.remove('A');
    expect(cache.get('A')).toBeNull();
    expect(cache.get('B')).toBe(2);
    cache.clear();
    expect(cache.get('B')).toBeNull();
    expect(localStorage.getItem('OTHER_APP_KEY')).toBe('keep');
  });
});

describe('obfuscate', () => {
  it('round-trips any text, including long and non-Latin text', () => {
    const text = `${'长文本'.repeat(20_000)}{"a":"b"}`;
    expect(deobfuscate(obfuscate(text))).toBe(text);
    expect(obfuscate('hello')).not.toContain('hello');
  });
});
