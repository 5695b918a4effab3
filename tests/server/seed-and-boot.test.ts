import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../../server/demo/seed';
import { DEMO_TEAM_USERNAMES } from '../../server/demo/seed-team';
import { openTestDatabase, startTestServer, type TestDatabase } from '../support/test-db';
import { http, insertUser, signIn } from './helpers';

/** The demo accounts and the demo team's operator and invitees (account management, invites). */
const DEMO_USERS = DEMO_ACCOUNTS.length + DEMO_TEAM_USERNAMES.length;

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function userCount(db: TestDatabase['db']) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe('demo data', () => {
  it('seeds an empty database once and never again', async () => {
    const database = await openTestDatabase({ state: 'empty' });
    opened.push(database);
    await database.migrate();

    expect(await seedDemoData(database.db)).toBe(true);
    expect(await userCount(database.db)).toBe(DEMO_USERS);
    const demo = (await database.db.select().from(users).where(eq(users.username, 'demo')))[0]!;

    // A second start: migrations are a no-op and the seed leaves the data alone.
    await database.migrate();
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await userCount(database.db)).toBe(DEMO_USERS);
    const again = (await database.db.select().from(users).where(eq(users.username, 'demo')))[0]!;
    expect(again.passwordHash).toBe(demo.passwordHash);
    expect(again.appKey).toBe(demo.appKey);
  });

  it('never seeds a database that has other data, even without the demo accounts', async () => {
    const database = await openTestDatabase({ state: 'empty' });
    opened.push(database);
    await database.migrate();
    await insertUser(database, { username: 'someone', password: 'secret1', role: 'master' });

    expect(await seedDemoData(database.db)).toBe(false);
    expect(await userCount(database.db)).toBe(1);
  });

  it('has the three demo accounts with their roles; operator works under demo, as do the demo team and invitees', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const rows = await database.db.select().from(users).orderBy(users.id);
    const byName = Object.fromEntries(rows.map((u) => [u.username, u]));
    expect(Object.keys(byName).sort()).toEqual(['admin', 'demo', 'invited_one', 'invited_two', 'operator', 'operator2']);
    expect(byName.operator2).toMatchObject({ role: 'official', status: 'disabled', parentId: byName.demo!.id });
    expect(byName.invited_one).toMatchObject({ role: 'master', invitedBy: byName.demo!.id });
    expect(byName.invited_two).toMatchObject({ role: 'master', invitedBy: byName.demo!.id });
    expect(byName.admin!.role).toBe('admin');
    expect(byName.demo!.role).toBe('master');
    expect(byName.operator!.role).toBe('official');
    expect(byName.operator!.parentId).toBe(byName.demo!.id);
    for (const account of DEMO_ACCOUNTS) expect(byName[account.username]!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('a server stopped and started again on the same data', () => {
  it('keeps users, sessions and settings and does not seed again', async () => {
    const database = await openTestDatabase();
    opened.push(database);

    const first = await startTestServer({ database });
    const token = await signIn(first, 'demo', 'demo123');
    expect((await http(first, 'PUT', '/api/v1/user/bind_chat_id', { token, body: { chat_id: '-100200300' } })).code).toBe(0);
    await insertUser(database, { username: 'kept', password: 'kept-secret', role: 'master' });
    await first.close();
    await database.disconnect();

    // Open the same data again the way `npm start` does (openDatabase → migrate → seed when empty).
    const reopened = await openDatabase(database.location);
    try {
      const second = await startTestServer({ database: reopened });
      try {
        const details = await http(second, 'GET', '/api/v1/user/get_user_details', { token });
        expect(details.code).toBe(0);
        expect(details.data.telegram_chat_id).toBe('-100200300');
        expect(await signIn(second, 'kept', 'kept-secret')).toEqual(expect.any(String));
        expect(await userCount(reopened.db)).toBe(DEMO_USERS + 1);
      } finally {
        await second.close();
      }
    } finally {
      await reopened.close();
    }
  });
});
