import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableScreen<P extends object> = ComponentType<P> & {
  /** Loads the screen's code; once it is in, the screen renders without suspending. */
  preload(): Promise<void>;
  /** Whether the code is in. */
  loaded(): boolean;
};

/** Whether a screen is a preloadable one whose code is in. */
export function isLoadedScreen(screen: object): boolean {
  return 'loaded' in screen && typeof screen.loaded === 'function' && screen.loaded() === true;
}

/**
 * A lazily loaded screen (React.lazy) that can be loaded ahead of its first render. Once loaded it
 * renders at once, without suspending: the pre-rendered login screen is hydrated in one pass
 * (src/boot.tsx), so no update during hydration can meet a boundary that is still waiting for code.
 */
export function preloadableScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  const Screen = (props: P) => createElement(loaded ?? (Lazy as unknown as ComponentType<P>), props);
  Screen.preload = () => loadOnce().then(() => undefined);
  Screen.loaded = () => loaded !== undefined;
  return Screen;
}
