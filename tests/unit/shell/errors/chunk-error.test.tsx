import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewVersionOffer } from '@/components/route-error/NewVersionOffer';
import { ScreenErrorBoundary } from '@/components/route-error/ScreenErrorBoundary';
import { isChunkLoadError } from '@/utils/error-log/chunk-error';
import { installErrorCapture } from '@/utils/error-log/install-error-capture';
import { getSessionStorage } from '@/utils/storage';
import enErrorlog from '../../../../locales/en/errorlog.json';
import enException from '../../../../locales/en/exception.json';
import { loadSignedInMessages } from '../search/support/messages';

const CHROME = new TypeError('Failed to fetch dynamically imported module: https://console.example/assets/AppList-3f2a.js');

describe('isChunkLoadError', () => {
  it('recognises a failed dynamic import as each browser words it', () => {
    expect(isChunkLoadError(CHROME)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('recognises an error Vite reported through vite:preloadError', () => {
    const uninstall = installErrorCapture(() => false);
    const payload = new Error('Unexpected failure');
    expect(isChunkLoadError(payload)).toBe(false);
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload }));
    expect(isChunkLoadError(payload)).toBe(true);
    uninstall();
  });

  it('does not take other errors for chunk failures', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

const RELOAD_KEY = 'CHUNK__RELOAD__';

describe('a screen whose code cannot be loaded', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await loadSignedInMessages('en');
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    getSessionStorage().remove(RELOAD_KEY);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads by itself once per session, then offers the reload with a button instead of looping', () => {
    const reload = vi.fn();
    const first = render(<NewVersionOffer reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    // The reloaded page failed the same way.
    render(<NewVersionOffer reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    const offer = screen.getByRole('alert');
    expect(offer.textContent).toContain(enErrorlog.newVersionTitle);
    fireEvent.click(screen.getByRole('button', { name: enErrorlog.reload }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the new-version offer instead of a blank page when a lazy screen fails to load', async () => {
    getSessionStorage().set(RELOAD_KEY, Date.now(), null); // the automatic reload was used already
    const Screen = lazy(() => Promise.reject(CHROME));
    render(
      <ScreenErrorBoundary>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    const offer = await screen.findByRole('alert');
    expect(offer.textContent).toContain(enErrorlog.newVersionText);
    expect(screen.getByRole('button', { name: enErrorlog.reload })).toBeTruthy();
  });

  it('shows the network error page instead when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Screen = lazy(() => Promise.reject(CHROME));
    render(
      <ScreenErrorBoundary>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    const page = await screen.findByRole('alert');
    expect(page.textContent).toContain(enException.networkTitle);
    expect(page.textContent).toContain(enException.network);
    expect(getSessionStorage().get(RELOAD_KEY)).toBeNull();
  });

  it('shows any other render error with its message and a retry that draws the screen again', () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('list is undefined');
      return <p>screen drawn</p>;
    }
    function Page() {
      const [, rerender] = useState(0);
      return (
        <ScreenErrorBoundary>
          <Flaky />
          <button type="button" onClick={() => rerender((n) => n + 1)}>
            again
          </button>
        </ScreenErrorBoundary>
      );
    }
    render(<Page />);
    const failure = screen.getByRole('alert');
    expect(failure.textContent).toContain(enErrorlog.renderFailedTitle);
    expect(failure.textContent).toContain('list is undefined');
    broken = false;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.getByText('screen drawn')).toBeTruthy();
  });
});
