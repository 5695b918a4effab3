import { LAYOUT_SIZES } from '@/styles/theme';
import { useMediaQuery } from './use-media-query';

/** Spec §9: mobile = narrower than the LG breakpoint (992 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${LAYOUT_SIZES.mobileBreakpoint - 0.02}px)`);
}
