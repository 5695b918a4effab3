import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../server/api/schema-loader';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, signIn } from './helpers';

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    admin: await signIn(server, 'admin', 'admin123'),
    master: await signIn(server, 'demo', 'demo123'),
    official: await signIn(server, 'operator', 'operator123'),
  };
});
afterAll(() => server?.close());

describe('the _t timestamp the console adds to every GET (spec §7)', () => {
  // The console's calls (a signed server-to-server call, access `sdk`, never comes from the console).
  const getsWithQuery = loadOperations().filter((op) => op.method === 'GET' && op.query && op.access !== 'sdk');

  it('there are GET operations with a query to check', () => {
    expect(getsWithQuery.length).toBeGreaterThan(3);
  });

  it.each(getsWithQuery.map((op) => [op.operationId, op] as const))('%s accepts _t without counting it as a parameter', async (_id, op) => {
    const token = tokens[op.roles?.[0] ?? 'master'];
    if (op['x-download']) {
      // A download answers the file itself, without the envelope.
      const file = await fetch(`${server.baseUrl}${op.path}?_t=${Date.now()}`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain(op['x-download']);
      return;
    }
    const answer = await http(server, 'GET', `${op.path}?_t=${Date.now()}`, { token, lang: 'en' });
    // A query with required parameters still asks for them, but never complains about _t.
    expect(answer.msg).not.toContain('_t');
    const required = (op.query?.required as string[] | undefined) ?? [];
    if (required.length === 0) expect(answer).toMatchObject({ status: 200, code: 0 });
    else expect(answer).toMatchObject({ status: 400, data: { field: required[0] } });
  });

  it('a parameter that is really unknown is still refused', async () => {
    const answer = await http(server, 'GET', '/api/v1/channel/list?_t=1&owner=2', { token: tokens.master, lang: 'en' });
    expect(answer).toMatchObject({ status: 400, msg: 'owner: unknown field' });
  });
});
