export { clearEntitySchemaCache, loadEntitySchemas, peekEntitySchemas, type EntitySchema, type EntitySchemas } from './entity-schemas';
export { useEntitySchema, type EntitySchemaState } from './use-entity-schema';
