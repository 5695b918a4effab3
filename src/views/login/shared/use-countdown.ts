import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 250;

/**
 * A countdown in whole seconds, e.g. the wait before a code can be sent again. It counts from the
 * clock, not from ticks, so a throttled background tab shows the right figure when it wakes up.
 */
export function useCountdown(): { remaining: number; start(seconds: number): void; reset(): void } {
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(undefined);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setEndsAt(undefined), []);

  return { remaining: secondsLeft(endsAt, now), start, reset };
}
