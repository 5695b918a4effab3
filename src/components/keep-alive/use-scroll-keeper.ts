import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { SCROLL_CONTAINER_ATTRIBUTE } from '@/router/guard/scroll-to-top';
import { rememberedScroll, rememberScroll } from './keep-alive-cache';

const SCROLLABLE = /(auto|scroll|overlay)/;

/**
 * The element that scrolls the content: the nearest ancestor the layout marks as the route's
 * scroll container, else the nearest one with its own scrolling overflow and more content than
 * room, else the document.
 */
export function findScrollContainer(from: Element | null): Element {
  const page = document.scrollingElement ?? document.documentElement;
  const marked = from?.parentElement?.closest(`[${SCROLL_CONTAINER_ATTRIBUTE}]`);
  if (marked) return marked;
  for (let node = from?.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (SCROLLABLE.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return page;
}

function isTargetOf(event: Event, container: Element): boolean {
  if (event.target === container) return true;
  const page = document.scrollingElement ?? document.documentElement;
  return container === page && (event.target === document || event.target === window);
}

/** For this long after a page is shown, scrolling away from its restored position is undone. */
const SETTLE_MS = 300;

interface ShownPage {
  key: string;
  target: number;
  settleUntil: number;
  container?: Element;
}

/** The page's scroll container, found again at each switch (the layout may have changed what scrolls), not at each scroll event. */
function containerOf(page: ShownPage, root: Element | null): Element {
  if (page.container?.isConnected) return page.container;
  page.container = findScrollContainer(root);
  return page.container;
}

/**
 * Remembers the scroll position of the content container for each kept page while it is shown,
 * and restores it when the page is shown again (a new page starts at the top). Right after a
 * switch, other parts of the navigation may scroll (a scroll-to-top, the browser clamping the
 * position while the old page hides): for a short while such moves are undone, not remembered.
 */
export function useScrollKeeper(rootRef: RefObject<Element | null>, activeKey: string, memoryKey: string): void {
  const active = useRef<ShownPage>({ key: memoryKey, target: 0, settleUntil: 0 });

  useEffect(() => {
    const onScroll = (event: Event) => {
      const scroller = containerOf(active.current, rootRef.current);
      if (!isTargetOf(event, scroller)) return;
      const state = active.current;
      if (performance.now() < state.settleUntil) {
        if (scroller.scrollTop !== state.target) scroller.scrollTop = state.target;
        return;
      }
      rememberScroll(state.key, scroller.scrollTop);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [rootRef]);

  // Passive effects run after the layout's (the navigation's scroll-to-top): restore once more.
  useEffect(() => {
    const { key, target } = active.current;
    if (key !== memoryKey) return;
    const scroller = containerOf(active.current, rootRef.current);
    if (scroller.scrollTop !== target) scroller.scrollTop = target;
  }, [rootRef, activeKey, memoryKey]);

  useLayoutEffect(() => {
    const target = rememberedScroll(memoryKey);
    active.current = {
      key: memoryKey,
      target,
      settleUntil: performance.now() + SETTLE_MS,
      container: findScrollContainer(rootRef.current),
    };
    const restore = () => {
      if (active.current.key !== memoryKey) return;
      const scroller = containerOf(active.current, rootRef.current);
      if (scroller.scrollTop !== target) scroller.scrollTop = target;
    };
    restore();
    // Again after the other effects of this navigation (a scroll-to-top among them) and before the next paint.
    const timer = window.setTimeout(restore, 0);
    const frame = window.requestAnimationFrame(restore);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [rootRef, activeKey, memoryKey]);
}
