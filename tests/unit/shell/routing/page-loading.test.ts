import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoadingStore, resetPageLoading, setPageLoadingAction, trackRouteChange } from '@/router/page-loading/page-loading-store';

const loading = () => pageLoadingStore.getState().loading;

beforeEach(() => {
  vi.useFakeTimers();
  resetPageLoading();
});
afterEach(() => {
  resetPageLoading();
  vi.useRealTimers();
});

describe('page loading indicator (spec §4)', () => {
  it('sets the flag only after 50 ms', () => {
    setPageLoadingAction(true);
    vi.advanceTimersByTime(49);
    expect(loading()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loading()).toBe(true);
  });

  it('clears it at once at the end, and a pending delay with it', () => {
    setPageLoadingAction(true);
    vi.advanceTimersByTime(60);
    setPageLoadingAction(false);
    expect(loading()).toBe(false);

    setPageLoadingAction(true);
    vi.advanceTimersByTime(20);
    setPageLoadingAction(false);
    vi.advanceTimersByTime(100);
    expect(loading()).toBe(false);
  });

  it('shows for a page not opened before, from 50 ms until 220 ms after the route change', () => {
    trackRouteChange('/channel/index', { enabled: true });
    vi.advanceTimersByTime(49);
    expect(loading()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loading()).toBe(true);
    vi.advanceTimersByTime(169);
    expect(loading()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading()).toBe(false);
  });

  it('does not show again for a page opened before', () => {
    trackRouteChange('/channel/index', { enabled: true });
    vi.advanceTimersByTime(300);
    trackRouteChange('/app/index', { enabled: true });
    vi.advanceTimersByTime(300);
    trackRouteChange('/channel/index', { enabled: true });
    vi.advanceTimersByTime(50);
    expect(loading()).toBe(false);
  });

  it('shows nothing while the setting is off', () => {
    trackRouteChange('/channel/index', { enabled: false });
    vi.advanceTimersByTime(100);
    expect(loading()).toBe(false);
  });

  it('a quick second navigation keeps the cover until 220 ms after it', () => {
    trackRouteChange('/a', { enabled: true });
    vi.advanceTimersByTime(100);
    trackRouteChange('/b', { enabled: true });
    vi.advanceTimersByTime(150);
    expect(loading()).toBe(true);
    vi.advanceTimersByTime(70);
    expect(loading()).toBe(false);
  });
});
