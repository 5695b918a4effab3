/** What counts as the user being at the keyboard. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface IdleTimerOptions {
  /** How long without activity before `onIdle`, in milliseconds (> 0). */
  timeoutMs: number;
  onIdle(): void;
  /** Where activity is listened for; the window by default. */
  target?: EventTarget;
  now?: () => number;
}

/**
 * Calls `onIdle` once after `timeoutMs` without activity. Activity only records a time stamp
 * (mousemove fires constantly); one timer checks it when due and waits out the rest if the user
 * was active meanwhile. `stop()` removes the listeners and the timer.
 */
export function startIdleTimer({ timeoutMs, onIdle, target = window, now = Date.now }: IdleTimerOptions): {
  stop(): void;
} {
  let lastActivity = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const markActive = () => {
    lastActivity = now();
  };
  const check = () => {
    if (stopped) return;
    const idleFor = now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, timeoutMs - idleFor);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, markActive, true);
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, markActive, { capture: true, passive: true });
  timer = setTimeout(check, timeoutMs);
  return { stop };
}
