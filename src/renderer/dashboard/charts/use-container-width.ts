import useSize from 'ahooks/es/useSize';
import { useRef } from 'react';

/** The width of the element `ref` points at, following resizes (ahooks' useSize); `fallback` until it has one (or in jsdom). */
export function useContainerWidth<T extends HTMLElement>(fallback = 480) {
  const ref = useRef<T>(null);
  const size = useSize(ref);
  return { ref, width: size && size.width > 0 ? size.width : fallback };
}
