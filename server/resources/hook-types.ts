import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import type { ServerLocale } from '../http/i18n';
import type { Services } from '../services';
import type { ResourceSpec } from './resource-spec';

/** A record as the resource's operations answer it: id, the fields, created_at, updated_at. */
export type ResourceRecord = Record<string, unknown> & { id: number };

/** Field values on their way into the table (add: every given field; edit: the changed ones). */
export type ResourceValues = Record<string, unknown>;

/** What a hook may use: the request's data handle for the resource's scope (a transaction's, in the before-hooks), the services and the caller's language. */
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
  /** Answers instead of the generic list when it answers something (e.g. for an input of `inputs.list`). */
  list: (ctx: HookContext, query: Record<string, unknown>) => Promise<{ items: ResourceRecord[]; total: number } | undefined>;
  beforeAdd: (ctx: HookContext, values: ResourceValues) => Promise<ResourceValues>;
  beforeEdit: (ctx: HookContext, current: ResourceRecord, changes: ResourceValues) => Promise<ResourceValues>;
  /** Checks the records about to be deleted (`input`: the del body); answers the ids of further records to delete with them. */
  beforeDelete: (ctx: HookContext, records: ResourceRecord[], input: Record<string, unknown>) => Promise<number[]>;
}

export type ResourceHookKind = keyof ResourceHookKinds;

/** A named hook of one kind; its name is what a resource file writes. */
export type NamedHook = { [K in ResourceHookKind]: { kind: K; run: ResourceHookKinds[K] } }[ResourceHookKind];
