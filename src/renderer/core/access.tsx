import { createContext, useContext, type ReactNode } from 'react';
import type { PagePermission } from '@contract/generated/page-schema';

export type CanFn = (permission: PagePermission | undefined) => boolean;

// Until the app provides the core's access rules, nothing declared with a permission is shown.
const AccessContext = createContext<CanFn>((permission) => !permission);

/** The app provides the core's access check (spec §6: roles or permission codes depending on the mode). */
export function RendererAccessProvider({ can, children }: { can: CanFn; children: ReactNode }) {
  return <AccessContext.Provider value={can}>{children}</AccessContext.Provider>;
}

export const useCan = () => useContext(AccessContext);
