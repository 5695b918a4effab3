import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchFigure, BenchModule } from './bench-types';
import { FIGURE_PREFIX } from './jsdom/report';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Renderer figures measured in jsdom by the vitest project `bench-jsdom` (bench/jsdom/*.bench-run.tsx),
 * which exists only when BENCH_JSDOM is set, so `npm test` never runs it.
 */
export const rendererJsdom: BenchModule = {
  name: 'renderer in jsdom',
  async run() {
    const result = spawnSync('npx', ['vitest', 'run', '--project', 'bench-jsdom', '--reporter', 'dot'], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_JSDOM: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const figures: BenchFigure[] = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => line.includes(FIGURE_PREFIX))
      .map((line) => JSON.parse(line.slice(line.indexOf(FIGURE_PREFIX) + FIGURE_PREFIX.length)) as BenchFigure);
    if (result.status !== 0 || figures.length === 0) {
      throw new Error(`the jsdom benches failed:\n${result.stdout}\n${result.stderr}`);
    }
    return figures;
  },
};
