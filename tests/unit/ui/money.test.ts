import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, toDisplayMoney, toStoredMoney } from '@/utils/money';

describe('money (spec §9: display = stored / 10000)', () => {
  it('shows stored amounts with two decimals and thousands separators', () => {
    expect(formatMoney(125_803_456, 'en')).toBe('12,580.35');
    expect(formatMoney(125_803_456, 'zh-CN')).toBe('12,580.35');
    expect(formatMoney(1_234, 'en')).toBe('0.12');
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(-50_000, 'en')).toBe('-5.00');
  });

  it('shows a missing amount as zero rather than NaN', () => {
    expect(formatMoney(undefined, 'en')).toBe('0.00');
    expect(formatMoney(Number.NaN, 'en')).toBe('0.00');
  });

  it('converts between display and stored values, rounding to the stored unit', () => {
    expect(toDisplayMoney(12_345)).toBe(1.2345);
    expect(toStoredMoney(1.2345)).toBe(12_345);
    expect(toStoredMoney(0.1 + 0.2)).toBe(3_000);
  });

  it('formats install counts as integers', () => {
    expect(formatInteger(1_234_567, 'en')).toBe('1,234,567');
    expect(formatInteger(undefined, 'en')).toBe('0');
  });
});
