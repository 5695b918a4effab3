import { createContext, useContext } from 'react';

/** False inside a page that the keep-alive outlet keeps hidden in the background. */
export const PageActivityContext = createContext(true);

/**
 * Whether the page this component belongs to is the one on screen. Pages kept alive in a
 * background tab stay mounted; effects with visible side effects (document title, timers that
 * poll) can pause while this is false.
 */
export function useIsPageActive(): boolean {
  return useContext(PageActivityContext);
}
