import { useEffect, useState } from 'react';
import { loadEntitySchemas, peekEntitySchemas, type EntitySchema } from './entity-schemas';

export interface EntitySchemaState {
  /** The entity's JSON Schema; undefined while loading, after a failure, or when the name is unknown. */
  schema: EntitySchema | undefined;
  /** True until the schemas are in (or failed). Always false without a name. */
  loading: boolean;
  error: unknown;
}

/** The JSON Schema of entity `name` (file name without .json), loaded once for the whole console. */
export function useEntitySchema(name: string | undefined): EntitySchemaState {
  const [state, setState] = useState<EntitySchemaState>(() => {
    const schemas = peekEntitySchemas();
    return { schema: name ? schemas?.[name] : undefined, loading: Boolean(name) && !schemas, error: undefined };
  });

  useEffect(() => {
    if (!name) {
      setState({ schema: undefined, loading: false, error: undefined });
      return;
    }
    let live = true;
    const schemas = peekEntitySchemas();
    if (schemas) {
      setState({ schema: schemas[name], loading: false, error: undefined });
      return;
    }
    setState({ schema: undefined, loading: true, error: undefined });
    loadEntitySchemas().then(
      (all) => live && setState({ schema: all[name], loading: false, error: undefined }),
      (error: unknown) => live && setState({ schema: undefined, loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [name]);

  return state;
}
