import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { readWireResult, runMessage, WireAnswer } from './pglite-wire';

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
 * sync through PGlite's public `execProtocolRawStream`. Values are serialized by PGlite's own
 * serializers; the request is written and the answer's bytes are read by ./pglite-wire.ts with
 * PGlite's own type parsers (and errors by its own protocol parser), so answers are the same as its
 * `query`'s. PGlite's message parser, which `execProtocol` runs on every answer, cost more than the
 * database's own work for a page of rows (ARCHITECTURE.md, "PGlite runs a known statement in one
 * trip"). That path delivers no notices or notifications to PGlite's listeners; the embedded
 * database uses neither (change notices are in-process there).
 *
 * PGlite's `query` holds its transaction lock and then its query lock, so a statement never runs
 * inside someone else's open transaction; this does the same through `_runExclusiveTransaction` and
 * `_runExclusiveQuery` (public in PGlite's type declarations, named as internal:
 * tests/server/pglite-one-trip.test.ts fails should they change). Statements of a transaction take the
 * same path under the query lock only (the transaction holds the other); BEGIN, COMMIT, ROLLBACK and
 * everything else go to PGlite unchanged.
 */
export function withOneTripQueries(client: PGlite): PGlite {
  const statements = new Map<string, NamedStatement>();
  const layeredParsers = new WeakMap<QueryOptions, [PGlite['parsers'], QueryOptions]>();

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

  /**
   * The parsers and options for `parseResults`: PGlite's own parsers with the query's on top. Left to
   * `parseResults`, a query with parsers of its own (drizzle passes some with every query) copies all
   * of PGlite's parsers on every call, which cost more than the rest of the parsing; here the query's
   * few are laid over PGlite's without a copy.
   */
  function parsersOf(options: QueryOptions | undefined): [PGlite['parsers'], QueryOptions | undefined] {
    if (!options?.parsers) return [client.parsers, options];
    // A prepared query passes the same options object on every run: its layering is made once.
    let layered = layeredParsers.get(options);
    if (!layered) {
      layered = [Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers), { ...options, parsers: undefined }];
      layeredParsers.set(options, layered);
    }
    return layered;
  }

  /** One statement in one trip; the caller holds whatever lock keeps others out. */
  async function runOneTrip<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const answer = new WireAnswer();
    await client.execProtocolRawStream(
      runMessage(statement.name, values),
      // Inside a transaction PGlite's own path leaves the files alone until the transaction ends; so does this.
      { syncToFs: !inTransaction, onRawData: answer.collect },
    );
    return readWireResult<T>(answer.bytes(), ...parsersOf(options));
  }

  /** Whether a text takes PGlite's own path: options this path does not handle, or no room for another named statement. */
  const ownPath = (text: string, options?: QueryOptions) =>
    Boolean(options?.blob || options?.paramTypes || (!statements.has(text) && statements.size >= MAX_NAMED_STATEMENTS));

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (ownPath(text, options)) return client.query<T>(text, params, options);
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runOneTrip<T>(text, params, options, false)));
  }

  /**
   * PGlite's transaction, whose statements take the same one trip: the transaction already holds
   * PGlite's transaction lock (as PGlite's own `tx.query` assumes), so each statement takes only the
   * query lock. Without this, a transaction of a few statements costs several times their one-trip time.
   */
  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property) {
            if (property !== 'query') return Reflect.get(target, property, target);
            return async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
              if (target.closed || ownPath(text, options)) return target.query<R>(text, params, options);
              return client._runExclusiveQuery(() => runOneTrip<R>(text, params, options, true));
            };
          },
        }),
      ),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
