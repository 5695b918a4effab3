import { describe, expect, it } from 'vitest';
import { createEstimateMemory, ESTIMATE_KEPT_MS } from '../../server/shared/estimate-memory';

describe('kept estimates of first pages', () => {
  it('answers a kept estimate until its minute is over, then nothing', () => {
    let now = 1_000_000;
    const memory = createEstimateMemory(() => now);
    expect(memory.recall('account 7|pwaUserList||{}')).toBeUndefined();
    memory.keep('account 7|pwaUserList||{}', 1_200_000);
    now += ESTIMATE_KEPT_MS - 1;
    expect(memory.recall('account 7|pwaUserList||{}')).toBe(1_200_000);
    expect(memory.recall('account 8|pwaUserList||{}')).toBeUndefined();
    now += 1;
    expect(memory.recall('account 7|pwaUserList||{}')).toBeUndefined();
  });

  it('keeps the newest five thousand, the oldest going first', () => {
    const memory = createEstimateMemory(() => 0);
    for (let i = 0; i <= 5_000; i += 1) memory.keep(`key ${i}`, 10_001 + i);
    expect(memory.recall('key 0')).toBeUndefined();
    expect(memory.recall('key 1')).toBe(10_002);
    expect(memory.recall('key 5000')).toBe(15_001);
  });
});
