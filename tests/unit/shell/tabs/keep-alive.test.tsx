import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepAliveOutlet } from '@/components/keep-alive/KeepAliveOutlet';
import { clearKeptPages, keepAliveStore, KEEP_ALIVE_MAX, touchKey } from '@/components/keep-alive/keep-alive-cache';
import { useIsPageActive } from '@/components/keep-alive/page-activity';
import { registerNavigator } from '@/router/navigation';
import { projectConfigStore, updateProjectConfig } from '@/store/project-config-store';
import { addTab, closeTab, queryOf, refreshTab, resetTabs, type TabMeta } from '@/store/tabs-store';
import { getLocalStorage } from '@/utils/storage';

describe('keep-alive cache (least recently shown evicted first)', () => {
  it('keeps at most max keys, the most recently shown last', () => {
    let keys: string[] = [];
    for (const key of ['a', 'b', 'c']) keys = touchKey(keys, key, 2);
    expect(keys).toEqual(['b', 'c']);
    keys = touchKey(keys, 'b', 2);
    expect(keys).toEqual(['c', 'b']);
    keys = touchKey(keys, 'd', 2);
    expect(keys).toEqual(['b', 'd']);
  });

  it('never evicts pinned keys, and they do not count against the bound', () => {
    const pinned = (key: string) => key === 'home';
    let keys: string[] = [];
    for (const key of ['home', 'a', 'b', 'c']) keys = touchKey(keys, key, 2, pinned);
    expect(keys).toEqual(['home', 'b', 'c']);
  });
});

/** A page with state of its own: a counter of mounts, an input, and what it sees of the URL. */
const mounts: Record<string, number> = {};
function Page({ name }: { name: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const active = useIsPageActive();
  const [mounted] = useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return mounts[name];
  });
  return (
    <section aria-label={name} data-active={String(active)}>
      <span data-testid={`${name}-url`}>{location.pathname + location.search}</span>
      <span data-testid={`${name}-page`}>{params.get('page') ?? '1'}</span>
      <span data-testid={`${name}-mount`}>{mounted}</span>
      <input aria-label={`${name} input`} />
    </section>
  );
}

let navigate: NavigateFunction;
function Layout() {
  navigate = useNavigate();
  registerNavigator({ navigate: (to) => navigate(to) });
  return <KeepAliveOutlet />;
}

