import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListUrlState } from '@/renderer/list/use-list-url-state';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/gadgets']}>{children}</MemoryRouter>;
}

describe('list URL state updates', () => {
  it('builds an update from the URL of that moment, so a page click right after a search keeps the filter', () => {
    const { result } = renderHook(() => ({ state: useListUrlState({ filterKeys: ['name'] }), location: useLocation() }), { wrapper });
    const stale = result.current.state;
    act(() => {
      // Both in one tick: the second runs before any re-render, as a table click can right after a search.
      stale.setQuery((current) => ({ ...current, page: 1, filters: { name: 'Google' } }));
      stale.setQuery((current) => ({ ...current, page: 2 }));
    });
    const search = new URLSearchParams(result.current.location.search);
    expect(search.get('name')).toBe('Google');
    expect(search.get('page')).toBe('2');
    expect(result.current.state.query).toMatchObject({ page: 2, filters: { name: 'Google' } });
  });
});
