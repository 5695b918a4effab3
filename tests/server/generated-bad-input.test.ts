/**
 * Generated from schemas/api: every operation gets malformed input in each of its fields (control
 * characters, integers beyond the database's columns, 1e400 and Infinity, 5000-level JSON, wrong types,
 * unknown fields). Every answer is a 400 naming the field, none is a 500, and nothing stored changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type OperationSpec } from '../../server/api/schema-loader';
import { startTestServer, type TestServer } from '../support/test-db';
import { eq } from 'drizzle-orm';
import { users } from '../../server/auth/tables';
import { inject, signIn } from './helpers';
import { badRequests, signed, storedData, withoutSignedCallTables, type SigningKey } from './operation-requests';

let server: TestServer;
const tokens: Record<string, string> = {};
/** Signs the calls of operations whose access is `sdk`, so their input reaches validation. */
let demoKey: SigningKey;
beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await signIn(server, 'admin', 'admin123');
  tokens.master = await signIn(server, 'demo', 'demo123');
  tokens.official = await signIn(server, 'operator', 'operator123');
  const [demo] = await server.database.db.select().from(users).where(eq(users.username, 'demo'));
  demoKey = { appKey: demo!.appKey, secret: demo!.appSecret };
});
afterAll(() => server?.close());

/** A caller the operation lets through, so the input reaches validation and beyond. */
const tokenFor = (op: OperationSpec) => (op.access === 'public' || op.access === 'sdk' ? undefined : tokens[op.roles?.[0] ?? 'master']);

const operations = loadOperations().filter((op) => op.body || op.query);

describe('generated bad input, one test per operation', () => {
  it('covers every operation that takes input', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const cases = badRequests(op, tokenFor(op));
    expect(cases.length).toBeGreaterThan(0);
    // A signed call writes its log row and nonce whatever its answer: those tables are left out.
    const sdk = op.access === 'sdk';
    const stored = async () => (sdk ? withoutSignedCallTables(await storedData(server.database)) : storedData(server.database));
    const before = await stored();
    const unexpected: string[] = [];
    for (const bad of cases) {
      const options = { lang: 'en' as const, ...bad.options };
      const answer = await inject(server, op.method, bad.url, sdk ? signed(demoKey, op.method, bad.url, options) : options);
      // A refused value is named in the data (`{field, reason}`; the message names it by its form label),
      // an unknown or malformed whole by the message.
      const data = answer.data as { field?: unknown; reason?: unknown } | null;
      const dataOk = data === null || (typeof data.field === 'string' && typeof data.reason === 'string');
      const namesField =
        !bad.field || answer.msg.startsWith(bad.field) || (typeof data?.field === 'string' && data.field.startsWith(bad.field));
      if (answer.status !== 400 || answer.code !== 400 || !dataOk || !namesField) {
        unexpected.push(`${bad.label}: HTTP ${answer.status} ${answer.code} ${answer.msg}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
