import type { ListConsoleEntitiesData } from '@contract/generated/types';
import { callOperation } from '@/renderer/core/call-operation';

export type EntitySchema = Record<string, unknown>;
export type EntitySchemas = ListConsoleEntitiesData;

let loading: Promise<EntitySchemas> | undefined;
let loaded: EntitySchemas | undefined;

/**
 * The entity JSON Schemas of schemas/entities by file name, asked of the server once (operation
 * listConsoleEntities) and kept; a failed load is forgotten so the next use asks again.
 */
export function loadEntitySchemas(): Promise<EntitySchemas> {
  loading ??= callOperation<EntitySchemas>('listConsoleEntities', {}, { errorMessageMode: 'none' }).then(
    (schemas) => {
      loaded = schemas;
      return schemas;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas if they are in already (no request). */
export function peekEntitySchemas(): EntitySchemas | undefined {
  return loaded;
}

/** Forgets the loaded schemas (tests, or after a deploy changed them). */
export function clearEntitySchemaCache(): void {
  loading = undefined;
  loaded = undefined;
}
