import useInterval from 'ahooks/es/useInterval';
import { useState } from 'react';

/** The current time, updated every second. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 1000);
  return now;
}

export function formatClock(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
