import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MINUTE = 60_000;

describe('the local outbox keeps codes only while they are valid', () => {
  it('writing a message removes the messages older than the longest code lifetime (10 minutes), not newer ones', async () => {
    const now = Date.now();
    await server.database.db.insert(outbox).values([
      { recipient: 'stale@example.test', subject: 'code', body: 'Your code is 111111', createdAt: new Date(now - 11 * MINUTE) },
      { recipient: 'fresh@example.test', subject: 'code', body: 'Your code is 222222', createdAt: new Date(now - 5 * MINUTE) },
    ]);

    const sent = await inject(server, 'POST', '/api/v1/auth/send_email_code', {
      body: { email: 'new.one@example.test', scene: 'register' },
    });
    expect(sent.code).toBe(0);

    const recipients = (await server.database.db.select({ recipient: outbox.recipient }).from(outbox)).map((row) => row.recipient);
    expect(recipients).not.toContain('stale@example.test');
    expect(recipients).toContain('fresh@example.test');
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'new.one@example.test'));
    expect(mail?.body).toMatch(/\d{6}/);
  });
});
