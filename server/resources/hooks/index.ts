import { adminAccessHooks } from '../../menus/admin-access-hooks';
import { rechargePlanHooks } from '../../orders/recharge-plan-hooks';
import type { NamedHook } from '../hook-types';

/**
 * Every hook a resource file may name (`"hooks": { "beforeAdd": "<name>" }`), by name. A hook lives in
 * its business area (`server/<area>/<resource>-hooks.ts`) and is listed here; the server refuses to start
 * when a resource names a hook that is not listed, or one of another kind.
 */
export const resourceHooks: Record<string, NamedHook> = {
  ...adminAccessHooks,
  ...rechargePlanHooks,
};
