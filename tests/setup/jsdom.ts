/*
 * Setup of the jsdom unit project: fills the gaps between jsdom and a browser that the console relies on.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what a test rendered (vitest runs without globals, so Testing Library cannot register this itself).
afterEach(() => cleanup());

/*
 * antd's static toasts, messages and dialogs render in roots of their own that `cleanup` does not know. A toast
 * still counting down when the file ends fires after jsdom is gone ("window is not defined"), and one left from a
 * test could be found by the next: close them after each test that showed one. jsdom plays no CSS animation, so
 * the closing notices are told their leave animation ended (rc-motion waits for that event before unmounting).
 */
const STATIC_FEEDBACK = '.ant-notification-notice-wrapper, .ant-message-notice-wrapper, .ant-modal-confirm';
const ANIMATION_ENDS = ['animationend', 'webkitAnimationEnd', 'transitionend', 'webkitTransitionEnd'];
afterEach(async () => {
  if (typeof document === 'undefined' || !document.querySelector(STATIC_FEEDBACK)) return;
  const { closeDialogs, closeToasts } = await import('@/components/feedback/antd-feedback');
  closeToasts();
  closeDialogs();
  for (let tries = 0; tries < 100 && document.querySelector(STATIC_FEEDBACK); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const leaving of document.querySelectorAll('[class*="-leave-active"]')) {
      for (const name of ANIMATION_ENDS) leaving.dispatchEvent(new Event(name));
    }
  }
});

// antd's own warnings (a prop it ignores, a deprecated one) fail the test that caused them.
const antdWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:')) antdWarnings.push(args[0]);
  consoleError(...args);
};
afterEach(() => {
  const found = antdWarnings.splice(0);
  if (found.length) throw new Error(`antd warned:\n${[...new Set(found)].join('\n')}`);
});

// A `findBy…`/`waitFor` waits for a state the user sees; this is only how long before it gives up. antd
// tables and Formily forms render slowly in jsdom, slower still beside a server file on CI's two cores.
configure({ asyncUtilTimeout: 15_000 });

/*
 * window.matchMedia (antd's responsive grid and the layout's breakpoints use it). Width queries are answered
 * from window.innerWidth, so a test can set innerWidth, dispatch 'resize', and see listeners called.
 */
type Listener = (event: MediaQueryListEvent) => void;

function evaluateQuery(query: string): boolean {
  const width = window.innerWidth;
  const parts = query.toLowerCase().split(/\band\b/);
  let understood = false;
  for (const part of parts) {
    const match = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
    if (!match) continue;
    understood = true;
    const limit = Number(match[2]);
    if (match[1] === 'min' ? width < limit : width > limit) return false;
  }
  return understood;
}

const mediaLists = new Set<{ update(): void }>();

function createMediaQueryList(query: string): MediaQueryList {
  const listeners = new Set<Listener>();
  let matches = evaluateQuery(query);
  const list = {
    media: query,
    get matches() {
      return matches;
    },
    onchange: null as Listener | null,
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
    update() {
      const next = evaluateQuery(query);
      if (next === matches) return;
      matches = next;
      const event = { matches, media: query } as MediaQueryListEvent;
      list.onchange?.(event);
      listeners.forEach((listener) => listener(event));
    },
  };
  mediaLists.add(list);
  return list as unknown as MediaQueryList;
}

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: createMediaQueryList });
  window.addEventListener('resize', () => mediaLists.forEach((list) => list.update()));

  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
}

/*
 * fetch: jsdom has none, so Node's fetch stays; but Node's fetch does not understand jsdom's FormData and
 * Blob bodies (it would send "[object FormData]"). Convert them into Node's own classes first. (Under jsdom the
 * global FormData and Blob are jsdom's, so instanceof tells them apart from Node's.)
 */
const nodeFetch = globalThis.fetch;
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;

async function toNodeBody(body: unknown): Promise<unknown> {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const converted = new NodeFormData();
    for (const [key, value] of body.entries()) {
      if (typeof value === 'string') converted.append(key, value);
      else converted.append(key, new NodeBlob([await value.arrayBuffer()], { type: value.type }) as Blob, value.name);
    }
    return converted;
  }
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    return new NodeBlob([await body.arrayBuffer()], { type: body.type });
  }
  return body;
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
  nodeFetch(input, init?.body == null ? init : { ...init, body: (await toNodeBody(init.body)) as BodyInit });
