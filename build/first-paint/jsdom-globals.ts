import { JSDOM } from 'jsdom';

/**
 * Makes a jsdom window the global environment of this Node process, as a browser page would see
 * it, so the console's own modules can render the login screen at build time. Returns the window
 * (close it when done, or its timers keep the process alive).
 */
export function installJsdomGlobals(url: string): JSDOM['window'] {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="app"></div></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  const globals = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globals || key.startsWith('_')) continue;
    globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
  // Browser globals Node also has (its own versions differ from the page's).
  for (const key of [
    'window',
    'self',
    'document',
    'navigator',
    'location',
    'localStorage',
    'sessionStorage',
    'Event',
    'EventTarget',
    'CustomEvent',
  ]) {
    Object.defineProperty(globalThis, key, {
      value: (window as unknown as Record<string, unknown>)[key],
      configurable: true,
      writable: true,
    });
  }
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: false,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => true,
    }) as MediaQueryList;
  return window;
}
