import type { BenchFigure } from '../bench-types';

export interface BenchRow extends BenchFigure {
  bench: string;
}

const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function verdict(row: BenchRow): string {
  if (row.budget === undefined) return '';
  if (row.higherIsBetter) return row.value >= row.budget ? 'goal reached' : 'BELOW GOAL';
  return row.value <= row.budget ? 'within budget' : 'OVER BUDGET';
}

/** Prints the figures as a plain text table, then each figure's notes. */
export function printTable(rows: BenchRow[]): void {
  const header = ['bench', 'measure', 'value', 'budget', 'verdict'];
  const lines = rows.map((row) => [
    row.bench,
    row.measure,
    `${round(row.value)} ${row.unit}`,
    row.budget === undefined ? '-' : `${round(row.budget)} ${row.unit}`,
    verdict(row),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const row of rows) {
    if (!row.notes?.length) continue;
    console.log(`\n${row.bench} / ${row.measure}:`);
    for (const note of row.notes) console.log(`  ${note}`);
  }
}
