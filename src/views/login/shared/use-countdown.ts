import useCountDown from 'ahooks/es/useCountDown';
import { useCallback, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 250;

/**
 * A countdown in whole seconds, e.g. the wait before a code can be sent again. ahooks' useCountDown
 * reads the clock on every tick, so a throttled background tab shows the right figure when it wakes up.
 */
export function useCountdown(): { remaining: number; start(seconds: number): void; reset(): void } {
  const [endsAt, setEndsAt] = useState<number>();
  const reset = useCallback(() => setEndsAt(undefined), []);
  const [msLeft] = useCountDown({ targetDate: endsAt, interval: TICK_MS, onEnd: reset });
  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  // useCountDown measures in an effect: in the render right after start it still says 0, so read the clock.
  const remaining = endsAt === undefined ? 0 : secondsLeft(endsAt, msLeft > 0 ? endsAt - msLeft : Date.now());
  return { remaining, start, reset };
}
