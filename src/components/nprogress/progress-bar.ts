import { NPROGRESS_SETTING } from '@/settings/design-setting';

export interface ProgressBarOptions {
  minimum: number;
  speedMs: number;
  trickleAmount: number;
  trickleEveryMs: number;
  /** Colour of the bar; read on each start so it follows the theme colour. */
  color(): string;
  /** Where the bar is attached (the document's body). */
  parent(): HTMLElement;
}

export interface ProgressBar {
  start(): void;
  /** Moves to `value` (clamped to minimum..1). */
  set(value: number): void;
  inc(amount?: number): void;
  done(): void;
  /** Current value, or undefined while the bar is not shown. */
  readonly value: number | undefined;
}

/** Never reaches 100 % by trickling: only done() completes. */
const TRICKLE_CEILING = 0.994;

/**
 * A thin progress bar at the top of the window (spec §9: starts at 0.08, moves in 200 ms steps,
 * trickles 0.02 every 800 ms until done). Not the nprogress package: it trickles by amounts it picks
 * from the current value (no fixed 0.02) and takes its colour from a global stylesheet, not the theme.
 */
export function createProgressBar(partial: Partial<ProgressBarOptions> = {}): ProgressBar {
  const options: ProgressBarOptions = {
    ...NPROGRESS_SETTING,
    color: () => '#0960bd',
    parent: () => document.body,
    ...partial,
  };
  let value: number | undefined;
  let element: HTMLDivElement | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let removal: ReturnType<typeof setTimeout> | undefined;

  const clamp = (n: number) => Math.min(1, Math.max(options.minimum, n));

  function render(): void {
    if (!element) {
      element = document.createElement('div');
      element.setAttribute('role', 'progressbar');
      element.setAttribute('aria-valuemin', '0');
      element.setAttribute('aria-valuemax', '100');
      element.className = 'app-nprogress';
      Object.assign(element.style, {
        position: 'fixed',
        top: '0',
        left: '0',
        height: '2px',
        zIndex: '2000',
        pointerEvents: 'none',
        transition: `width ${options.speedMs}ms ease, opacity ${options.speedMs}ms linear`,
        background: options.color(),
        boxShadow: `0 0 8px ${options.color()}`,
      });
      options.parent().appendChild(element);
    }
    element.style.opacity = '1';
    element.style.width = `${(value ?? 0) * 100}%`;
    element.setAttribute('aria-valuenow', String(Math.round((value ?? 0) * 100)));
  }

  function stopTrickle(): void {
    if (trickle !== undefined) clearInterval(trickle);
    trickle = undefined;
  }

  const bar: ProgressBar = {
    get value() {
      return value;
    },
    start() {
      const finishing = removal !== undefined;
      if (finishing) clearTimeout(removal);
      removal = undefined;
      if (value === undefined || finishing) bar.set(0);
      stopTrickle();
      trickle = setInterval(() => bar.inc(), options.trickleEveryMs);
    },
    set(next) {
      value = clamp(next);
      render();
    },
    inc(amount = options.trickleAmount) {
      if (value === undefined) {
        bar.start();
        return;
      }
      if (value >= TRICKLE_CEILING) return;
      bar.set(Math.min(TRICKLE_CEILING, value + amount));
    },
    done() {
      if (value === undefined) return;
      stopTrickle();
      bar.set(1);
      const shown = element;
      // Fade out after the last step, then remove.
      removal = setTimeout(() => {
        if (shown) shown.style.opacity = '0';
        removal = setTimeout(() => {
          shown?.remove();
          if (element === shown) element = undefined;
          value = undefined;
          removal = undefined;
        }, options.speedMs);
      }, options.speedMs);
    },
  };
  return bar;
}
