/**
 * `npm test`: every check and every test, arranged for a machine of two cores.
 *
 * The browser tests run one file at a time against the production build and spend much of their time
 * waiting on pages, so they are the longest chain: the build, then the browser project, started first at
 * normal priority. Beside them, at a lower priority so they take only what the chain leaves idle, run the
 * checks (type check, lint, format, schemas, generated code) and the other test projects. A failed check
 * or build stops everything and fails the run, as it kept the tests from running before; failed tests
 * fail it once both test runs have ended. Each check's output is printed whole when it ends; the two
 * vitest runs print their lines as they come (each line names its project), and the last line sums both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** How much lower the work beside the browser chain runs (nice levels: 0 normal, 19 lowest). */
const BESIDE_CHAIN_NICENESS = 10;

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Print lines as they come (a test run) instead of the whole output at the end (a check). */
  live: boolean;
  /** Runs at normal priority: the browser chain. */
  chain?: boolean;
}

const npmScript = (script: string): Step => ({ name: script, command: npm, args: ['run', '-s', script], live: false });
const vitest = (name: string, projectFilter: string[], chain = false): Step => ({
  name,
  command: process.execPath,
  args: [vitestBin, 'run', ...projectFilter.flatMap((project) => ['--project', project])],
  live: true,
  chain,
});

const CHECKS = ['typecheck', 'lint', 'format:check', 'check:schemas', 'check:generated'].map(npmScript);
const BUILD: Step = { ...npmScript('build'), chain: true };
const BROWSER_TESTS = vitest('browser tests', ['browser'], true);
const OTHER_TESTS = vitest('unit and server tests', ['!browser']);

/** Vitest's closing line (tests/support/closing-line-reporter.ts), which names the part of the run. */
const CLOSING_LINE = /^tests(?: \([^)]*\))?: (\d+) passed, (\d+) failed, (\d+) skipped$/;

const running = new Set<ChildProcess>();
let stopping = false;

interface Outcome {
  step: Step;
  code: number;
  seconds: number;
  counts?: [number, number, number];
}

function run(step: Step): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    cwd: repoRoot,
    // Piped output keeps its colours when the run's own output is a terminal.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, TEST_RUN_PART: step.name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!step.chain && child.pid) os.setPriority(child.pid, BESIDE_CHAIN_NICENESS);
  running.add(child);
  const buffered: string[] = [];
  let counts: Outcome['counts'];
  const onLines = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let rest = '';
    const emit = (line: string) => {
      const closing = CLOSING_LINE.exec(line.trim());
      if (closing) counts = [Number(closing[1]), Number(closing[2]), Number(closing[3])];
      if (step.live) out.write(`${line}\n`);
      else buffered.push(line);
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      lines.forEach(emit);
    });
    stream.on('end', () => {
      if (rest) emit(rest);
    });
  };
  onLines(child.stdout!, process.stdout);
  onLines(child.stderr!, process.stderr);
  return new Promise((resolve) => {
    child.on('error', (error) => buffered.push(`could not start ${step.command}: ${error.message}`));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!step.live && !stopping) {
        console.log(`\n── ${step.name} (${seconds} s)`);
        if (buffered.length) console.log(buffered.join('\n'));
      }
      resolve({ step, code: code ?? (signal ? 1 : 0), seconds, counts });
    });
  });
}

/** Runs a check or the build: on its failure every other step is stopped and the run fails. */
async function gate(step: Step): Promise<Outcome> {
  const outcome = await run(step);
  if (outcome.code !== 0 && !stopping) {
    stopping = true;
    console.error(`\n${step.name} failed (exit code ${outcome.code}); stopping the other steps.`);
    for (const child of running) child.kill('SIGTERM');
    process.exitCode = 1;
  }
  return outcome;
}

async function main() {
  const chain = (async () => ((await gate(BUILD)).code === 0 && !stopping ? [await run(BROWSER_TESTS)] : []))();
  const checks = (async () => {
    // One after another: side by side they would only share the same idle time and add up their memory.
    for (const check of CHECKS) if ((await gate(check)).code !== 0) return;
  })();
  const others = run(OTHER_TESTS);
  const tests = [await others, ...(await chain)];
  await checks;
  if (stopping) return;
  const totals = [0, 0, 0];
  for (const { step, code, counts } of tests) {
    if (code !== 0) process.exitCode = 1;
    if (!counts) {
      console.error(`${step.name} printed no closing line`);
      process.exitCode = 1;
      continue;
    }
    counts.forEach((n, i) => (totals[i] += n));
  }
  console.log(`\ntests: ${totals[0]} passed, ${totals[1]} failed, ${totals[2]} skipped`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    for (const child of running) child.kill(signal);
    process.exitCode = 130;
  });
}

await main();
