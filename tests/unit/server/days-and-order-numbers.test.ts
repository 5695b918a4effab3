import { describe, expect, it } from 'vitest';
import { addDays, dayAfter, daysAgo, daysBetween, utcDay, utcDayStart } from '../../../server/shared/days';
import { newOrderNo } from '../../../server/shared/order-number';

describe('server days (UTC)', () => {
  it('names the UTC day of a time and counts whole days', () => {
    expect(utcDay(new Date('2026-03-15T23:59:59.999Z'))).toBe('2026-03-15');
    expect(addDays(new Date('2026-02-27T10:00:00Z'), 2).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(daysAgo(30, Date.parse('2026-03-31T00:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });

  it('gives the start of a calendar day and nothing for a day that does not exist', () => {
    expect(utcDayStart('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(utcDayStart('2026-02-31')).toBeUndefined();
    expect(utcDayStart('yesterday')).toBeUndefined();
  });
});

describe('order numbers', () => {
  it('are the kind’s letters, the UTC day and random characters', () => {
    const at = new Date('2026-03-15T23:30:00Z');
    expect(newOrderNo('recharge', at)).toMatch(/^RO20260315[A-Z2-9]{10}$/);
    expect(newOrderNo('package', at)).toMatch(/^PO20260315[A-Z2-9]{8}$/);
    expect(newOrderNo('domain', at)).toMatch(/^DO20260315[A-Z2-9]{8}$/);
    expect(newOrderNo('domain', at)).not.toBe(newOrderNo('domain', at));
  });
});
