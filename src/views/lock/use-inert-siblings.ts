import { useEffect, type RefObject } from 'react';

/**
 * While an overlay that must own the screen is shown (the lock screen, portalled into <body>),
 * everything else in <body> — the app and any open modal or drawer — can be neither clicked,
 * focused nor read by a screen reader.
 */
export function useInertSiblings(overlay: RefObject<HTMLElement>): void {
  useEffect(() => {
    const own = overlay.current;
    if (!own) return;
    const made: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child === own || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
      child.setAttribute('inert', '');
      child.setAttribute('aria-hidden', 'true');
      made.push(child);
    }
    return () => {
      for (const child of made) {
        child.removeAttribute('inert');
        child.removeAttribute('aria-hidden');
      }
    };
  }, [overlay]);
}
