import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountData } from '../../server/db/account-data';
import { apps, channels, notices } from '../../server/db/schema';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { insertApp, insertChannel } from './content-helpers';
import { insertUser } from './helpers';

// The data layer every account-data service goes through: another account's rows are out of reach of
// every read and write, whatever the service's own conditions say.
describe('account data layer', () => {
  let database: TestDatabase;
  let mine: AccountData;
  let otherId: number;
  let ownAppId: string;
  let otherAppId: string;
  let otherChannelId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const me = await insertUser(database, { username: 'scope-me', password: 'scope-pass-1', role: 'master' });
    const other = await insertUser(database, { username: 'scope-other', password: 'scope-pass-2', role: 'master' });
    otherId = other.id;
    mine = AccountData.of(database.db, me.id);
    ownAppId = (await insertApp(database, me.id, 'Mine')).appId;
    otherAppId = (await insertApp(database, other.id, 'Theirs')).appId;
    otherChannelId = (await insertChannel(database, other.id, otherAppId, 'Theirs', 'scope-theirs')).id;
  });
  afterAll(() => database.close());

  it('reads only the account’s rows, even when asked for another account’s by id', async () => {
    expect((await mine.rows(apps)).map((a) => a.appId)).toEqual([ownAppId]);
    expect(await mine.rows(apps, eq(apps.appId, otherAppId))).toEqual([]);
    expect(await mine.select({ id: channels.id }).from(channels, eq(channels.id, otherChannelId))).toEqual([]);
    expect(await mine.count(apps, inArray(apps.appId, [ownAppId, otherAppId]))).toBe(1);
  });

  it('leaves another account’s rows alone on update and delete', async () => {
    expect(await mine.update(channels, { name: 'taken over' }, eq(channels.id, otherChannelId)).returning()).toEqual([]);
    expect(await mine.delete(apps, eq(apps.appId, otherAppId)).returning()).toEqual([]);
    const [theirs] = await database.db.select().from(channels).where(eq(channels.id, otherChannelId));
    expect(theirs?.name).toBe('Theirs');
    expect(await database.db.select().from(apps).where(eq(apps.appId, otherAppId))).toHaveLength(1);
  });

  it('stamps inserts with the account, inside transactions too', async () => {
    const [made] = await mine.insert(channels, { appId: ownAppId, name: 'Made', code: 'scope-made' }).returning();
    expect(made?.accountId).toBe(mine.accountId);
    const [inTx] = await mine.transaction((scoped) =>
      scoped.insert(channels, { appId: ownAppId, name: 'Tx', code: 'scope-tx' }).returning(),
    );
    expect(inTx?.accountId).toBe(mine.accountId);
  });

  it('adds platform-wide rows where a table has them, never another account’s', async () => {
    const inserted = await database.db
      .insert(notices)
      .values([
        { accountId: null, title: 'scope: everyone' },
        { accountId: mine.accountId, title: 'scope: mine' },
        { accountId: otherId, title: 'scope: theirs' },
      ])
      .returning({ id: notices.id });
    const ids = inserted.map((n) => n.id);
    const seen = await mine.select({ title: notices.title }).fromAccountOrPlatform(notices, inArray(notices.id, ids));
    expect(seen.map((n) => n.title).sort()).toEqual(['scope: everyone', 'scope: mine']);
  });
});
