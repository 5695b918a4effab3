import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressBar } from '@/components/nprogress/progress-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const barElement = () => document.querySelector<HTMLElement>('[role="progressbar"]');

describe('top progress bar (spec §9: min 0.08, 200 ms steps, trickle 0.02 every 800 ms)', () => {
  it('starts at 0.08 and trickles 0.02 every 800 ms', () => {
    const bar = createProgressBar({ color: () => '#009688' });
    bar.start();
    expect(bar.value).toBeCloseTo(0.08);
    expect(barElement()?.style.width).toBe('8%');
    expect(barElement()?.style.background).toContain('rgb(0, 150, 136)');
    expect(barElement()?.style.transition).toContain('200ms');

    vi.advanceTimersByTime(799);
    expect(bar.value).toBeCloseTo(0.08);
    vi.advanceTimersByTime(1);
    expect(bar.value).toBeCloseTo(0.1);
    vi.advanceTimersByTime(1600);
    expect(bar.value).toBeCloseTo(0.14);
  });

  it('never completes by trickling and clamps what it is given', () => {
    const bar = createProgressBar();
    bar.set(0.99);
    bar.start();
    vi.advanceTimersByTime(800 * 10);
    expect(bar.value).toBeLessThan(1);
    bar.set(-3);
    expect(bar.value).toBeCloseTo(0.08);
    bar.set(7);
    expect(bar.value).toBe(1);
  });

  it('done fills the bar, fades it out and removes it', () => {
    const bar = createProgressBar();
    bar.start();
    bar.done();
    expect(bar.value).toBe(1);
    expect(barElement()?.style.width).toBe('100%');
    vi.advanceTimersByTime(200);
    expect(barElement()?.style.opacity).toBe('0');
    vi.advanceTimersByTime(200);
    expect(barElement()).toBeNull();
    expect(bar.value).toBeUndefined();
    // No trickle left running.
    vi.advanceTimersByTime(5000);
    expect(barElement()).toBeNull();
  });

  it('starts over from 0.08 when a new navigation begins while the last one fades out', () => {
    const bar = createProgressBar();
    bar.start();
    bar.done();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.value).toBeCloseTo(0.08);
    vi.advanceTimersByTime(1000);
    expect(barElement()).not.toBeNull();
    expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1);
  });
});
