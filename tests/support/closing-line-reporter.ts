import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the closing lines name: where to look when the suite grows slow. */
const SLOWEST_SHOWN = 12;

/**
 * Prints the slowest test files, then one plain closing line, `tests: N passed, N failed, N skipped`,
 * after vitest's own summary.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && ![...module.children.allTests()].length) failed += 1;
    }
    const slowest = testModules
      .map((module) => ({ name: `${module.project.name} ${module.moduleId.split('/tests/').pop()}`, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    if (slowest.length > 1) {
      console.log('\nslowest test files:');
      for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
