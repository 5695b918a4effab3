import { expect, it } from 'vitest';
import { ApiError } from '../../server/http/api-error';
import type { GuessBudget, GuessBudgetConfig } from '../../server/auth/guess-budget';
import { runInRequestContext } from '../../server/http/request-context';

export const CONFIG: GuessBudgetConfig = {
  addressFailures: 6,
  windowMs: 60_000,
  pairFreeFailures: 2,
  accountFreeFailures: 8,
  firstLockMs: 1000,
  maxLockMs: 8000,
};

/** Makes the budget under test on the given clock (its counts in memory or in a database). */
export type MakeBudget = (config: GuessBudgetConfig, now: () => number) => GuessBudget;

/** The guess budget's rules, for any place its counts are kept; each scenario has accounts, addresses and a clock of its own. */
export function guessBudgetScenarios(make: MakeBudget) {
  /** A budget on a clock the test moves, and a guess from an address: true right, false wrong, or the refusal. */
  function setup(config: Partial<GuessBudgetConfig> = {}) {
    let now = 0;
    const budget = make({ ...CONFIG, ...config }, () => now);
    let checks = 0;
    const guess = (address: string, account: string, right: boolean) =>
      runInRequestContext({ address }, () =>
        budget.check(account, async () => {
          checks++;
          return right;
        }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.httpStatus === 429) return `wait ${error.values.seconds}s`;
        throw error;
      });
    return { guess, advance: (ms: number) => (now += ms), checks: () => checks };
  }

  it('per account from one address: free guesses, then a back-off that doubles up to the cap', async () => {
    const { guess, advance } = setup();
    expect(await guess('10.0.0.1', 'user:1', false)).toBe(false);
    expect(await guess('10.0.0.1', 'user:1', false)).toBe(false);
    expect(await guess('10.0.0.1', 'user:1', false)).toBe(false); // third wrong: locked 1 s
    expect(await guess('10.0.0.1', 'user:1', true)).toBe('wait 1s');
    advance(1000);
    expect(await guess('10.0.0.1', 'user:1', false)).toBe(false); // locked 2 s
    expect(await guess('10.0.0.1', 'user:1', true)).toBe('wait 2s');
    advance(2000);
    expect(await guess('10.0.0.1', 'user:1', false)).toBe(false); // 4 s
    advance(4000);
    expect(await guess('10.0.0.1', 'user:1', false)).toBe(false); // 8 s, the cap
    advance(8000);
    expect(await guess('10.0.0.1', 'user:1', false)).toBe('wait 45s'); // six wrong in 15 s: the address's minute is spent
  });

  it('does not check a guess while locked, and a right guess clears the back-off', async () => {
    const { guess, advance, checks } = setup();
    for (let i = 0; i < 3; i++) await guess('10.0.0.2', 'user:2', false);
    const before = checks();
    expect(await guess('10.0.0.2', 'user:2', true)).toBe('wait 1s');
    expect(checks()).toBe(before);
    advance(1000);
    expect(await guess('10.0.0.2', 'user:2', true)).toBe(true);
    expect(await guess('10.0.0.2', 'user:2', false)).toBe(false);
    expect(await guess('10.0.0.2', 'user:2', false)).toBe(false); // free again after the right guess
  });

  it('per address: a spray over many accounts stops at the address budget until the window passes', async () => {
    const { guess, advance } = setup();
    for (let i = 0; i < 6; i++) expect(await guess('10.0.0.3', `name:user${i}`, false)).toBe(false);
    expect(await guess('10.0.0.3', 'name:another', false)).toBe('wait 60s');
    advance(60_000);
    expect(await guess('10.0.0.3', 'name:another', false)).toBe(false);
  });

  it('per account from every address: a spread attack is slowed for everyone', async () => {
    const { guess } = setup();
    for (let i = 0; i < 9; i++) expect(await guess(`10.1.0.${i}`, 'user:3', false)).toBe(false);
    expect(await guess('10.9.9.9', 'user:3', true)).toBe('wait 1s');
  });

  it('one address cannot lock the real user out: it runs out of guesses before the account-wide back-off starts', async () => {
    const { guess, advance } = setup();
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 20; i++) await guess('10.6.6.6', 'user:4', false);
      expect(await guess('10.6.6.6', 'user:4', true)).toMatch(/^wait/);
      expect(await guess('192.168.1.5', 'user:4', true)).toBe(true);
      advance(60_000);
    }
  });
}