function renderConsole(start = '/list', wrap: (ui: JSX.Element) => JSX.Element = (ui) => ui) {
  return render(
    wrap(
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="list" element={<Page name="list" />} />
            <Route path="notice" element={<Page name="notice" />} />
            <Route path="plain" element={<Page name="plain" />} />
            <Route path="p/:id" element={<Page name="p" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  );
}

/** Opens a path the way the tab bar does: navigation, then its tab. */
function open(fullPath: string, meta: Partial<TabMeta> = {}) {
  const [path, search = ''] = fullPath.split('?');
  act(() => {
    navigate(fullPath);
    addTab({ path: path!, fullPath, name: path!, params: {}, query: queryOf(search), meta: { title: path!, ...meta } });
  });
}

const input = (name: string) => screen.getByLabelText(`${name} input`, { selector: 'input' }) as HTMLInputElement;
const text = (id: string) => screen.getByTestId(id).textContent;
const isHidden = (name: string) =>
  screen.getByLabelText(name).closest('[data-kept-page]')!.getAttribute('style')?.includes('display: none') ?? false;

beforeEach(() => {
  getLocalStorage().clear();
  projectConfigStore.reset();
  updateProjectConfig({ multiTabsSetting: { show: true }, openKeepAlive: true });
  resetTabs();
  clearKeptPages();
  for (const key of Object.keys(mounts)) delete mounts[key];
});

afterEach(() => {
  registerNavigator(undefined);
  projectConfigStore.reset();
});

describe('keep-alive outlet', () => {
  it('a hidden page stays mounted with its input, and keeps seeing its own URL', () => {
    renderConsole();
    open('/list');
    open('/list?page=2');
    fireEvent.change(input('list'), { target: { value: 'unsaved' } });

    open('/notice?tab=unread');
    expect(isHidden('list')).toBe(true);
    expect(screen.getByLabelText('list').dataset.active).toBe('false');
    // The hidden list does not see the notice page's query as its own.
    expect(text('list-url')).toBe('/list?page=2');
    expect(text('list-page')).toBe('2');
    expect(text('notice-url')).toBe('/notice?tab=unread');

    open('/list?page=2');
    expect(isHidden('list')).toBe(false);
    expect(isHidden('notice')).toBe(true);
    expect(input('list').value).toBe('unsaved');
    expect(text('list-mount')).toBe('1');
  });

  it('refresh drops the kept state and mounts the page afresh', async () => {
    renderConsole();
    open('/list');
    fireEvent.change(input('list'), { target: { value: 'unsaved' } });
    open('/notice');
    // Refreshing a tab in the background opens it, fresh.
    await act(() => refreshTab('/list'));
    expect(isHidden('list')).toBe(false);
    expect(input('list').value).toBe('');
    expect(text('list-mount')).toBe('2');

    // Refreshing the page on screen remounts it in place.
    fireEvent.change(input('list'), { target: { value: 'again' } });
    await act(() => refreshTab('/list'));
    expect(input('list').value).toBe('');
    expect(text('list-mount')).toBe('3');
  });

  it('closing a tab unmounts its page', async () => {
    renderConsole();
    open('/list');
    open('/notice');
    expect(screen.getByLabelText('list')).toBeTruthy();
    await act(() => closeTab('/list'));
    expect(screen.queryByLabelText('list')).toBeNull();
  });

  it('is bounded: beyond the limit the least recently shown page unmounts, an affix one never', () => {
    renderConsole('/list');
    open('/list', { affix: true });
    open('/notice');
    for (let i = 1; i <= KEEP_ALIVE_MAX; i += 1) open(`/p/${i}`);
    // The affix list is kept; the notice page was shown least recently and is gone.
    expect(screen.getByLabelText('list')).toBeTruthy();
    expect(screen.queryByLabelText('notice')).toBeNull();
    expect(keepAliveStore.getState().keys).toHaveLength(KEEP_ALIVE_MAX + 1);
    expect(screen.getAllByLabelText('p')).toHaveLength(KEEP_ALIVE_MAX);
  });

  it('a route with ignoreKeepAlive, or a page without a tab, is not kept', () => {
    renderConsole();
    open('/list', { ignoreKeepAlive: true });
    fireEvent.change(input('list'), { target: { value: 'unsaved' } });
    open('/notice');
    expect(screen.queryByLabelText('list')).toBeNull();
    act(() => navigate('/plain'));
    act(() => navigate('/notice'));
    expect(screen.queryByLabelText('plain')).toBeNull();
  });

  it('with multi-tab off (or keep-alive off) pages render plainly and are not kept', () => {
    updateProjectConfig({ multiTabsSetting: { show: false } });
    renderConsole();
    open('/list');
    fireEvent.change(input('list'), { target: { value: 'unsaved' } });
    open('/notice');
    expect(screen.queryByLabelText('list')).toBeNull();
    expect(document.querySelector('[data-kept-page]')).toBeNull();

    act(() => updateProjectConfig({ multiTabsSetting: { show: true }, openKeepAlive: false }));
    open('/list');
    open('/notice');
    expect(screen.queryByLabelText('list')).toBeNull();
  });
});

describe('keep-alive scroll position', () => {
  /** jsdom has no layout: the content container's scroll position is a plain number here. */
  function ScrollBox({ children }: { children: JSX.Element }) {
    return (
      <div
        data-route-scroll=""
        ref={(node) => {
          if (node && !Object.getOwnPropertyDescriptor(node, 'scrollTop')) {
            let top = 0;
            Object.defineProperty(node, 'scrollTop', { get: () => top, set: (value: number) => (top = value) });
          }
        }}
      >
        {children}
      </div>
    );
  }
  const box = () => document.querySelector('[data-route-scroll]') as HTMLElement;
  const scrollTo = (top: number) => {
    box().scrollTop = top;
    box().dispatchEvent(new Event('scroll'));
  };
  // The settling time after a switch runs on a fake clock (performance.now and the timers together).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());
  const settled = () => act(() => vi.advanceTimersByTimeAsync(350));

  it('comes back to where each kept page was scrolled; a new page starts at the top', async () => {
    renderConsole('/list', (ui) => <ScrollBox>{ui}</ScrollBox>);
    open('/list');
    await settled();
    scrollTo(250);
    open('/notice');
    expect(box().scrollTop).toBe(0);
    await settled();
    scrollTo(40);
    open('/list');
    expect(box().scrollTop).toBe(250);
    await settled();
    open('/notice');
    expect(box().scrollTop).toBe(40);
  });

  it('a page moved away from right after the switch (a scroll-to-top) is put back', async () => {
    renderConsole('/list', (ui) => <ScrollBox>{ui}</ScrollBox>);
    open('/list');
    await settled();
    scrollTo(250);
    open('/notice');
    open('/list');
    // Another part of the navigation scrolls to the top just after the switch.
    scrollTo(0);
    expect(box().scrollTop).toBe(250);
    await settled();
    open('/notice');
    open('/list');
    expect(box().scrollTop).toBe(250);
  });

  it('refresh forgets the position', async () => {
    renderConsole('/list', (ui) => <ScrollBox>{ui}</ScrollBox>);
    open('/list');
    await settled();
    scrollTo(250);
    await act(() => refreshTab('/list'));
    expect(box().scrollTop).toBe(0);
  });
});
