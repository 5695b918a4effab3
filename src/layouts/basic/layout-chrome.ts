import { createContext, useContext } from 'react';
import type { ThemeMode } from '@/settings/project-setting';

/**
 * What the header needs to know about the frame around it. The frame passes it to the header's
 * render function and also provides it as context, so any header part can read it.
 */
export interface LayoutChrome {
  /** Narrower than 992 px: the menu is in a drawer. */
  isMobile: boolean;
  /** The side menu is folded (on a phone: the drawer is closed). */
  collapsed: boolean;
  /** Folds/unfolds the side menu, or opens the drawer on a phone. */
  toggleMenu(): void;
  /** The header shows the menu trigger (trigger placement "header", and always on a phone). */
  showHeaderTrigger: boolean;
  headerTheme: ThemeMode;
  headerBg: string;
  headerHoverBg: string;
}

export const LayoutChromeContext = createContext<LayoutChrome | null>(null);

/** The frame's state for header parts; null outside the signed-in layout. */
export function useLayoutChrome(): LayoutChrome | null {
  return useContext(LayoutChromeContext);
}
