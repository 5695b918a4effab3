import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Named statements kept in PGlite's one session; texts beyond them take PGlite's own path. */
const MAX_NAMED_STATEMENTS = 256;

interface NamedStatement {
  name: string;
  /** Parameter types as PostgreSQL inferred them, for PGlite's serializers. */
  paramTypes: number[];
}

const batch = (...messages: Uint8Array[]) => Buffer.concat(messages);

/**
 * PGlite whose `query` runs a statement it has seen before in one trip into the database: PGlite's own
 * `query` makes six calls into WebAssembly per statement (parse, describe, bind, describe, execute,
 * sync), and PostgreSQL parses and plans the text each time. Here each text is parsed once as a named
 * statement (its parameter types noted), and every run is one batch of bind, describe, execute and
 * sync through PGlite's public `execProtocol`. Values are serialized and rows parsed by PGlite's own
 * serializers and `parseResults`, so answers are the same as its `query`'s.
 *
 * PGlite's `query` holds its transaction lock and then its query lock, so a statement never runs
 * inside someone else's open transaction; this does the same through `_runExclusiveTransaction` and
 * `_runExclusiveQuery` (public in PGlite's type declarations, named as internal:
 * tests/server/pglite-one-trip.test.ts fails should they change). Transactions themselves and
 * everything else go to PGlite unchanged.
 */
export function withOneTripQueries(client: PGlite): PGlite {
  const statements = new Map<string, NamedStatement>();

  async function prepare(text: string): Promise<NamedStatement> {
    const name = `pwa_${statements.size + 1}`;
    const { messages } = await client.execProtocol(
      batch(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
      {},
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes || (!statements.has(text) && statements.size >= MAX_NAMED_STATEMENTS)) {
      return client.query<T>(text, params, options);
    }
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = statements.get(text) ?? (await prepare(text));
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const oid = statement.paramTypes[i]!;
          const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
          return serialize ? serialize(param) : String(param);
        });
        const { messages } = await client.execProtocol(
          batch(
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ),
          {},
        );
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
