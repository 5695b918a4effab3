/**
 * One budget for every check of a secret a caller guesses: passwords (sign-in, login_first, password
 * change, unlock screen), authenticator codes and e-mailed or texted codes. Wrong guesses are counted
 *
 * - per address (any account): at most `addressFailures` in `windowMs`, so one address cannot spray;
 * - per account from one address: after `pairFreeFailures` wrong guesses each further one locks that
 *   address out of the account for a back-off that doubles from `firstLockMs` up to `maxLockMs`;
 * - per account from every address: after `accountFreeFailures` wrong guesses within `windowMs`, the
 *   same growing back-off for everyone, which slows an attack spread over many addresses.
 *
 * `accountFreeFailures` is above `addressFailures`, so one address alone can never lock the account for
 * the others (the real user signs in from elsewhere); config validation keeps it so. A right guess clears
 * the account's back-off. While locked, the guess is not checked at all (429 with the wait).
 * The counts live in this process's memory (`memoryGuessCounts`: one process, PGlite; a restart forgets
 * them) or in the database, shared by every process of it (`./guess-counts-db.ts`, PostgreSQL).
 */
import { ApiError } from '../http/api-error';
import { requestAddress } from '../http/request-context';

export interface GuessBudgetConfig {
  addressFailures: number;
  windowMs: number;
  pairFreeFailures: number;
  accountFreeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
}

export const DEFAULT_GUESS_BUDGET: GuessBudgetConfig = {
  addressFailures: 30,
  windowMs: 15 * 60_000,
  pairFreeFailures: 5,
  accountFreeFailures: 50,
  firstLockMs: 1000,
  maxLockMs: 15 * 60_000,
};

/** Entries kept per map; the oldest go first (a spray of made-up names cannot grow memory without end). */
const MAX_ENTRIES = 50_000;

/** Wrong guesses of one kind of count (an address, an account from one address, an account) and its lock. */
export interface GuessCounter {
  failures: number;
  /** When the count's window began (ms since the epoch). */
  since: number;
  /** Until when the count locks out guesses (0: not locked). */
  lockedUntil: number;
}

/** The three counts that decide a guess of `account` from an address. */
export interface GuessCounters {
  address?: GuessCounter;
  pair?: GuessCounter;
  account?: GuessCounter;
}

/** Where the counts are kept: this process's memory, or the database (every process shares it). */
export interface GuessCounts {
  read(account: string, address: string): Promise<GuessCounters>;
  recordWrong(account: string, address: string): Promise<void>;
  recordRight(account: string, address: string): Promise<void>;
}

/** The wait before this address may guess for this account again (0: none), from the three counts at `t`. */
export function waitOf(config: GuessBudgetConfig, counters: GuessCounters, t: number): number {
  const { address, pair, account } = counters;
  const addressWait = address && address.failures >= config.addressFailures ? address.since + config.windowMs - t : 0;
  return Math.max(0, addressWait, (pair?.lockedUntil ?? 0) - t, (account?.lockedUntil ?? 0) - t);
}

/** The lock after the `failures`-th wrong guess when `free` are allowed: 1 s, doubling, up to the cap. */
export const backOffUntil = (config: GuessBudgetConfig, failures: number, free: number, t: number) =>
  failures > free ? t + Math.min(config.maxLockMs, config.firstLockMs * 2 ** Math.min(failures - free - 1, 40)) : 0;

export const tooManyGuesses = (waitMs: number) =>
  new ApiError(429, 429, 'auth.tooManyGuesses', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });

/** The counts in this process's memory (one process: PGlite). */
export function memoryGuessCounts(config: GuessBudgetConfig, now: () => number = Date.now): GuessCounts {
  const byAddress = new Map<string, GuessCounter>();
  const byPair = new Map<string, GuessCounter>();
  const byAccount = new Map<string, GuessCounter>();

  const read = (map: Map<string, GuessCounter>, key: string, windowed: boolean): GuessCounter => {
    const entry = map.get(key);
    const t = now();
    if (!entry || (windowed && entry.since + config.windowMs <= t && entry.lockedUntil <= t)) {
      return { failures: 0, since: t, lockedUntil: 0 };
    }
    return entry;
  };
  const write = (map: Map<string, GuessCounter>, key: string, entry: GuessCounter) => {
    map.delete(key);
    map.set(key, entry);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  };
  const pairKey = (account: string, address: string) => `${account}\n${address}`;

  return {
    async read(account, address) {
      return {
        address: read(byAddress, address, true),
        pair: read(byPair, pairKey(account, address), false),
        account: read(byAccount, account, true),
      };
    },
    async recordWrong(account, address) {
      const t = now();
      const fromAddress = read(byAddress, address, true);
      write(byAddress, address, { ...fromAddress, failures: fromAddress.failures + 1 });
      const pair = read(byPair, pairKey(account, address), false);
      write(byPair, pairKey(account, address), {
        ...pair,
        failures: pair.failures + 1,
        lockedUntil: backOffUntil(config, pair.failures + 1, config.pairFreeFailures, t),
      });
      const onAccount = read(byAccount, account, true);
      write(byAccount, account, {
        ...onAccount,
        failures: onAccount.failures + 1,
        lockedUntil: backOffUntil(config, onAccount.failures + 1, config.accountFreeFailures, t),
      });
    },
    async recordRight(account, address) {
      byPair.delete(pairKey(account, address));
      byAccount.delete(account);
    },
  };
}

export function createGuessBudget(
  config: GuessBudgetConfig,
  now: () => number = Date.now,
  counts: GuessCounts = memoryGuessCounts(config, now),
) {
  if (config.accountFreeFailures <= config.addressFailures) {
    throw new Error('guess budget: the account-wide allowance must exceed one address’s, or one address could lock a user out');
  }

  /**
   * Runs a check that throws on a wrong guess (`isWrong` tells those errors apart). Refused with 429
   * before checking while the caller's address or the account is locked.
   */
  async function guard<T>(account: string, run: () => Promise<T>, isWrong: (error: unknown) => boolean): Promise<T> {
    const address = requestAddress();
    const counters = await counts.read(account, address);
    const wait = waitOf(config, counters, now());
    if (wait > 0) throw tooManyGuesses(wait);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (isWrong(error)) await counts.recordWrong(account, address);
      throw error;
    }
    // Nothing to clear when neither count of the account was there (most sign-ins).
    if (counters.pair?.failures || counters.account?.failures) await counts.recordRight(account, address);
    return result;
  }

  class WrongGuess extends Error {}

  return {
    guard,
    /** Runs a check that answers whether the guess was right. */
    async check(account: string, run: () => Promise<boolean>): Promise<boolean> {
      try {
        return await guard(
          account,
          async () => {
            if (!(await run())) throw new WrongGuess();
            return true;
          },
          (error) => error instanceof WrongGuess,
        );
      } catch (error) {
        if (error instanceof WrongGuess) return false;
        throw error;
      }
    },
  };
}

export type GuessBudget = ReturnType<typeof createGuessBudget>;

/** True for an ApiError with one of these business codes (a wrong code or password). */
export const hasCode =
  (...codes: number[]) =>
  (error: unknown) =>
    error instanceof ApiError && codes.includes(error.code);
