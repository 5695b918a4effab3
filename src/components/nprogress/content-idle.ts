/** What a loading page shows: the lazy screen's spinner (role=status) or an antd Spin. */
const BUSY_SELECTOR = '[role="status"], .ant-spin-spinning, [aria-busy="true"]';

/** Longest wait for a page to finish loading before the progress bar completes anyway. */
const MAX_WAIT_MS = 10_000;

/**
 * Calls `onIdle` once the element shows no loading indicator: right after the next frame when the
 * new page is already there, or when its spinner goes away. Returns a cancel function.
 */
export function whenContentIdle(element: HTMLElement, onIdle: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    onIdle();
  };
  const check = () => {
    if (!element.querySelector(BUSY_SELECTOR)) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(element, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'aria-busy'],
  });
  const frame = requestAnimationFrame(check);
  const timeout = setTimeout(finish, MAX_WAIT_MS);
  return () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
  };
}
