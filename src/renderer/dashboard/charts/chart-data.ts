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

/** About `count` round tick values covering [min, max] (0 included). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (low === high) return [0, 1];
  const rough = (high - low) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let v = Math.floor(low / step) * step; v <= high + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks[ticks.length - 1] < high) ticks.push(Number((ticks[ticks.length - 1] + step).toPrecision(12)));
  return ticks;
}

/** Every n-th label, so labels along the x axis do not overlap at this width. */
export function labelStep(count: number, width: number, minSpacing = 64): number {
  if (count <= 1) return 1;
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / minSpacing))));
}
