import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/locales';
import { secondsLeft } from '@/views/login/shared/countdown';
import { SendCodeButton } from '@/views/login/shared/SendCodeButton';
import { useCountdown } from '@/views/login/shared/use-countdown';

beforeAll(async () => {
  await setLocale('en');
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(undefined, 1000)).toBe(0);
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 60_800)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 90_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from the start value to zero with the clock', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
  });

  it('shows the right figure when the timers were held back (a throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock moves 45 s while no tick ran; the next tick reads the clock.
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(15);
  });
});

describe('SendCodeButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const button = () => screen.getByRole('button');

  it('sends, then waits 60 seconds before it can send again', async () => {
    const send = vi.fn(async () => true);
    render(<SendCodeButton send={send} />);
    expect(button().textContent).toBe('Send code');

    await act(async () => {
      fireEvent.click(button());
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Resend in 60 s');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => void vi.advanceTimersByTime(30_000));
    expect(button().textContent).toBe('Resend in 30 s');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(30_000));
    expect(button().textContent).toBe('Send code');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not start the countdown when the code was not sent', async () => {
    render(<SendCodeButton send={async () => false} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button().textContent).toBe('Send code');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not send when the form finds the address or number wrong', async () => {
    const send = vi.fn(async () => true);
    render(<SendCodeButton send={send} canSend={() => false} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Send code');
  });
});
