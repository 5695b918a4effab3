import type { Browser } from 'playwright-core';

/** One printed figure of a bench. `budget` is the target it is compared with, in the same unit. */
export interface BenchFigure {
  measure: string;
  value: number;
  unit: string;
  budget?: number;
  /** The budget is a floor (a rate to reach), not a ceiling. */
  higherIsBetter?: boolean;
  /** Extra detail printed under the table (how it was measured, what it consists of). */
  notes?: string[];
}

/** Shared, lazily started resources; a bench asks only for what it needs. */
export interface BenchContext {
  /** The production console served with the real API server on loopback. */
  consoleUrl(): Promise<string>;
  /** Headless Chromium, one for the whole run (each bench opens fresh contexts). */
  browser(): Promise<Browser>;
}

export interface BenchModule {
  name: string;
  run(context: BenchContext): Promise<BenchFigure[]>;
}
