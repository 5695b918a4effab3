import type { BenchFigure } from '../bench-types';

/** One kind of call measured under load: the server process's CPU time per answered call. */
export interface CallCost {
  /** What was called, e.g. `write (channel edit)`. */
  call: string;
  cpuMicrosPerCall: number;
  /** The most this call may cost in floors (a budget of the table, no assertion). */
  floorsBudget?: number;
}

const ratio = (value: number, floor: number) => Number((value / Math.max(1, floor)).toFixed(1));

/**
 * One database's calls side by side: each call's server CPU per call, then the same as a ratio to the
 * floor's (a call refused without a token, measured in the same run), e.g. `PostgreSQL · write ÷ floor
 * (CPU)`. Absolute CPU times follow how busy the machine is; the ratios move only when a call's own work
 * changes, so a regression shows as a ratio.
 */
export function callCostFigures(db: string, floor: CallCost, calls: CallCost[]): BenchFigure[] {
  return [floor, ...calls].flatMap((cost) => [
    { measure: `${db} · ${cost.call} · server CPU per call`, value: cost.cpuMicrosPerCall, unit: 'µs' },
    ...(cost === floor
      ? []
      : [
          {
            measure: `${db} · ${cost.call.split(' (')[0]} ÷ floor (CPU)`,
            value: ratio(cost.cpuMicrosPerCall, floor.cpuMicrosPerCall),
            unit: '×',
            budget: cost.floorsBudget,
          },
        ]),
  ]);
}
