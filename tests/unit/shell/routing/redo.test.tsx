import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REDIRECT_ROUTE_PATTERN } from '@/router/paths';
import { useRedo } from '@/router/redirect/use-redo';
import RedirectPage from '@/views/redirect/RedirectPage';

let mounts = 0;

function Page() {
  const redo = useRedo();
  const { pathname, search } = useLocation();
  const [mountId] = useState(() => ++mounts);
  return (
    <div>
      <span>{`${pathname}${search} #${mountId}`}</span>
      <button type="button" onClick={() => void redo()}>
        Refresh
      </button>
    </div>
  );
}

describe('useRedo: refreshing a page through the redirect helper', () => {
  it('leaves the page and opens it again with its query: it mounts afresh', async () => {
    mounts = 0;
    render(
      <MemoryRouter initialEntries={['/channel/index?page=2']}>
        <Routes>
          <Route path="/channel/index" element={<Page />} />
          <Route path={REDIRECT_ROUTE_PATTERN} element={<RedirectPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('/channel/index?page=2 #1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByText('/channel/index?page=2 #2')).toBeTruthy());
  });
});
