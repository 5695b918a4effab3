import { protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** Backend message types read here (PostgreSQL's frontend/backend protocol, "Message Formats"). */
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/** Describe the unnamed portal, execute it, sync: the same bytes after every statement's bind. */
const DESCRIBE_EXECUTE_SYNC = Buffer.concat([
  protocol.serialize.describe({ type: 'P' }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
]);

const TEXT_FORMAT = 0;

/**
 * One trip's request: bind `values` to the named statement (unnamed portal, text results), describe,
 * execute, sync. Values in text (or null) are written here in one buffer; a binary value (a byte array)
 * makes PGlite's own serializer write the bind, as its `query` would.
 */
export function runMessage(statement: string, values: readonly (string | null | ArrayBufferView | ArrayBuffer)[]): Buffer {
  if (values.some((value) => value !== null && typeof value !== 'string')) {
    return Buffer.concat([protocol.serialize.bind({ statement, values: values as never }), DESCRIBE_EXECUTE_SYNC]);
  }
  const texts = values as readonly (string | null)[];
  const nameLength = Buffer.byteLength(statement);
  let length = 4 + 1 + nameLength + 1 + 2 + 2 * texts.length + 2 + 2 + 2;
  for (const text of texts) length += 4 + (text === null ? 0 : Buffer.byteLength(text));
  const message = Buffer.allocUnsafe(1 + length + DESCRIBE_EXECUTE_SYNC.length);
  let at = message.writeUInt8(0x42, 0); // 'B'
  at = message.writeInt32BE(length, at);
  at = message.writeUInt8(0, at); // the unnamed portal
  at += message.write(statement, at);
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(texts.length, at);
  for (let i = 0; i < texts.length; i++) at = message.writeInt16BE(TEXT_FORMAT, at);
  at = message.writeInt16BE(texts.length, at);
  for (const text of texts) {
    if (text === null) {
      at = message.writeInt32BE(-1, at);
    } else {
      const written = message.write(text, at + 4);
      at = message.writeInt32BE(written, at) + written;
    }
  }
  at = message.writeInt16BE(1, at);
  at = message.writeInt16BE(TEXT_FORMAT, at);
  DESCRIBE_EXECUTE_SYNC.copy(message, at);
  return message;
}

/** Commands whose tag's count is a number of rows changed (as PGlite's `parseResults` counts them). */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The answer bytes of one trip, collected as PGlite hands them over. PGlite passes views into the
 * database's memory that are only valid during its callback, so each is copied.
 */
export class WireAnswer {
  private readonly chunks: Buffer[] = [];
  readonly collect = (bytes: Uint8Array): void => {
    this.chunks.push(Buffer.from(bytes));
  };

  bytes(): Buffer {
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
  }
}

/** The first error of an answer as PGlite's own parser makes it (a `DatabaseError` with code, detail, constraint…). */
function databaseErrorIn(answer: Buffer): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('the embedded database answered an error that could not be read');
}

/**
 * The result of one statement run by the extended protocol (bind, describe, execute, sync), read from
 * its answer's bytes: what PGlite's `parseResults` gives for the same messages (rows parsed by
 * `parsers`, as objects or arrays, the command and its counts), without building a message object per
 * row and field first, which cost PGlite's path most of a small statement's time. An error answer
 * throws the `DatabaseError` PGlite's own parser makes of it. Messages not read here (parse, bind and
 * close confirmations, notices, ready for query) are skipped, as `parseResults` skips them.
 */
export function readWireResult<T>(answer: Buffer, parsers: Parsers, options: QueryOptions | undefined): Results<T> {
  const asArrays = options?.rowMode === 'array';
  const fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let result: Results<T> | undefined;
  let offset = 0;
  while (offset + 5 <= answer.length) {
    const type = answer[offset]!;
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    let at = offset + 5;
    switch (type) {
      case ROW_DESCRIPTION: {
        const count = answer.readInt16BE(at);
        at += 2;
        for (let i = 0; i < count; i++) {
          const nameEnd = answer.indexOf(0, at);
          const name = answer.toString('utf8', at, nameEnd);
          // After the name: table OID (4), column number (2), type OID (4), size (2), modifier (4), format (2).
          fields.push({ name, dataTypeID: answer.readInt32BE(nameEnd + 7) });
          at = nameEnd + 19;
        }
        break;
      }
      case DATA_ROW: {
        const count = answer.readInt16BE(at);
        at += 2;
        const values: unknown[] = asArrays ? new Array(count) : [];
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) {
          const length = answer.readInt32BE(at);
          at += 4;
          let value: unknown = null;
          if (length >= 0) {
            value = types.parseType(answer.toString('utf8', at, at + length), fields[i]!.dataTypeID, parsers);
            at += length;
          }
          if (asArrays) values[i] = value;
          else row[fields[i]!.name] = value;
        }
        rows.push(asArrays ? values : row);
        break;
      }
      case COMMAND_COMPLETE: {
        const words = answer.toString('utf8', at, end - 1).split(' ');
        const command = words[0]!;
        const rowCount = parseInt(words[words.length - 1]!, 10);
        result = { rows: rows as T[], fields, command, affectedRows: CHANGING.has(command) ? rowCount : 0 } as Results<T>;
        if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
        break;
      }
      case ERROR_RESPONSE:
        throw databaseErrorIn(answer);
    }
    offset = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as Results<T>);
}
