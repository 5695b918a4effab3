import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuessBudget } from '../../server/auth/guess-budget';
import { databaseGuessCounts, guessCountsCleanup } from '../../server/auth/guess-counts-db';
import { guessCounts } from '../../server/auth/tables';
import { databaseRateLimitStore, rateLimitCleanup } from '../../server/http/rate-limit-db-store';
import { rateLimitWindows } from '../../server/http/tables';
import { runDueJob } from '../../server/jobs/scheduled-job';
import { DAY_MS } from '../../server/shared/days';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { CONFIG, guessBudgetScenarios } from './guess-budget-scenarios';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// The counts every server process of a PostgreSQL database shares (on PGlite too, where the server itself counts in memory).
describe('guess budget (counts in the database)', () => {
  guessBudgetScenarios((config, now) => createGuessBudget(config, now, databaseGuessCounts(database.db, config, now)));

  it('two processes share one count, and wrong guesses arriving together are each counted', async () => {
    const now = () => 1_000_000;
    const counts = [databaseGuessCounts(database.db, CONFIG, now), databaseGuessCounts(database.db, CONFIG, now)];
    await Promise.all(Array.from({ length: 20 }, (_, i) => counts[i % 2]!.recordWrong('user:shared', '10.7.7.7')));
    const seen = await counts[0]!.read('user:shared', '10.7.7.7');
    expect(seen.address?.failures).toBe(20);
    expect(seen.pair?.failures).toBe(20);
    expect(seen.account?.failures).toBe(20);
    // 20 wrong guesses, 8 free on the account: locked for the cap (8 s) from the last one.
    expect(seen.account?.lockedUntil).toBe(1_000_000 + CONFIG.maxLockMs);
    await counts[1]!.recordRight('user:shared', '10.7.7.7');
    const cleared = await counts[0]!.read('user:shared', '10.7.7.7');
    expect(cleared.pair).toBeUndefined();
    expect(cleared.account).toBeUndefined();
    expect(cleared.address?.failures).toBe(20);
  });

  it('the cleanup removes only counts untouched for a day', async () => {
    const at = Date.UTC(2031, 0, 10);
    await databaseGuessCounts(database.db, CONFIG, () => at - DAY_MS - 1).recordWrong('user:stale', '10.8.8.1');
    await databaseGuessCounts(database.db, CONFIG, () => at - DAY_MS + 1).recordWrong('user:recent', '10.8.8.2');
    expect(await runDueJob(database.db, guessCountsCleanup(CONFIG), new Date(at))).toMatchObject({ ran: true });
    const keys = (await database.db.select({ key: guessCounts.key }).from(guessCounts)).map((row) => row.key);
    expect(keys).not.toContain('user:stale');
    expect(keys).toContain('user:recent');
  });
});

describe('rate limits counted in the database', () => {
  const incr = (store: InstanceType<ReturnType<typeof databaseRateLimitStore>>, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
    );

  it('counts hits of a key in a fixed window begun by its first hit, shared by every store on the database', async () => {
    let now = 5_000_000;
    const Store = databaseRateLimitStore(database.db, () => now);
    const [one, two] = [new Store({}), new Store({})];
    expect(await incr(one, 'ip-a:login', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(await incr(two, 'ip-a:login', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await incr(one, 'ip-b:login', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 50_000;
    // The window has ended: a new one begins with this hit.
    expect(await incr(two, 'ip-a:login', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('counts every one of many hits arriving together', async () => {
    const Store = databaseRateLimitStore(database.db, () => 7_000_000);
    const stores = [new Store({}), new Store({})];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => incr(stores[i % 2]!, 'ip-c:code', 60_000)));
    expect(answers.map((answer) => answer.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('the cleanup removes the windows that have ended', async () => {
    const Store = databaseRateLimitStore(database.db, () => 9_000_000);
    await incr(new Store({}), 'ip-d:ended', 1_000);
    await incr(new Store({}), 'ip-e:open', 60_000);
    expect(await runDueJob(database.db, rateLimitCleanup(), new Date(9_030_000))).toMatchObject({ ran: true });
    const keys = (await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((row) => row.key);
    expect(keys).not.toContain('ip-d:ended');
    expect(keys).toContain('ip-e:open');
  });
});
