import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from '@/views/lock/idle-timer';

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idle timer (lock after lockTime idle minutes)', () => {
  it('fires once after the idle time without activity', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    startIdleTimer({ timeoutMs: 5 * MINUTE, onIdle, target });
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts from the last activity: mouse, keys, touch, wheel and scrolling keep the screen open', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    startIdleTimer({ timeoutMs: 2 * MINUTE, onIdle, target });
    for (const event of ['mousemove', 'keydown', 'mousedown', 'touchstart', 'wheel', 'scroll']) {
      vi.advanceTimersByTime(MINUTE + 30_000);
      target.dispatchEvent(new Event(event));
    }
    expect(onIdle).not.toHaveBeenCalled();
    // Two minutes after the last activity, not after the timer's first due time.
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop, and no longer listens', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle, target });
    timer.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(remove.mock.calls.map((call) => call[0]).sort()).toEqual(['keydown', 'mousedown', 'mousemove', 'scroll', 'touchstart', 'wheel']);
  });
});
