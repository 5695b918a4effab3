import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { caddyExecutablePath } from '../support/caddy';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Global setup of the server-pglite project: makes sure the distribution's Caddy is installed
 * (scripts/ensure-caddy.sh installs it through apt-get when it is missing), for
 * tests/server/front-server.test.ts. A missing Caddy fails that file with the reason, not every server test.
 */
export default function ensureCaddy(project: TestProject) {
  const executable = caddyExecutablePath();
  let problem = '';
  try {
    execFileSync('bash', [path.join(repoRoot, 'scripts', 'ensure-caddy.sh')], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CADDY_PATH: executable },
    });
    if (!fs.existsSync(executable)) problem = `${executable} does not exist.`;
  } catch {
    problem = 'scripts/ensure-caddy.sh could not install it.';
  }
  project.provide(
    'caddyProblem',
    problem && `The front-server test needs Caddy at ${executable}: ${problem} Install Caddy (Debian package "caddy") or set CADDY_PATH.`,
  );
}
