import type { BenchFigure } from '../bench-types';

/** Lines the jsdom benches print; bench/renderer-jsdom.bench.ts collects them. */
export const FIGURE_PREFIX = 'BENCH_FIGURE ';

export function reportFigure(figure: BenchFigure) {
  console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
