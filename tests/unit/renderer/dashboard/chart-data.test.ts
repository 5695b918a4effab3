import { describe, expect, it } from 'vitest';
import { chartPoints } from '@/renderer/dashboard/charts/chart-data';

describe('chart data', () => {
  it('takes points from data.items, data itself or itemsField, skipping values that are no numbers', () => {
    const items = [
      { day: '2025-01-01', sum: 10 },
      { day: '2025-01-02', sum: '12.5' },
      { day: '2025-01-03', sum: null },
    ];
    const expected = [
      { label: '2025-01-01', value: 10 },
      { label: '2025-01-02', value: 12.5 },
    ];
    expect(chartPoints({ items }, { x: 'day', y: 'sum' })).toEqual(expected);
    expect(chartPoints(items, { x: 'day', y: 'sum' })).toEqual(expected);
    expect(chartPoints({ stats: { daily: items } }, { itemsField: 'stats.daily', x: 'day', y: 'sum' })).toEqual(expected);
    expect(chartPoints({ nothing: true }, { x: 'day', y: 'sum' })).toEqual([]);
  });

  it('shows money as display values (stored ÷ 10000)', () => {
    expect(chartPoints({ items: [{ day: 'Mon', income: 12345678 }] }, { x: 'day', y: 'income', valueType: 'money' })).toEqual([
      { label: 'Mon', value: 1234.5678 },
    ]);
  });
});
