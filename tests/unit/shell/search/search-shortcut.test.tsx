import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppSearchButton } from '@/components/app-search/AppSearchButton';
import { isSearchShortcut } from '@/components/app-search/search-shortcut';
import { clearLock, lockScreen } from '@/store/lock-store';
import { permissionStore } from '@/store/permission-store';
import { resetProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import enSearch from '../../../../locales/en/search.json';
import { masterMenu } from './support/menu-items';
import { loadSignedInMessages } from './support/messages';

function keydown(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('isSearchShortcut', () => {
  const input = document.createElement('input');
  beforeAll(() => document.body.appendChild(input));
  afterAll(() => input.remove());
  const check = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    let answer = false;
    const listener = (event: KeyboardEvent) => {
      answer = isSearchShortcut(event);
    };
    window.addEventListener('keydown', listener);
    keydown(init, target);
    window.removeEventListener('keydown', listener);
    return answer;
  };

  it('accepts Ctrl+K and ⌘K anywhere, even in an input', () => {
    expect(check({ key: 'k', ctrlKey: true })).toBe(true);
    expect(check({ key: 'K', metaKey: true })).toBe(true);
    expect(check({ key: 'k', ctrlKey: true }, input)).toBe(true);
  });

  it('accepts "/" only when no input has the focus', () => {
    expect(check({ key: '/' })).toBe(true);
    expect(check({ key: '/' }, input)).toBe(false);
  });

  it('ignores other keys and other modifiers', () => {
    expect(check({ key: 'k' })).toBe(false);
    expect(check({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(check({ key: 'j', ctrlKey: true })).toBe(false);
  });
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHeaderSearch() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <AppSearchButton />
      <Input />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

function Input() {
  return <input aria-label="elsewhere" />;
}

describe('header menu search', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await loadSignedInMessages('en');
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    resetProjectConfig({ reload: () => undefined });
    // The menu the layout shows: built for the master in ROUTE_MAPPING mode.
    permissionStore.setState({ builtMode: 'ROUTE_MAPPING', frontMenuList: masterMenu() });
  });

  it('hides the button by default (spec §9) but Ctrl+K still opens the search, and Enter opens the entry', async () => {
    renderHeaderSearch();
    expect(screen.queryByRole('button', { name: enSearch.open })).toBeNull();

    act(() => {
      keydown({ key: 'k', ctrlKey: true });
    });
    const input = await screen.findByRole('combobox', { name: enSearch.placeholder });
    fireEvent.change(input, { target: { value: 'mydom' } });
    await screen.findByRole('option', { name: 'Domains > My domains' });
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/domainmanage/mydomain'));
    // (That the dialog then closes is seen in the browser test: jsdom never ends antd's leave animation.)
  });

  it('opens with "/" outside inputs, but "/" typed into an input stays a character', async () => {
    renderHeaderSearch();
    const elsewhere = screen.getByRole('textbox', { name: 'elsewhere' });
    let event!: KeyboardEvent;
    act(() => {
      event = keydown({ key: '/' }, elsewhere);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      keydown({ key: '/' });
    });
    expect(await screen.findByRole('dialog', { name: enSearch.title })).toBeTruthy();
  });

  it('does not open behind the lock screen', async () => {
    lockScreen('demo');
    try {
      renderHeaderSearch();
      let event!: KeyboardEvent;
      act(() => {
        event = keydown({ key: 'k', ctrlKey: true });
      });
      // The handler left the key alone (it takes the keys it acts on), and nothing is drawn.
      expect(event.defaultPrevented).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      clearLock();
    }
  });

  it('shows the header button when headerSetting.showSearch is on', async () => {
    updateProjectConfig({ headerSetting: { showSearch: true } });
    renderHeaderSearch();
    fireEvent.click(screen.getByRole('button', { name: enSearch.open }));
    expect(await screen.findByRole('combobox', { name: enSearch.placeholder })).toBeTruthy();
  });
});
