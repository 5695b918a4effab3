import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSITION_KEYFRAMES, useRouteTransition } from '@/layouts/basic/route-transition';
import type { TransitionSetting } from '@/settings/project-setting';

function pageElement() {
  const element = document.createElement('div');
  const animate = vi.fn(() => ({ cancel: vi.fn() }) as unknown as Animation);
  element.animate = animate as unknown as HTMLElement['animate'];
  return { element, animate };
}

function run(setting: Pick<TransitionSetting, 'enable' | 'basicTransition'>) {
  const { element, animate } = pageElement();
  const ref = { current: element };
  const view = renderHook(({ path }) => useRouteTransition(ref, path, setting), { initialProps: { path: '/a' } });
  return { animate, navigate: (path: string) => view.rerender({ path }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('route transitions', () => {
  it('plays the configured entrance on a route change (not on the first page)', () => {
    const { animate, navigate } = run({ enable: true, basicTransition: 'fade-side' });
    expect(animate).not.toHaveBeenCalled();
    navigate('/b');
    expect(animate).toHaveBeenCalledWith(TRANSITION_KEYFRAMES['fade-side'], expect.objectContaining({ duration: 300 }));
    expect(TRANSITION_KEYFRAMES['fade-side'][0]).toMatchObject({ opacity: 0, transform: 'translateX(-30px)' });
  });

  it('plays nothing when transitions are off', () => {
    const { animate, navigate } = run({ enable: false, basicTransition: 'fade' });
    navigate('/b');
    expect(animate).not.toHaveBeenCalled();
  });

  it('plays nothing when the system asks for reduced motion', () => {
    const original = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    }));
    const { animate, navigate } = run({ enable: true, basicTransition: 'zoom-fade' });
    navigate('/b');
    expect(animate).not.toHaveBeenCalled();
  });
});
