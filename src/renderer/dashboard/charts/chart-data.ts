import type { PageChart } from '@/api/generated/page-schema';
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
export function chartPoints(data: unknown, chart: Pick<PageChart, 'itemsField' | 'x' | 'y' | 'valueType'>): ChartPoint[] {
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
