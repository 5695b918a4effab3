import { describe, expect, it } from 'vitest';
import { scrollTopToReveal } from '@/components/app-search/scroll-into-view';

describe('scrollTopToReveal', () => {
  const list = (scrollTop: number) => ({ scrollTop, clientHeight: 200 });
  const item = (offsetTop: number) => ({ offsetTop, offsetHeight: 44 });

  it('leaves the list where it is when the item is visible', () => {
    expect(scrollTopToReveal(list(100), item(150))).toBe(100);
  });

  it('scrolls up to an item above the visible part', () => {
    expect(scrollTopToReveal(list(300), item(88))).toBe(88);
  });

  it('scrolls down just far enough for an item below the visible part (wrapping to the end)', () => {
    expect(scrollTopToReveal(list(0), item(440))).toBe(440 + 44 - 200);
  });
});
