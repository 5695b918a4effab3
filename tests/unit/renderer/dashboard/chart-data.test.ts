import { describe, expect, it } from 'vitest';
import { chartPoints, labelStep, niceTicks } from '@/renderer/dashboard/charts/chart-data';

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

  it('picks round ticks from zero past the extremes', () => {
    expect(niceTicks(300, 1200)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.2, 0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(-40, 90)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('thins x labels so they fit the width', () => {
    expect(labelStep(10, 640)).toBe(1);
    expect(labelStep(30, 640)).toBe(3);
    expect(labelStep(1, 100)).toBe(1);
  });
});
