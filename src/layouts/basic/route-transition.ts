import { useEffect, useRef, type RefObject } from 'react';
import { ROUTE_TRANSITION_MS } from '@/settings/design-setting';
import { RouterTransition, type TransitionSetting } from '@/settings/project-setting';

/** How each transition brings a page in (the old page is gone at once: pages are kept alive, not re-mounted). */
export const TRANSITION_KEYFRAMES: Record<RouterTransition, Keyframe[]> = {
  [RouterTransition.FADE_SIDE]: [
    { opacity: 0, transform: 'translateX(-30px)' },
    { opacity: 1, transform: 'translateX(0)' },
  ],
  [RouterTransition.FADE_BOTTOM]: [
    { opacity: 0, transform: 'translateY(10%)' },
    { opacity: 1, transform: 'translateY(0)' },
  ],
  [RouterTransition.FADE_SCALE]: [
    { opacity: 0, transform: 'scale(1.2)' },
    { opacity: 1, transform: 'scale(1)' },
  ],
  [RouterTransition.FADE]: [{ opacity: 0 }, { opacity: 1 }],
  [RouterTransition.ZOOM_FADE]: [
    { opacity: 0, transform: 'scale(0.92)' },
    { opacity: 1, transform: 'scale(1)' },
  ],
  [RouterTransition.ZOOM_OUT]: [
    { opacity: 0, transform: 'scale(0)' },
    { opacity: 1, transform: 'scale(1)' },
  ],
};

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Plays the configured entrance animation on the content element at each route change. The
 * element is animated, not re-mounted, so kept-alive pages keep their state; nothing plays when
 * transitions are off or the user asked the system for reduced motion.
 */
export function useRouteTransition(
  element: RefObject<HTMLElement | null>,
  routeKey: string,
  setting: Pick<TransitionSetting, 'enable' | 'basicTransition'>,
): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = element.current;
    if (!setting.enable || !target || typeof target.animate !== 'function' || prefersReducedMotion()) return;
    const animation = target.animate(TRANSITION_KEYFRAMES[setting.basicTransition], {
      duration: ROUTE_TRANSITION_MS,
      easing: 'cubic-bezier(0.25, 0.8, 0.5, 1)',
    });
    return () => animation.cancel();
  }, [routeKey, setting.enable, setting.basicTransition, element]);
}
