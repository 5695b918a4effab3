import { MOBILE_BELOW_WIDTH } from '@/settings/design-setting';
import { useMediaQuery } from './use-media-query';

/** Spec §9: mobile = narrower than the LG breakpoint (992 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BELOW_WIDTH - 0.02}px)`);
}
