import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { appsOf, channelsOf, contentCounts } from './content-helpers';
import { insertUser, userByName } from './helpers';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function emptyMigrated() {
  const database = await openTestDatabase({ state: 'empty' });
  opened.push(database);
  await database.migrate();
  return database;
}

describe('demo content', () => {
  it('gives the demo master two online apps with channels, and three notices, once', async () => {
    const database = await emptyMigrated();
    expect(await seedDemoData(database.db)).toBe(true);
    const demo = await userByName(database, 'demo');
    const apps = await appsOf(database, demo.id);
    expect(apps.map((a) => [a.appName, a.state])).toEqual([
      ['Demo News', 'online'],
      ['Demo Shop', 'online'],
    ]);
    const channels = await channelsOf(database, demo.id);
    expect(channels).toHaveLength(4);
    expect(new Set(channels.map((c) => c.appId))).toEqual(new Set(apps.map((a) => a.appId)));
    expect(channels.every((c) => c.installCount > 0)).toBe(true);
    const counts = await contentCounts(database);
    expect(counts).toEqual({ apps: 2, channels: 4, shortLinks: 0, notices: 3, noticeReads: 1 });

    expect(await seedDemoData(database.db)).toBe(false);
    expect(await contentCounts(database)).toEqual(counts);
  });

  it('writes no content into a database that already has a user', async () => {
    const database = await emptyMigrated();
    await insertUser(database, { username: 'someone', password: 'secret1', role: 'master' });
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await contentCounts(database)).toEqual({ apps: 0, channels: 0, shortLinks: 0, notices: 0, noticeReads: 0 });
  });
});
