import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let built = false;

/** The server as `npm run serve` starts it: the compiled bundle, rebuilt once per bench run from the sources. */
export function serverCommand(): { args: string[]; cwd: string; description: string } {
  if (!built) {
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: repoRoot, stdio: 'inherit' });
    built = true;
  }
  return {
    args: ['--enable-source-maps', 'dist/server/main.js'],
    cwd: repoRoot,
    description: 'dist/server/main.js (npm run build:server)',
  };
}
