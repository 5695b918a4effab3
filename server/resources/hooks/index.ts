import type { NamedHook } from '../hook-types';

/**
 * Every hook a resource file may name (`"hooks": { "beforeAdd": "<name>" }`), by name. A hook lives in
 * this folder, one file per resource, and is listed here; the server refuses to start when a resource
 * names a hook that is not listed, or one of another kind.
 */
export const resourceHooks: Record<string, NamedHook> = {};
