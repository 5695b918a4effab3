import type { PageChart } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';
import { toDisplayMoney } from '@/utils/money';

export interface ChartPoint {
  label: string;
  value: number;
}

function itemsOf(data: unknown, itemsField: string | undefined): unknown[] {
  const items = itemsField ? getPath(data, itemsField) : Array.isArray(data) ? data : getPath(data, 'items');
  return Array.isArray(items) ? items : [];
}

/** The chart's points from an operation's answer: x as the label, y as a number (money shown ÷ 10000). */
export function chartPoints(data: unknown, chart: Pick<PageChart, 'itemsField' | 'x' | 'valueType'> & { y: string }): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const item of itemsOf(data, chart.itemsField)) {
    const raw = getPath(item, chart.y);
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (!Number.isFinite(n)) continue;
    const label = getPath(item, chart.x);
    points.push({
      label: label === undefined || label === null ? '' : String(label),
      value: chart.valueType === 'money' ? toDisplayMoney(n) : n,
    });
  }
  return points;
}

export interface ChartSeries {
  name: string;
  values: number[];
}

const numberOf = (raw: unknown, money: boolean): number => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return 0;
  return money ? toDisplayMoney(n) : n;
};

/** Several numbers of each item (a chart's `series`), one series each over the items' labels; a missing number is 0. */
export function chartSeries(
  data: unknown,
  chart: Pick<PageChart, 'itemsField' | 'x' | 'valueType'> & { series: { y: string; name: string }[] },
): { labels: string[]; series: ChartSeries[] } {
  const items = itemsOf(data, chart.itemsField);
  const money = chart.valueType === 'money';
  return {
    labels: items.map((item) => {
      const label = getPath(item, chart.x);
      return label === undefined || label === null ? '' : String(label);
    }),
    series: chart.series.map(({ y, name }) => ({ name, values: items.map((item) => numberOf(getPath(item, y), money)) })),
  };
}
