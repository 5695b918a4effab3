import { describe, expect, it } from 'vitest';
import { nextVersionOf } from '@/renderer/form/widgets/upload/next-version';

describe('the proposed package version', () => {
  it('is 1.0.0 for the first package and the newest one raised by its last number after that', () => {
    expect(nextVersionOf([])).toBe('1.0.0');
    expect(nextVersionOf(['1.0.0'])).toBe('1.0.1');
    expect(nextVersionOf(['1.0.9', '1.0.8'])).toBe('1.0.10');
    expect(nextVersionOf(['v2'])).toBe('v3');
    expect(nextVersionOf(['2024.05-rc9'])).toBe('2024.05-rc10');
    expect(nextVersionOf(['1.2.3-beta'])).toBe('1.2.4-beta');
    expect(nextVersionOf(['beta'])).toBe('beta.1');
  });

  it('never proposes a version that is kept already', () => {
    // The newest is 1.0.1, yet 1.0.2 was uploaded before it (a switch back and forth).
    expect(nextVersionOf(['1.0.1', '1.0.2', '1.0.0'])).toBe('1.0.3');
  });
});
