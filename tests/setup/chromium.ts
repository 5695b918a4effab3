import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from '../support/chromium-launch';
import { chromiumExecutablePath } from '../support/chromium-path';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Global setup of the browser project: makes sure the distribution's Chromium is installed
 * (scripts/ensure-chromium.sh installs it through apt-get when it is missing) and that it starts, then
 * starts the one Chromium every browser test file connects to (tests/support/browser.ts).
 */
export default async function ensureChromium(project: TestProject) {
  const executable = chromiumExecutablePath();
  try {
    execFileSync('bash', [path.join(repoRoot, 'scripts', 'ensure-chromium.sh')], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROMIUM_PATH: executable },
    });
  } catch {
    throw new Error(
      `Browser tests need Chromium at ${executable} and scripts/ensure-chromium.sh could not install it. ` +
        'Install Chromium (Debian package "chromium") or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  if (!fs.existsSync(executable)) {
    throw new Error(`Browser tests need Chromium, but ${executable} does not exist. Set CHROMIUM_PATH to a Chromium binary.`);
  }
  try {
    execFileSync(executable, ['--version'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
  } catch (error) {
    throw new Error(`Chromium at ${executable} does not start: ${(error as Error).message}`);
  }
  const server = await launchChromiumServer();
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
