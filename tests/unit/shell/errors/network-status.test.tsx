import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkTrouble } from '@/components/route-error/use-network-status';
import { noteNetworkFailure } from '@/utils/error-log/network-status';

function Probe() {
  return <output>{useNetworkTrouble() ? 'network trouble' : 'network fine'}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('network trouble detection', () => {
  it('turns on when the browser goes offline and off when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60_000); // past any failure noted by another test
    render(<Probe />);
    expect(screen.getByText('network fine')).toBeTruthy();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('network trouble')).toBeTruthy();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('network fine')).toBeTruthy();
  });

  it('turns on when an API call got no answer at all, even while the browser says it is online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Probe />);
    act(() => noteNetworkFailure());
    expect(screen.getByText('network trouble')).toBeTruthy();
  });
});
