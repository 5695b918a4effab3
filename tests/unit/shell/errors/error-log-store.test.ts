import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addErrorLog, clearErrorLog, ERROR_LOG_LIMIT, ERROR_LOG_STORAGE_KEY, errorLogStore } from '@/store/error-log-store';
import { getSessionStorage } from '@/utils/storage';

const draft = (message: string) => ({ type: 'script' as const, name: 'Error', file: 'a.js:1:1', message, detail: '', stack: '' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  clearErrorLog();
  vi.runAllTimers();
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('error log store', () => {
  it('keeps the newest entries first, each with the page, time and its own id', () => {
    vi.setSystemTime(new Date('2025-01-02T03:04:05Z'));
    addErrorLog(draft('first'));
    addErrorLog(draft('second'));
    const [newest, oldest] = errorLogStore.getState().entries;
    expect([newest.message, oldest.message]).toEqual(['second', 'first']);
    expect(newest.url).toBe(window.location.href);
    expect(newest.time).toBe(Date.parse('2025-01-02T03:04:05Z'));
    expect(newest.id).not.toBe(oldest.id);
  });

  it(`is bounded: beyond ${ERROR_LOG_LIMIT} entries the oldest drop off`, () => {
    for (let i = 1; i <= ERROR_LOG_LIMIT + 5; i++) addErrorLog(draft(`error ${i}`));
    const messages = errorLogStore.getState().entries.map((entry) => entry.message);
    expect(messages).toHaveLength(ERROR_LOG_LIMIT);
    expect(messages[0]).toBe(`error ${ERROR_LOG_LIMIT + 5}`);
    expect(messages[ERROR_LOG_LIMIT - 1]).toBe('error 6');
  });

  it('survives a reload of the tab (session storage), written after a burst rather than per error', () => {
    addErrorLog(draft('kept'));
    addErrorLog(draft('kept too'));
    expect(getSessionStorage().get(ERROR_LOG_STORAGE_KEY)).toEqual([]);
    vi.runAllTimers();
    expect(getSessionStorage().get<unknown[]>(ERROR_LOG_STORAGE_KEY)).toHaveLength(2);

    errorLogStore.reset(); // what a new page load does: state read from storage
    expect(errorLogStore.getState().entries.map((entry) => entry.message)).toEqual(['kept too', 'kept']);
  });

  it('clearing empties the log and its stored copy', () => {
    addErrorLog(draft('gone soon'));
    clearErrorLog();
    vi.runAllTimers();
    expect(errorLogStore.getState().entries).toEqual([]);
    expect(getSessionStorage().get(ERROR_LOG_STORAGE_KEY)).toEqual([]);
  });
});
