import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import type { ServerLocale } from '../http/i18n';
import type { Services } from '../services';
import type { ResourceSpec } from './resource-spec';

/** A record as the resource's operations answer it: id, the fields, created_at, updated_at. */
export type ResourceRecord = Record<string, unknown> & { id: number };

/** Field values on their way into the table (add: every given field; edit: the changed ones). */
export type ResourceValues = Record<string, unknown>;

/** What a hook may use: the request's data handle for the resource's scope, the services and the caller's language. */
export interface HookContext {
  resource: ResourceSpec;
  /** Account scope: the caller's account (every read and write bound to it). */
  account?: AccountData;
  /** Platform scope: the whole database (platform resources are written by admins only). */
  platform?: PlatformDb;
  services: Services;
  locale: ServerLocale;
}

/**
 * Rules beyond storage, written in TypeScript and named by a resource file (`hooks`). A hook throws an
 * `ApiError` to refuse (nothing is written), or answers the values to store (it may change them).
 */
export interface ResourceHookKinds {
  beforeAdd: (ctx: HookContext, values: ResourceValues) => Promise<ResourceValues>;
  beforeEdit: (ctx: HookContext, current: ResourceRecord, changes: ResourceValues) => Promise<ResourceValues>;
  beforeDelete: (ctx: HookContext, records: ResourceRecord[]) => Promise<void>;
}

export type ResourceHookKind = keyof ResourceHookKinds;

/** A named hook of one kind; its name is what a resource file writes. */
export type NamedHook = { [K in ResourceHookKind]: { kind: K; run: ResourceHookKinds[K] } }[ResourceHookKind];
