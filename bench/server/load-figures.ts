import type { BenchFigure } from '../bench-types';
import type { LoadResult } from './load';

/** The figures of one load run: server CPU per call (when measured), rate, p50 and p99 (against `budgetP99`). */
export function loadFigures(label: string, result: LoadResult & { cpuMicrosPerCall?: number }, budgetP99?: number): BenchFigure[] {
  const notes = result.unexpected ? [`${result.unexpected} of ${result.total} answers had an unexpected status`] : undefined;
  return [
    ...(result.cpuMicrosPerCall === undefined
      ? []
      : [{ measure: `${label} · server CPU per call`, value: result.cpuMicrosPerCall, unit: 'µs' }]),
    { measure: `${label} · rate`, value: Math.round(result.requestsPerSecond), unit: 'req/s', notes },
    { measure: `${label} · p50`, value: result.p50Ms, unit: 'ms' },
    { measure: `${label} · p99`, value: result.p99Ms, unit: 'ms', budget: budgetP99 },
  ];
}
