import { describe, expect, it } from 'vitest';
import { chartPoints, chartSeries } from '@/renderer/dashboard/charts/chart-data';

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

describe('chart series', () => {
  it('draws several numbers of each item over the items’ labels, a missing number as 0', () => {
    const points = [
      { label: '2026-11-24', installs: 3, visits: 10 },
      { label: '2026-11-25', installs: '4', visits: null },
    ];
    expect(
      chartSeries(
        { points },
        {
          itemsField: 'points',
          x: 'label',
          series: [
            { y: 'installs', name: 'Installs' },
            { y: 'visits', name: 'Visits' },
          ],
        },
      ),
    ).toEqual({
      labels: ['2026-11-24', '2026-11-25'],
      series: [
        { name: 'Installs', values: [3, 4] },
        { name: 'Visits', values: [10, 0] },
      ],
    });
  });
});
