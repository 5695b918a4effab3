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
 * Counts live in this process's memory: a restart forgets them, and so does each of several processes.
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

interface Counter {
  failures: number;
  since: number;
  lockedUntil: number;
}

export const tooManyGuesses = (waitMs: number) =>
  new ApiError(429, 429, 'auth.tooManyGuesses', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });

export function createGuessBudget(config: GuessBudgetConfig, now: () => number = Date.now) {
  if (config.accountFreeFailures <= config.addressFailures) {
    throw new Error('guess budget: the account-wide allowance must exceed one address’s, or one address could lock a user out');
  }
  const byAddress = new Map<string, Counter>();
  const byPair = new Map<string, Counter>();
  const byAccount = new Map<string, Counter>();

  const read = (map: Map<string, Counter>, key: string, windowed: boolean): Counter => {
    const entry = map.get(key);
    const t = now();
    if (!entry || (windowed && entry.since + config.windowMs <= t && entry.lockedUntil <= t)) {
      return { failures: 0, since: t, lockedUntil: 0 };
    }
    return entry;
  };
  const write = (map: Map<string, Counter>, key: string, entry: Counter) => {
    map.delete(key);
    map.set(key, entry);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  };
  const backOff = (failures: number, free: number) =>
    failures > free ? now() + Math.min(config.maxLockMs, config.firstLockMs * 2 ** Math.min(failures - free - 1, 40)) : 0;

  /** The wait before this address may guess for this account again, or 0. */
  function waitFor(account: string, address: string): number {
    const t = now();
    const fromAddress = read(byAddress, address, true);
    const addressWait = fromAddress.failures >= config.addressFailures ? fromAddress.since + config.windowMs - t : 0;
    const pairWait = read(byPair, `${account}\n${address}`, false).lockedUntil - t;
    const accountWait = read(byAccount, account, true).lockedUntil - t;
    return Math.max(0, addressWait, pairWait, accountWait);
  }

  function recordWrong(account: string, address: string) {
    const fromAddress = read(byAddress, address, true);
    write(byAddress, address, { ...fromAddress, failures: fromAddress.failures + 1 });
    const pairKey = `${account}\n${address}`;
    const pair = read(byPair, pairKey, false);
    write(byPair, pairKey, { ...pair, failures: pair.failures + 1, lockedUntil: backOff(pair.failures + 1, config.pairFreeFailures) });
    const onAccount = read(byAccount, account, true);
    write(byAccount, account, {
      ...onAccount,
      failures: onAccount.failures + 1,
      lockedUntil: backOff(onAccount.failures + 1, config.accountFreeFailures),
    });
  }

  function recordRight(account: string, address: string) {
    byPair.delete(`${account}\n${address}`);
    byAccount.delete(account);
  }

  /**
   * Runs a check that throws on a wrong guess (`isWrong` tells those errors apart). Refused with 429
   * before checking while the caller's address or the account is locked.
   */
  async function guard<T>(account: string, run: () => Promise<T>, isWrong: (error: unknown) => boolean): Promise<T> {
    const address = requestAddress();
    const wait = waitFor(account, address);
    if (wait > 0) throw tooManyGuesses(wait);
    try {
      const result = await run();
      recordRight(account, address);
      return result;
    } catch (error) {
      if (isWrong(error)) recordWrong(account, address);
      throw error;
    }
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
