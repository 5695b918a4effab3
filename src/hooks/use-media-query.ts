import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; updates when the window crosses it. Not ahooks: it has no
 * media-query hook (its useResponsive is one global breakpoint table set by configResponsive and
 * re-read on every resize event), and matchMedia's change event is what the browser offers for this.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
