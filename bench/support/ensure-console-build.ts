import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the production console (`npm run build`: vite build, then the pre-rendered login screens) when dist/console holds none, or always with
 * `force` (a build left over from older sources would give figures of old code).
 */
export function ensureConsoleBuild(repoRoot: string, force = false): string {
  const consoleDir = path.join(repoRoot, 'dist', 'console');
  const exists = fs.existsSync(path.join(consoleDir, 'index.html'));
  if (exists && !force) return consoleDir;
  console.log(`${exists ? 'rebuilding' : 'dist/console is missing: building'} the console (npm run build)...`);
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (!fs.existsSync(path.join(consoleDir, 'index.html'))) {
    throw new Error('npm run build finished but dist/console/index.html does not exist');
  }
  return consoleDir;
}
