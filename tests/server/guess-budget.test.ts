import { describe, expect, it } from 'vitest';
import { createGuessBudget } from '../../server/auth/guess-budget';
import { CONFIG, guessBudgetScenarios } from './guess-budget-scenarios';

describe('guess budget (counts in memory)', () => {
  guessBudgetScenarios((config, now) => createGuessBudget(config, now));

  it('refuses a configuration where one address could lock an account', () => {
    expect(() => createGuessBudget({ ...CONFIG, accountFreeFailures: 6 })).toThrow(/account-wide allowance/);
  });
});
