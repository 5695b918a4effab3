import { createContext, useContext } from 'react';
import type { RenderScope } from '@/renderer/core/scope';

/** What an action of a list can make the list do. */
export interface ListActions {
  refresh(): void;
  /**
   * After a successful call of `operationId`: refreshes unless the operation's declared change
   * (schemas/api `changes`) has already refreshed this list (src/api/data-changes.ts).
   */
  refreshAfter(operationId: string): void;
  openModal(target: string, scope: RenderScope): void;
  openDrawer(target: string, scope: RenderScope): void;
  /** Shows an operation's answer (result "copy"), already on the clipboard. */
  showResult(text: string, copied: boolean): void;
  exportCsv(): void;
  openImport(): void;
  /** After a batch action: the selected rows may be gone. */
  clearSelection(): void;
  exporting: boolean;
}

export const ListActionsContext = createContext<ListActions | undefined>(undefined);

export function useListActions(): ListActions {
  const actions = useContext(ListActionsContext);
  if (!actions) throw new Error('A list action is rendered outside its list');
  return actions;
}
