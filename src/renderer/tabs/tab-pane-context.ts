import { createContext, useContext } from 'react';

export interface TabPaneInfo {
  /** The tab's key (as in the URL's ?tab=). */
  key: string;
  /** False while another tab is shown (the pane stays mounted, hidden). */
  active: boolean;
}

export const TabPaneContext = createContext<TabPaneInfo | undefined>(undefined);

/**
 * The tab a body is rendered in, if any. A body that syncs its own state with the URL (a list) should
 * leave the URL alone while its tab is inactive.
 */
export function useTabPane(): TabPaneInfo | undefined {
  return useContext(TabPaneContext);
}
