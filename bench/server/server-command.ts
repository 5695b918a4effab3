import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The server as `npm run serve` starts it. */
export function serverCommand(): { args: string[]; cwd: string; description: string } {
  return { args: ['--import', 'tsx', 'server/main.ts'], cwd: repoRoot, description: 'server/main.ts through tsx' };
}
