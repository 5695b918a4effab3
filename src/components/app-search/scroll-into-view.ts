/**
 * The scrollTop that makes `item` fully visible inside `container`, moving as little as
 * possible (unchanged when it is visible already).
 */
export function scrollTopToReveal(
  container: { scrollTop: number; clientHeight: number },
  item: { offsetTop: number; offsetHeight: number },
): number {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < container.scrollTop) return top;
  if (bottom > container.scrollTop + container.clientHeight) return bottom - container.clientHeight;
  return container.scrollTop;
}

const running = new WeakMap<HTMLElement, number>();

/** Scrolls `container` so `item` is visible, easing over `durationMs` (0 jumps). */
export function animateScrollIntoView(container: HTMLElement, item: HTMLElement, durationMs: number): void {
  const start = container.scrollTop;
  const target = scrollTopToReveal(container, item);
  const previous = running.get(container);
  if (previous !== undefined) cancelAnimationFrame(previous);
  if (target === start) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (durationMs <= 0 || reduceMotion || typeof requestAnimationFrame !== 'function') {
    container.scrollTop = target;
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    container.scrollTop = start + (target - start) * eased;
    if (progress < 1) running.set(container, requestAnimationFrame(step));
    else running.delete(container);
  };
  running.set(container, requestAnimationFrame(step));
}
