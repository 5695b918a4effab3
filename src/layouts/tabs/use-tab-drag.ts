import { useCallback, useRef, useState, type DragEvent } from 'react';
import { moveTab } from '@/store/tabs-store';
import type { Tab } from '@/store/tabs-store-rules';

export interface TabDragProps {
  draggable: boolean;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDragLeave(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDragEnd(): void;
}

/**
 * Reordering by drag and drop (the browser's own drag events, no library): a tab dropped on
 * another takes its place. Affix tabs neither move nor accept a drop. The tab menu's
 * "move left/right" does the same from the keyboard.
 */
export function useTabDrag(tabs: readonly Tab[], enabled: boolean) {
  const dragging = useRef<string | undefined>(undefined);
  const [over, setOver] = useState<string | undefined>(undefined);

  const propsFor = useCallback(
    (tab: Tab): TabDragProps | undefined => {
      if (!enabled) return undefined;
      const fixed = Boolean(tab.meta.affix);
      return {
        draggable: !fixed,
        onDragStart(event) {
          if (fixed) return;
          dragging.current = tab.path;
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', tab.path);
        },
        onDragOver(event) {
          if (!dragging.current || fixed) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setOver(tab.path);
        },
        onDragLeave() {
          setOver((current) => (current === tab.path ? undefined : current));
        },
        onDrop(event) {
          event.preventDefault();
          const from = dragging.current;
          dragging.current = undefined;
          setOver(undefined);
          if (!from || from === tab.path || fixed) return;
          moveTab(
            from,
            tabs.findIndex((candidate) => candidate.path === tab.path),
          );
        },
        onDragEnd() {
          dragging.current = undefined;
          setOver(undefined);
        },
      };
    },
    [enabled, tabs],
  );

  return { propsFor, over };
}
