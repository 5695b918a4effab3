import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (the one holding package.json, schemas/ and locales/). Found by walking up from
 * this module, because the server runs both from its TypeScript sources (server/shared/) and bundled
 * into one file (dist/server/main.js), at different depths.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'schemas'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project folder (package.json beside schemas/) above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project folder. */
export const projectPath = (...segments: string[]) => path.join(projectRoot, ...segments);
