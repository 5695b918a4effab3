import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedChangeNotices, type ChangeNotices, type ChangeTopic } from '../../server/db/change-notices';
import { roles, sessions, users } from '../../server/db/schema';
import { watchTableWrites, type WatchedTables } from '../../server/db/watch-writes';
import { openTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import { insertUser } from './helpers';

const WATCHED: WatchedTables[] = [
  { topic: 'sessions', tables: [users, sessions], writes: ['update', 'delete'] },
  { topic: 'grants', tables: [roles], writes: ['insert', 'update', 'delete'] },
];

// LISTEN/NOTIFY between processes: PostgreSQL only (PGlite is one process, whose writes forget at once).
describe.skipIf(testDbKind() !== 'postgres')('change notices between processes', () => {
  let database: TestDatabase;
  /** The writing process's notices, and the other process's, each listening on its own connection. */
  let writer: ChangeNotices;
  let other: ChangeNotices;
  const forgotten: Record<ChangeTopic, number> = { sessions: 0, grants: 0 };
  let lostSeen: () => void = () => {};
  let listensAgain: () => void = () => {};
  /** While set, the other process cannot connect (its listening connection stays down). */
  let unreachable = false;

  beforeAll(async () => {
    database = await openTestDatabase();
    const log = { warn: () => lostSeen(), info: () => listensAgain() };
    writer = await sharedChangeNotices({ connect: () => database.dedicatedClient!('notices-writer'), log });
    other = await sharedChangeNotices({
      // A port nobody listens on refuses at once.
      connect: () => (unreachable ? new pg.Client({ host: '127.0.0.1', port: 1 }) : database.dedicatedClient!('notices-other')),
      log,
      retry: { firstMs: 10, maxMs: 50 },
    });
    for (const topic of ['sessions', 'grants'] as const) other.onChange(topic, () => forgotten[topic]++);
  });
  afterAll(async () => {
    await writer?.close();
    await other?.close();
    await database?.close();
  });

  /** The writer's database handle, as services get it. */
  const writing = () =>
    watchTableWrites(database.db, WATCHED, {
      started: (topic) => writer.changedHere(topic),
      announce: (executor, topics) => writer.announce(executor, topics),
    });
  /** The counts at the last catch-up: a notice may arrive before the next catch-up is even called. */
  let seen = { ...forgotten };
  /** What the other process forgot since the last catch-up, once it has caught up (every notice committed before is in). */
  const forgottenAfterCatchUp = async () => {
    await other.catchUp();
    const heard = { sessions: forgotten.sessions - seen.sessions, grants: forgotten.grants - seen.grants };
    seen = { ...forgotten };
    return heard;
  };

  it('a write outside a transaction is heard by the other process once it catches up, with no wait', async () => {
    const user = await insertUser(database, { username: 'noticeplain', password: 'notice-pass-1', role: 'master' });
    await forgottenAfterCatchUp();
    await writing().update(users).set({ truename: 'Changed' }).where(eq(users.id, user.id));
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 1, grants: 0 });
  });

  it('a transaction is heard with its commit, and a rolled-back one not at all', async () => {
    const user = await insertUser(database, { username: 'noticetx', password: 'notice-pass-1', role: 'master' });
    await forgottenAfterCatchUp();
    await writing().transaction(async (tx) => {
      await tx.update(users).set({ truename: 'One' }).where(eq(users.id, user.id));
      await tx.update(users).set({ truename: 'Two' }).where(eq(users.id, user.id));
      await tx.insert(roles).values({ code: 'notice_probe', name: 'Probe', base: 'master', builtin: false });
    });
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 1, grants: 1 });

    await expect(
      writing().transaction(async (tx) => {
        await tx.update(users).set({ truename: 'Never' }).where(eq(users.id, user.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 0, grants: 0 });
  });

  it('a write no cache holds (a new session, a read) sends nothing', async () => {
    const user = await insertUser(database, { username: 'noticequiet', password: 'notice-pass-1', role: 'master' });
    await forgottenAfterCatchUp();
    await writing()
      .insert(sessions)
      .values({ userId: user.id, tokenHash: `quiet-${user.id}`, expiresAt: new Date(Date.now() + 60_000) });
    await writing().select().from(users).where(eq(users.id, user.id));
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 0, grants: 0 });
  });

  it('while its connection is down a process trusts no cache, and forgets everything once it listens again', async () => {
    await forgottenAfterCatchUp();
    const lost = new Promise<void>((resolve) => (lostSeen = resolve));
    unreachable = true;
    await database.db.execute(sql`select pg_terminate_backend(pid, 10000) from pg_stat_activity where application_name = 'notices-other'`);
    await lost;
    seen = { ...forgotten };
    // Down: every catch-up forgets everything, whatever was written.
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 1, grants: 1 });
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 1, grants: 1 });

    const before = { ...forgotten };
    const again = new Promise<void>((resolve) => (listensAgain = resolve));
    unreachable = false;
    await again;
    // Notices sent while it was down are lost: listening again forgot everything once.
    expect(forgotten.sessions - before.sessions).toBe(1);
    expect(forgotten.grants - before.grants).toBe(1);
    seen = { ...forgotten };
    // Now notices flow, and a catch-up with nothing new forgets nothing.
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 0, grants: 0 });
    const user = await insertUser(database, { username: 'noticeback', password: 'notice-pass-1', role: 'master' });
    await writing().update(users).set({ truename: 'Back' }).where(eq(users.id, user.id));
    expect(await forgottenAfterCatchUp()).toEqual({ sessions: 1, grants: 0 });
  });
});
